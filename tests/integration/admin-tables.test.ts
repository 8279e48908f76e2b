import { describe, expect } from 'vitest';
import type { SessionData } from '@/server/auth/session';
import { it } from './fixtures';
import { callerWith, expectTrpcError, inputMessages } from './harness';

/**
 * The admin's paged tables (src/server/tables/): each answers one page of the upstream's whole list, searched,
 * filtered and sorted on the server. Every page is checked against the whole list sorted here.
 */

const api = (admin: SessionData) => callerWith(admin).caller;
const danish = (a: string, b: string) => a.localeCompare(b, 'da', { sensitivity: 'base', numeric: true });
/** The list sorted as a table must show it: stable, so equal rows keep the list's order either way. */
const sorted = <T>(list: readonly T[], compare: (a: T, b: T) => number, desc: boolean) =>
  [...list].sort((a, b) => (desc ? -1 : 1) * compare(a, b));

describe('institutions.confirmedTable', () => {
  const SORTS = {
    name: (a: { name: string }, b: { name: string }) => danish(a.name, b.name),
    segment: (a: { segment: string }, b: { segment: string }) => danish(a.segment, b.segment),
    city: (a: { city: string }, b: { city: string }) => danish(a.city, b.city),
  };

  it('gives the first, a middle and the last page, and the last page for one past the end', async ({
    admin,
  }) => {
    const all = (await api(admin).institutions.getConfirmedInstitutions()) ?? [];
    const names = sorted(all, SORTS.name, false).map((i) => i.name);
    expect(names).toHaveLength(8);
    const page = async (n: number) => api(admin).institutions.confirmedTable({ page: n, pageSize: 3 });
    const [first, middle, last, past] = await Promise.all([page(0), page(1), page(2), page(9)]);
    expect(first?.rows.map((i) => i.name)).toEqual(names.slice(0, 3));
    expect(middle?.rows.map((i) => i.name)).toEqual(names.slice(3, 6));
    expect(last?.rows.map((i) => i.name)).toEqual(names.slice(6));
    expect(past).toEqual(last);
    expect(first).toMatchObject({ total: 8, matching: 8, page: 0, pageCount: 3, pageSize: 3 });
    expect(past).toMatchObject({ page: 2, pageCount: 3 });
  });

  it('sorts by every column both ways, users by the overview count', async ({ admin }) => {
    const all = (await api(admin).institutions.getConfirmedInstitutions()) ?? [];
    const overview = await api(admin).institutions.getInstitutionOverview();
    const users = new Map(overview?.institutions.map((i) => [i.id, i.userCount]));
    const byUsers = (a: { id: string }, b: { id: string }) => (users.get(a.id) ?? 0) - (users.get(b.id) ?? 0);
    for (const [sort, compare] of [...Object.entries(SORTS), ['users', byUsers] as const]) {
      for (const desc of [false, true]) {
        const answer = await api(admin).institutions.confirmedTable({ sort, desc, pageSize: 100 });
        expect(
          answer?.rows.map((i) => i.id),
          `${sort} ${desc ? 'desc' : 'asc'}`,
        ).toEqual(sorted(all, compare, desc).map((i) => i.id));
      }
    }
    const top = await api(admin).institutions.confirmedTable({ sort: 'users', desc: true, pageSize: 1 });
    expect(top?.rows[0]?.userCount).toBe(Math.max(...users.values()));
  });

  it('filters by segment, searches in Danish spelling, and answers an empty page for no match', async ({
    admin,
  }) => {
    const gymnasier = await api(admin).institutions.confirmedTable({ filters: { segment: 'Gymnasium' } });
    expect(gymnasier?.rows.every((i) => i.segment === 'Gymnasium')).toBe(true);
    expect(gymnasier).toMatchObject({ total: 8, matching: 2 });
    const arhus = await api(admin).institutions.confirmedTable({ q: 'århus katedral' });
    expect(arhus?.rows.map((i) => i.name)).toEqual(['Aarhus Katedralskole']);
    const none = await api(admin).institutions.confirmedTable({
      q: 'Gymnasium',
      filters: { segment: 'Grundskole' },
    });
    expect(none).toMatchObject({ rows: [], matching: 0, total: 8, page: 0, pageCount: 1 });
  });

  it('refuses bad table state with a Danish message, and a teacher', async ({ teacher, admin }) => {
    const refused = async (input: object) =>
      inputMessages(await expectTrpcError(api(admin).institutions.confirmedTable(input), 'BAD_REQUEST'));
    expect(await refused({ sort: 'password' })).toEqual([
      'Tabellen kan ikke sorteres efter «password». Den kan sorteres efter: name, segment, city, users.',
    ]);
    expect(await refused({ page: -1 })).toEqual(['Siden kan ikke være negativ.']);
    expect(await refused({ pageSize: 101 })).toEqual(['Vis højst 100 rækker pr. side.']);
    expect(await refused({ q: 'x'.repeat(201) })).toEqual(['Søgningen må højst være 200 tegn.']);
    await expectTrpcError(callerWith(teacher).caller.institutions.confirmedTable({}), 'FORBIDDEN');
  });
});

describe('institutions.pendingTable', () => {
  it('pages and sorts the requests, each with the confirmed institutions its name is like', async ({
    admin,
  }) => {
    const all = (await api(admin).institutions.getPendingInstitutions()) ?? [];
    for (const [sort, compare] of [
      ['name', (a: { name: string }, b: { name: string }) => danish(a.name, b.name)],
      [
        'createdAt',
        (a: { createdAt: string }, b: { createdAt: string }) => a.createdAt.localeCompare(b.createdAt),
      ],
      ['segment', (a: { segment: string }, b: { segment: string }) => danish(a.segment, b.segment)],
    ] as const) {
      for (const desc of [false, true]) {
        const ids = sorted(
          all,
          compare as (a: (typeof all)[number], b: (typeof all)[number]) => number,
          desc,
        );
        const [first, last] = await Promise.all([
          api(admin).institutions.pendingTable({ sort, desc, pageSize: 1 }),
          api(admin).institutions.pendingTable({ sort, desc, pageSize: 1, page: 5 }),
        ]);
        expect([first?.rows[0]?.id, last?.rows[0]?.id], `${sort} ${desc}`).toEqual([
          ids[0]?.id,
          ids.at(-1)?.id,
        ]);
        expect(last).toMatchObject({ page: 1, pageCount: 2, matching: 2, total: 2 });
      }
    }
    const page = await api(admin).institutions.pendingTable({});
    expect(page?.confirmedKnown).toBe(true);
    for (const row of page?.rows ?? []) {
      for (const hint of row.similar) expect(hint.percent).toBeGreaterThanOrEqual(60);
    }
    expect(await api(admin).institutions.pendingTable({ q: 'ingen-skole-hedder-sådan' })).toMatchObject({
      rows: [],
      matching: 0,
      total: 2,
    });
  });

  it('approves every request that matches the search, across pages, with one outcome each', async ({
    teacher,
    admin,
  }) => {
    const all = (await api(admin).institutions.getPendingInstitutions()) ?? [];
    const [one] = all;
    const word = one?.name.split(' ')[0] ?? '';
    const shown = await api(admin).institutions.pendingTable({ q: word, pageSize: 1 });
    const matching = shown?.matching ?? 0;
    expect(matching).toBeGreaterThan(0);
    const outcome = await api(admin).institutions.approveMatching({
      q: word,
      fingerprint: shown?.matchFingerprint ?? '',
    });
    expect(outcome).toHaveLength(matching);
    expect(outcome?.every((r) => r.ok && r.text === 'godkendt')).toBe(true);
    const left = await api(admin).institutions.pendingTable({});
    expect(left?.total).toBe(all.length - matching);
    await expectTrpcError(
      callerWith(teacher).caller.institutions.approveMatching({ q: '', fingerprint: '0'.repeat(64) }),
      'FORBIDDEN',
    );
  });

  it('approves only the set the admin was shown: a request made since refuses the whole approval', async ({
    teacher,
    admin,
  }) => {
    const shown = await api(admin).institutions.pendingTable({ q: 'Zebra' });
    expect(shown?.matching).toBe(0);
    await callerWith(teacher).caller.institutions.createInstitution({
      name: 'Zebra Skole',
      segment: 'Grundskole',
    });
    const seen = await api(admin).institutions.pendingTable({ q: 'Zebra' });
    expect(seen?.matching).toBe(1);
    await callerWith(teacher).caller.institutions.createInstitution({
      name: 'Zebra Fake Akademi',
      segment: 'Grundskole',
    });
    const refused = await expectTrpcError(
      api(admin).institutions.approveMatching({ q: 'Zebra', fingerprint: seen?.matchFingerprint ?? '' }),
      'CONFLICT',
    );
    expect(refused.message).toBe(
      'Listen har ændret sig, siden du så den: nu venter 2 institutioner på godkendelse i søgningen. Intet er godkendt. Se den nye liste, og godkend igen.',
    );
    const now = await api(admin).institutions.pendingTable({ q: 'Zebra' });
    expect(now?.matching).toBe(2);
    // Nothing was approved; the set as it is now is.
    const outcome = await api(admin).institutions.approveMatching({
      q: 'Zebra',
      fingerprint: now?.matchFingerprint ?? '',
    });
    expect(outcome?.map((r) => r.name).sort()).toEqual(['Zebra Fake Akademi', 'Zebra Skole']);
    // An empty search is the whole pending list, and its fingerprint is that list's.
    const all = await api(admin).institutions.pendingTable({});
    await expectTrpcError(
      api(admin).institutions.approveMatching({ q: '', fingerprint: now?.matchFingerprint ?? '' }),
      'CONFLICT',
    );
    expect((await api(admin).institutions.pendingTable({}))?.total).toBe(all?.total);
  });

  it('refuses a rename to a name another institution has, in Danish spelling either way', async ({
    admin,
  }) => {
    const all = (await api(admin).institutions.getConfirmedInstitutions()) ?? [];
    const [a, b] = all;
    const error = await expectTrpcError(
      api(admin).institutions.renameInstitution({ id: a?.id ?? '', name: (b?.name ?? '').toUpperCase() }),
      'CONFLICT',
    );
    expect(error.message).toBe('Der findes allerede en institution med det navn.');
  });
});

describe('user.searchTable', () => {
  it('pages the people a search finds, with their number, sorted either way', async ({ admin }) => {
    const all = (await api(admin).user.searchUser({ searchTerm: 'example' })) ?? [];
    expect(all.length).toBeGreaterThan(6);
    for (const [sort, pick] of [
      ['name', (u: (typeof all)[number]) => u.name],
      ['email', (u: (typeof all)[number]) => u.email],
    ] as const) {
      for (const desc of [false, true]) {
        const expected = sorted(all, (a, b) => danish(pick(a), pick(b)), desc).map((u) => u.userId);
        const pages = await Promise.all(
          [0, 1, 2, 99].map((page) =>
            api(admin).user.searchTable({ searchTerm: 'example', sort, desc, page, pageSize: 3 }),
          ),
        );
        const last = Math.ceil(all.length / 3) - 1;
        expect(pages[0]?.rows.map((u) => u.userId)).toEqual(expected.slice(0, 3));
        expect(pages[1]?.rows.map((u) => u.userId)).toEqual(expected.slice(3, 6));
        expect(pages[3]?.rows.map((u) => u.userId)).toEqual(expected.slice(last * 3));
        expect(pages[3]).toMatchObject({ page: last, total: all.length, matching: all.length });
      }
    }
    const created = await api(admin).user.searchTable({
      searchTerm: 'example',
      sort: 'createdAt',
      desc: true,
      pageSize: 100,
    });
    const times = created?.rows.map((u) => Date.parse(u.createdAt)) ?? [];
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('tells programmes by name, narrows by q, and refuses a bad term or state in Danish', async ({
    admin,
  }) => {
    const mette = await api(admin).user.searchTable({ searchTerm: 'laerer@example.dk' });
    const names = new Set((await api(admin).user.getProgramData())?.map((p) => p.displayName));
    expect(mette?.rows[0]?.programs.length).toBeGreaterThan(0);
    expect(mette?.rows[0]?.programs.every((p) => names.has(p))).toBe(true);
    expect(await api(admin).user.searchTable({ searchTerm: 'example', q: 'zzzz' })).toMatchObject({
      rows: [],
      matching: 0,
    });
    const short = await expectTrpcError(api(admin).user.searchTable({ searchTerm: 'a' }), 'BAD_REQUEST');
    expect(inputMessages(short)).toEqual(['Skriv mindst 2 tegn']);
    const sort = await expectTrpcError(
      api(admin).user.searchTable({ searchTerm: 'example', sort: 'programs' }),
      'BAD_REQUEST',
    );
    expect(inputMessages(sort)[0]).toMatch(/^Tabellen kan ikke sorteres efter «programs»/);
  });
});

describe('events.adminTable', () => {
  const CONFERENCE = 'Konference: Entreprenørskab i hele uddannelsessystemet';

  it('lists every event, also those of no programme, and sums them (issue: the conference was missing)', async ({
    admin,
  }) => {
    const programs = (await api(admin).user.getProgramData()) ?? [];
    const everyEvent = programs.flatMap((p) => p.events);
    const all = await api(admin).events.adminTable({ filters: { when: 'alle' }, pageSize: 100 });
    expect(all?.matching).toBe(everyEvent.length);
    expect(all?.totals.events).toBe(everyEvent.length);
    expect(all?.totals.capacity).toBe(everyEvent.reduce((sum, e) => sum + e.capacity, 0));
    expect(all?.rows.find((e) => e.title === CONFERENCE)).toMatchObject({
      programDisplayName: 'Uden program',
      capacity: 200,
    });
    const open = await api(admin).events.adminTable({ filters: { program: 'uden-program' } });
    expect(open?.rows.map((e) => e.title)).toEqual([CONFERENCE]);
    expect(open?.programs.map((p) => p.displayName)).toContain('Uden program');
  });

  it('pages and sorts by every key both ways, shows the last page past the end, and finds nothing for no match', async ({
    teacher,
    admin,
  }) => {
    // In the upstream's order (programme by programme, by date): equal rows keep it either way.
    const base = ((await api(admin).user.getProgramData()) ?? []).flatMap((p) =>
      p.events.map((e) => ({ ...e, fillRate: e.capacity > 0 ? e.seatsTaken / e.capacity : 0 })),
    );
    type Row = (typeof base)[number];
    const SORTS = {
      date: (a: Row, b: Row) => Date.parse(a.startDate) - Date.parse(b.startDate),
      title: (a: Row, b: Row) => danish(a.title, b.title),
      fill: (a: Row, b: Row) => a.fillRate - b.fillRate,
      remaining: (a: Row, b: Row) => a.remainingSeats - b.remainingSeats,
    };
    for (const [sort, compare] of Object.entries(SORTS)) {
      for (const desc of [false, true]) {
        const expected = sorted(base, compare, desc).map((e) => e.eventId);
        const pages = await Promise.all(
          [0, 1, 50].map((page) =>
            api(admin).events.adminTable({ sort, desc, page, pageSize: 2, filters: { when: 'alle' } }),
          ),
        );
        const last = Math.ceil(expected.length / 2) - 1;
        expect(
          pages[0]?.rows.map((e) => e.eventId),
          `${sort} ${desc}`,
        ).toEqual(expected.slice(0, 2));
        expect(
          pages[1]?.rows.map((e) => e.eventId),
          `${sort} ${desc}`,
        ).toEqual(expected.slice(2, 4));
        expect(
          pages[2]?.rows.map((e) => e.eventId),
          `${sort} ${desc}`,
        ).toEqual(expected.slice(last * 2));
        expect(pages[2]?.page).toBe(last);
      }
    }
    const none = await api(admin).events.adminTable({ q: 'ingen event hedder sådan' });
    expect(none).toMatchObject({ rows: [], matching: 0 });
    expect(none?.totals.events).toBeGreaterThan(0);
    const bad = await expectTrpcError(api(admin).events.adminTable({ sort: 'capacity' }), 'BAD_REQUEST');
    expect(inputMessages(bad)[0]).toMatch(/^Tabellen kan ikke sorteres efter «capacity»/);
    await expectTrpcError(callerWith(teacher).caller.events.adminTable({}), 'FORBIDDEN');
  });
});
