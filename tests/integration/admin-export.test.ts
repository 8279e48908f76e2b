import { describe, expect, vi } from 'vitest';
import { it } from './fixtures';
import { log } from '@/server/log';
import { parseCsv } from '../../e2e/csv';
import { callerWith, injectFault } from './harness';

/**
 * The CSV export route as the browser reaches it (session cookie, GET), served by a plain Node server with the
 * two response helpers Next adds; and the audit trail of the institution procedures.
 */
describe('CSV export route', () => {
  it('streams the institutions to an admin as CSV for Danish Excel, and logs who, which and how many rows', async ({
    admin,
    exportRoute: get,
  }) => {
    const info = vi.spyOn(log, 'info');
    const response = await get('institutioner.csv', admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="institutioner-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['Navn', 'Skoletype', 'By', 'Status', 'Brugere']);
    expect(rows).toHaveLength(11);
    expect(rows).toContainEqual([
      'Svendborg Efterskole',
      'Grundskole',
      'Svendborg',
      'Afventer godkendelse',
      '1',
    ]);

    const line = info.mock.calls.find(([entry]) => (entry as { audit?: string }).audit === 'export');
    expect(line?.[0]).toMatchObject({
      audit: 'export',
      actor: admin.user.sub,
      export: 'institutioner.csv',
      rows: 10,
    });
    expect(JSON.stringify(line)).not.toMatch(/@|Bearer|eyJ/);
    info.mockRestore();
  });

  it('exports the users a search finds, with Danish dates, and needs a term of two characters or more', async ({
    admin,
    exportRoute: get,
  }) => {
    const response = await get('brugere.csv?searchTerm=ostergaard', admin);
    const rows = parseCsv((await response.text()).replace(/^\ufeff/, ''));
    expect(rows[1]?.slice(0, 4)).toEqual([
      'Åse Østergaard',
      'aase.oestergaard@example.dk',
      'Lærer',
      'Aalborg Handelsskole',
    ]);
    expect(rows[1]?.[6]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const short = await get('brugere.csv?searchTerm=a', admin);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ error: 'Skriv et søgeord på 2 til 100 tegn.' });
  });

  it('exports event sign-ups one row per event, and material downloads per person', async ({
    admin,
    exportRoute: get,
  }) => {
    const signUps = parseCsv(
      (await (await get('tilmeldinger.csv?program=kickstart', admin)).text()).replace(/^\ufeff/, ''),
    );
    expect(signUps[0]?.slice(0, 3)).toEqual(['Program', 'Event', 'Start']);
    expect(signUps.length).toBeGreaterThan(1);
    expect(new Set(signUps.slice(1).map((r) => r[0])).size).toBe(1);
    const downloads = parseCsv((await (await get('downloads.csv', admin)).text()).replace(/^\ufeff/, ''));
    expect(downloads[0]).toEqual(['Navn', 'E-mail', 'Institution', 'Downloads', 'Seneste download']);
    expect(downloads[1]?.[3]).toBe('4');
  });

  describe('Authorization', () => {
    it('answers 401 without a session and 403 to a teacher, never with the data', async ({
      teacher,
      exportRoute: get,
    }) => {
      const anonymous = await get('institutioner.csv', null);
      expect(anonymous.status).toBe(401);
      const refused = await get('institutioner.csv', teacher);
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain('Svendborg');
    });

    it('answers 404 for an unknown export, after checking the role', async ({
      teacher,
      admin,
      exportRoute: get,
    }) => {
      expect((await get('hemmelig.csv', teacher)).status).toBe(403);
      expect((await get('hemmelig.csv', admin)).status).toBe(404);
    });
  });

  describe('Errors', () => {
    it('answers 502 in Danish, with no partial file, when the product API fails', async ({
      admin,
      exportRoute: get,
    }) => {
      vi.spyOn(log, 'error').mockImplementation(() => undefined);
      await injectFault({
        service: 'product',
        pathPrefix: '/institutions/GetInstitutionOverview',
        status: 500,
        times: 1,
      });
      const response = await get('institutioner.csv', admin);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: 'Eksporten kan ikke hentes lige nu. Prøv igen om lidt.',
      });
      vi.restoreAllMocks();
    });
  });
});

describe('audit trail of institution changes', () => {
  const auditLines = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls
      .map(([entry]) => entry as Record<string, unknown>)
      .filter((entry) => typeof entry === 'object' && 'audit' in entry);

  it('writes one line per approve, rename and delete: who, what, which institution, the outcome; never a token', async ({
    admin,
  }) => {
    const info = vi.spyOn(log, 'info');
    const { caller } = callerWith(admin);
    await caller.institutions.approveInstitution({ id: 'inst-1009' });
    await caller.institutions.renameInstitution({
      id: 'inst-1009',
      name: 'Svendborg Efterskole og Friskole',
    });
    await caller.institutions.deleteInstitution({ id: 'inst-1009' });
    const lines = auditLines(info);
    expect(lines).toEqual([
      {
        audit: 'institution.approve',
        actor: admin.user.sub,
        institutionId: 'inst-1009',
        outcome: 'ok',
        requestId: null,
      },
      {
        audit: 'institution.rename',
        actor: admin.user.sub,
        institutionId: 'inst-1009',
        outcome: 'ok',
        requestId: null,
        details: { name: 'Svendborg Efterskole og Friskole' },
      },
      {
        audit: 'institution.delete',
        actor: admin.user.sub,
        institutionId: 'inst-1009',
        outcome: 'ok',
        requestId: null,
        details: { name: 'Svendborg Efterskole og Friskole', unlinkedUsers: 1 },
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(admin.accessToken);
    expect(JSON.stringify(lines)).not.toMatch(/@/);
    info.mockRestore();
  });

  it('logs a refused change as failed', async ({ admin }) => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const { caller } = callerWith(admin);
    // Approving an approved institution: the product API refuses (409), the default policy answers null.
    expect(await caller.institutions.approveInstitution({ id: 'inst-1001' })).toBeNull();
    expect(auditLines(warn)).toEqual([
      {
        audit: 'institution.approve',
        actor: admin.user.sub,
        institutionId: 'inst-1001',
        outcome: 'failed',
        requestId: null,
      },
    ]);
    warn.mockRestore();
  });
});
