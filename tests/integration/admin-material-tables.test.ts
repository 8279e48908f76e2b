import { describe, expect } from 'vitest';
import type { SessionData } from '@/server/auth/session';
import { it } from './fixtures';
import { DOWNLOADERS_TABLE, MATERIALS_TABLE } from '@/lib/admin-tables';
import { fold } from '@/lib/danish-fold';
import { callerWith, expectTrpcError } from './harness';
import {
  checkBadState,
  checkPagesAndSorts,
  danish,
  number,
  text,
  time,
  type PageInput,
} from './table-checks';

/**
 * The download overview (Admin undervisningsmaterialer) and the dashboard's summaries: each table answers one
 * page of GetOverview's lists, and the summaries leave out the lists that grow with the foundation.
 */

const api = (admin: SessionData) => callerWith(admin).caller;
const overview = async (admin: SessionData) => {
  const answer = await api(admin).material.getOverview();
  if (!answer) throw new Error('GetOverview did not answer');
  return answer;
};

describe('material.materialsTable', () => {
  it('gives the first, a middle and the last page for every sort key both ways, the last past the end', async ({
    admin,
  }) => {
    const { materials } = await overview(admin);
    await checkPagesAndSorts({
      all: materials,
      sorts: {
        title: text((m) => m.title),
        downloads: number((m) => m.downloads),
        users: number((m) => m.uniqueUsers),
        last: time((m) => m.lastDownloadedAt),
      },
      id: (m) => m.materialId,
      rowId: (m) => m.materialId,
      page: (input: PageInput) => api(admin).material.materialsTable(input),
    });
  });

  it('searches titles in Danish spelling and answers an empty page for no match', async ({ admin }) => {
    const { materials } = await overview(admin);
    const [one] = materials;
    const word = one?.title.split(' ')[0] ?? '';
    const found = await api(admin).material.materialsTable({ q: word.toUpperCase(), pageSize: 100 });
    const expected = materials.filter((m) => fold(m.title).includes(fold(word)));
    expect(found?.rows.map((m) => m.materialId).sort()).toEqual(expected.map((m) => m.materialId).sort());
    expect(found?.rows.map((m) => m.materialId)).toContain(one?.materialId);
    expect(await api(admin).material.materialsTable({ q: 'intet materiale hedder sådan' })).toMatchObject({
      rows: [],
      matching: 0,
      total: materials.length,
      page: 0,
      pageCount: 1,
    });
  });

  it('refuses bad table state in Danish, and a teacher', async ({ teacher, admin }) => {
    await checkBadState((input) => api(admin).material.materialsTable(input), MATERIALS_TABLE.sortable);
    await expectTrpcError(callerWith(teacher).caller.material.materialsTable({}), 'FORBIDDEN');
  });
});

describe('material.downloadersTable', () => {
  it('gives the first, a middle and the last page for every sort key both ways, the last past the end', async ({
    admin,
  }) => {
    const { users } = await overview(admin);
    await checkPagesAndSorts({
      all: users,
      sorts: {
        name: text((u) => u.name ?? u.email ?? u.userId),
        institution: text((u) => u.institutionName),
        downloads: number((u) => u.downloads),
        last: time((u) => u.lastDownloadedAt),
      },
      id: (u) => u.userId,
      rowId: (u) => u.userId,
      page: (input: PageInput) => api(admin).material.downloadersTable(input),
    });
  });

  it('pages ten people by default, finds one by e-mail, and answers an empty page for no match', async ({
    admin,
  }) => {
    const { users } = await overview(admin);
    const first = await api(admin).material.downloadersTable({});
    expect(first).toMatchObject({ pageSize: 10, total: users.length });
    expect(first?.rows.length).toBe(Math.min(10, users.length));
    const someone = users.find((u) => u.email);
    const found = await api(admin).material.downloadersTable({ q: someone?.email ?? '' });
    expect(found?.rows.map((u) => u.userId)).toContain(someone?.userId);
    expect(await api(admin).material.downloadersTable({ q: 'ingen-bruger-hedder-sådan' })).toMatchObject({
      rows: [],
      matching: 0,
      total: users.length,
    });
  });

  it('refuses bad table state in Danish, and a teacher', async ({ teacher, admin }) => {
    await checkBadState((input) => api(admin).material.downloadersTable(input), DOWNLOADERS_TABLE.sortable);
    await expectTrpcError(callerWith(teacher).caller.material.downloadersTable({}), 'FORBIDDEN');
  });
});

describe('the summaries that replace whole lists in the first HTML', () => {
  it('material.overviewSummary: the totals, the ten most downloaded materials and the newest downloads', async ({
    teacher,
    admin,
  }) => {
    const whole = await overview(admin);
    const summary = await api(admin).material.overviewSummary();
    expect(summary?.totals).toEqual(whole.totals);
    expect(summary?.recent).toEqual(whole.recent);
    const top = [...whole.materials]
      .sort((a, b) => b.downloads - a.downloads || danish(a.title, b.title))
      .slice(0, 10)
      .map(({ title, downloads }) => ({ title, downloads }));
    expect(summary?.top).toEqual(top);
    expect(Object.keys(summary ?? {}).sort()).toEqual(['recent', 'top', 'totals']);
    await expectTrpcError(callerWith(teacher).caller.material.overviewSummary(), 'FORBIDDEN');
  });

  it('user.programOverview: one line per programme, without its members and events', async ({
    teacher,
    admin,
  }) => {
    const programs = (await api(admin).user.getProgramData()) ?? [];
    const lines = await api(admin).user.programOverview();
    expect(lines).toEqual(
      programs.map((p) => ({
        programName: p.programName,
        displayName: p.displayName,
        members: p.memberCount,
        events: p.events.length,
        seatsTaken: p.seatsTaken,
      })),
    );
    await expectTrpcError(callerWith(teacher).caller.user.programOverview(), 'FORBIDDEN');
  });

  it('institutions.overviewSummary: the totals and segments, without every institution', async ({
    teacher,
    admin,
  }) => {
    const whole = await api(admin).institutions.getInstitutionOverview();
    const summary = await api(admin).institutions.overviewSummary();
    expect(summary?.totals).toEqual(whole?.totals);
    expect(summary?.segments).toEqual(
      whole?.segments.map((s) => ({ ...s, institutions: s.confirmed + s.pending })),
    );
    expect(summary).not.toHaveProperty('institutions');
    await expectTrpcError(callerWith(teacher).caller.institutions.overviewSummary(), 'FORBIDDEN');
  });
});
