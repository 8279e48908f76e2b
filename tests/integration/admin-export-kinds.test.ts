import { describe, expect, vi } from 'vitest';
import { it as shared, type ExportFetch } from './fixtures';
import { EXPORT_KINDS } from '@/server/exports/all-exports';
import type { SessionData } from '@/server/auth/session';
import { log } from '@/server/log';
import { parse } from 'csv-parse/sync';
import { parseCsv } from '../../e2e/csv';
import { callerWith, sessionForNewPerson } from './harness';

/**
 * Every admin CSV export, downloaded by an admin as the browser does and parsed: the byte-order mark, `;` between
 * cells, the header row, every row as wide as it, and a formula-looking value neutralised in each export whose
 * free text a person can type (names, institutions, list participants). The other exports' free text (material,
 * event and programme titles, school types) is written by the same writer: their rows are unit-tested
 * (tests/unit/export-kinds.test.ts).
 */
/** An export as an admin downloads it: checked for Danish Excel, then its rows (header first). */
async function downloadWith(get: ExportFetch, admin: SessionData, path: string): Promise<string[][]> {
  const response = await get(path, admin);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.charCodeAt(0), path).toBe(0xfeff);
  expect(text.split('\r\n')[0], path).toContain(';');
  const rows = parseCsv(text.slice(1));
  expect(
    rows.every((row) => row.length === rows[0]?.length),
    path,
  ).toBe(true);
  return rows;
}

const FORMULA_PERSON = '=Formel Lærer';
const FORMULA_PARTICIPANT = '+45 Deltager';

/** A teacher whose name a spreadsheet would run, who downloads a material; a list sign-up naming another. */
async function typeFormulas(admin: SessionData, teacher: SessionData) {
  const person = await sessionForNewPerson('formel.laerer@example.dk', FORMULA_PERSON);
  const { caller } = callerWith(person);
  await caller.user.createUser({ name: FORMULA_PERSON, institutionId: 'inst-1001' });
  await caller.material.validateUser();
  expect(await caller.material.registerDownload({ materialId: 'mat-4001' })).not.toBeNull();
  const renamed = await callerWith(admin).caller.institutions.renameInstitution({
    id: 'inst-1005',
    name: '@Formel Skole',
  });
  expect(renamed).not.toBeNull();
  const listed = await callerWith(teacher).caller.events.signUpToEventByList({
    eventId: 'evt-3005',
    participants: [{ name: FORMULA_PARTICIPANT, email: 'deltager.formel@example.dk' }],
  });
  expect(listed).not.toBeNull();
}

/** The shared fixtures, and `download`: an export as the admin downloads it, checked for Danish Excel. */
const it = shared.extend<{ download: (path: string) => Promise<string[][]> }>({
  download: async ({ exportRoute, admin }, provide) =>
    provide((path) => downloadWith(exportRoute, admin, path)),
});

describe('every admin CSV export', () => {
  it('downloads each kind with its header row, and neutralises formula-looking text people typed', async ({
    download,
    admin,
    teacher,
  }) => {
    await typeFormulas(admin, teacher);
    const headers: Record<string, string[]> = {};
    const exports = {
      'brugere.csv?searchTerm=formel.laerer': 0,
      'downloads.csv': 0,
      'nyeste-brugere.csv': 0,
      'institutioner.csv': 0,
      'brugerens-tilmeldinger.csv?email=laerer%40example.dk': 4,
      'materialer.csv': -1,
      'programmer.csv': -1,
      'skoletyper.csv': -1,
      'tilmeldinger.csv': -1,
    };
    const neutralised: Record<string, string> = {
      'brugere.csv?searchTerm=formel.laerer': `'${FORMULA_PERSON}`,
      'downloads.csv': `'${FORMULA_PERSON}`,
      'nyeste-brugere.csv': `'${FORMULA_PERSON}`,
      'institutioner.csv': "'@Formel Skole",
      'brugerens-tilmeldinger.csv?email=laerer%40example.dk': `'${FORMULA_PARTICIPANT}`,
    };
    for (const [path, column] of Object.entries(exports)) {
      const rows = await download(path);
      headers[path.split('?')[0]!] = rows[0]!;
      expect(rows.length, path).toBeGreaterThan(1);
      if (column >= 0)
        expect(
          rows.map((r) => r[column]),
          path,
        ).toContain(neutralised[path]);
    }
    // Every kind the route knows was downloaded above.
    expect(Object.keys(headers).sort()).toEqual(Object.keys(EXPORT_KINDS).sort());
    expect(headers['materialer.csv']).toEqual([
      'Materiale',
      'Format',
      'Kræver kode',
      'Downloads',
      'Unikke brugere',
      'Seneste download',
    ]);
    expect(headers['nyeste-brugere.csv']).toEqual([
      'Navn',
      'E-mail',
      'Institution',
      'Programmer',
      'Oprettet',
    ]);
    expect(headers['programmer.csv']).toEqual(['Program', 'Medlemmer', 'Events', 'Pladser optaget']);
    expect(headers['skoletyper.csv']).toEqual([
      'Skoletype',
      'Institutioner',
      'Godkendte',
      'Afventer',
      'Brugere',
    ]);
    expect(headers['brugerens-tilmeldinger.csv']).toEqual([
      'Event',
      'Start',
      'Program',
      'Egen plads',
      'Har tilmeldt andre',
      'Tilmeldt',
    ]);
  });

  it('is inert in Excel for text already upstream with a line break before a formula, in every kind', async ({
    admin,
    teacher,
    exportRoute: get,
  }) => {
    // Written straight to the product API, past the forms' single-line rule: data from before that rule.
    const upstream = (who: SessionData) =>
      callerWith(who).ctx.upstream.product({ token: who.accessToken, email: who.user.email });
    const person = await sessionForNewPerson('linjeskift@example.dk', 'Linje Skift');
    await upstream(person).createUser({ name: 'Linje\n=HYPERLINK(A1)', institutionId: 'inst-1001' });
    await callerWith(person).caller.material.validateUser();
    await callerWith(person).caller.material.registerDownload({ materialId: 'mat-4001' });
    await upstream(admin).renameInstitution('inst-1005', 'Zebra Skole\n=HYPERLINK(A1)');
    await upstream(teacher).signUpToEventByList('evt-3005', [
      { name: 'Ida\r\n+45 Holm', email: 'ida.linje@example.dk' },
    ]);
    const paths = [
      'brugere.csv?searchTerm=linjeskift',
      'downloads.csv',
      'nyeste-brugere.csv',
      'institutioner.csv',
      'brugerens-tilmeldinger.csv?email=laerer%40example.dk',
      'materialer.csv',
      'programmer.csv',
      'skoletyper.csv',
      'tilmeldinger.csv',
    ];
    expect(paths.map((path) => path.split('?')[0]).sort()).toEqual(Object.keys(EXPORT_KINDS).sort());
    const seen: string[] = [];
    for (const path of paths) {
      const response = await get(path, admin);
      expect(response.status, path).toBe(200);
      const text = new TextDecoder('utf-8', { ignoreBOM: true })
        .decode(await response.arrayBuffer())
        .slice(1);
      const rows: string[][] = parse(text, { delimiter: ';' });
      for (const cell of rows.flat()) {
        seen.push(cell);
        for (const line of cell.split(/\r\n|\r|\n/))
          expect(line, `${path}: ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
        expect(cell, path).not.toMatch(/^[=+\-@\t\r]|[\r\n][=+\-@\t]/);
      }
      // Read as plain lines too (what a careless reader sees): no line of the file starts a formula.
      for (const line of text.split(/\r\n|\r|\n/)) expect(line, path).not.toMatch(/^[=+\-@\t]/);
    }
    // The stand-in collapses a person's name to one line; an institution and a participant keep theirs.
    expect(seen).toEqual(expect.arrayContaining(["Zebra Skole\n'=HYPERLINK(A1)", "Ida\r\n'+45 Holm"]));
  });

  it('names programmes by their names, never by their ids', async ({ admin, download }) => {
    const ids = new Set(
      ((await callerWith(admin).caller.user.getProgramData()) ?? []).map((p) => p.programName),
    );
    expect(ids.size).toBeGreaterThan(0);
    const users = await download('brugere.csv?searchTerm=example.dk');
    const programmes = users.slice(1).flatMap((r) => (r[5] ? r[5].split(', ') : []));
    expect(programmes.length).toBeGreaterThan(0);
    for (const path of ['programmer.csv', 'tilmeldinger.csv']) {
      programmes.push(...(await download(path)).slice(1).map((r) => r[0]!));
    }
    const signUps = await download('brugerens-tilmeldinger.csv?email=laerer%40example.dk');
    programmes.push(...signUps.slice(1).map((r) => r[2]!));
    expect(programmes.filter((name) => ids.has(name))).toEqual([]);
  });

  it('counts the events of no programme too: the open conference is in the sign-ups and programme files', async ({
    download,
  }) => {
    const signUps = await download('tilmeldinger.csv');
    const conference = signUps.find((r) => r[1] === 'Konference: Entreprenørskab i hele uddannelsessystemet');
    expect(conference?.[0]).toBe('Uden program');
    expect(conference?.[4]).toBe('200');
    expect((await download('tilmeldinger.csv?program=uden-program')).slice(1).map((r) => r[1])).toEqual([
      'Konference: Entreprenørskab i hele uddannelsessystemet',
    ]);
    const programmes = await download('programmer.csv');
    expect(programmes.find((r) => r[0] === 'Uden program')?.[2]).toBe('1');
  });

  it('filters institutions by status, and refuses an unknown status in Danish', async ({
    admin,
    download,
    exportRoute: get,
  }) => {
    const pending = await download('institutioner.csv?status=pending');
    const confirmed = await download('institutioner.csv?status=confirmed');
    const all = await download('institutioner.csv');
    expect(new Set(pending.slice(1).map((r) => r[3]))).toEqual(new Set(['Afventer godkendelse']));
    expect(new Set(confirmed.slice(1).map((r) => r[3]))).toEqual(new Set(['Godkendt']));
    expect(pending.length + confirmed.length - 2).toBe(all.length - 1);
    // Downloaded side by side from Admin brugere og institutioner, the two tables' files are named apart.
    const names = await Promise.all(
      ['?status=pending', '?status=confirmed', ''].map(async (query) =>
        (await get(`institutioner.csv${query}`, admin)).headers.get('content-disposition'),
      ),
    );
    expect(names).toEqual([
      expect.stringMatching(/filename="institutioner-afventer-godkendelse-\d{4}-\d{2}-\d{2}\.csv"$/),
      expect.stringMatching(/filename="institutioner-godkendte-\d{4}-\d{2}-\d{2}\.csv"$/),
      expect.stringMatching(/filename="institutioner-\d{4}-\d{2}-\d{2}\.csv"$/),
    ]);
    const refused = await get('institutioner.csv?status=alle', admin);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Status skal være "pending" eller "confirmed".' });
  });

  it("answers a person's sign-ups 400 without a valid e-mail and 404 for an unknown person, in Danish", async ({
    admin,
    exportRoute: get,
  }) => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    for (const path of ['brugerens-tilmeldinger.csv', 'brugerens-tilmeldinger.csv?email=ikke-en-adresse']) {
      const refused = await get(path, admin);
      expect(refused.status, path).toBe(400);
      expect(await refused.json()).toEqual({ error: 'Angiv brugerens e-mailadresse.' });
    }
    const unknown = await get('brugerens-tilmeldinger.csv?email=findes.ikke%40example.dk', admin);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Der findes ingen bruger med den e-mailadresse.' });
    vi.restoreAllMocks();
  });

  it('refuses a teacher (403) every kind, with no data', async ({ teacher, exportRoute: get }) => {
    for (const kind of Object.keys(EXPORT_KINDS)) {
      const query = kind === 'brugere.csv' ? '?searchTerm=ostergaard' : '';
      const refused = await get(`${kind}${query}`, teacher);
      expect(refused.status, kind).toBe(403);
      expect(await refused.json()).toEqual({ error: 'Kun for administratorer.' });
    }
  });

  it('answers HEAD for a streamed export with the headers only, closing the upstream list', async ({
    admin,
    download,
    exportRoute: get,
  }) => {
    const response = await get('brugere.csv?searchTerm=example.dk', admin, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('');
    // The site still answers: the list it started reading was closed, not left holding a connection.
    expect((await download('downloads.csv')).length).toBeGreaterThan(1);
  });

  it('logs the number of rows streamed for a streamed export', async ({ download }) => {
    const info = vi.spyOn(log, 'info');
    const rows = await download('brugere.csv?searchTerm=example.dk');
    const line = info.mock.calls
      .map(([entry]) => entry as Record<string, unknown>)
      .find((entry) => entry.audit === 'export');
    expect(line).toMatchObject({ export: 'brugere.csv', rows: rows.length - 1, outcome: 'ok' });
    info.mockRestore();
  });
});
