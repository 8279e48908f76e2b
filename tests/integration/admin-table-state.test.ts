import { describe, expect } from 'vitest';
import {
  CONFIRMED_TABLE,
  DOWNLOADERS_TABLE,
  EVENTS_TABLE,
  MATERIALS_TABLE,
  NEWEST_TABLE,
  PENDING_TABLE,
  SIGNUPS_TABLE,
  USER_TABLE,
} from '@/lib/admin-tables';
import type { SessionData } from '@/server/auth/session';
import { it } from './fixtures';
import { listProcedures } from './fuzz/procedures';
import { ACCOUNTS, callerWith, expectTrpcError } from './harness';
import { checkBadState, checkPagesAndSorts, text, time, type PageInput } from './table-checks';

/**
 * What admin-tables.test.ts leaves out: every paged table refuses bad state with the Danish message and answers
 * admins only, and the newest users, a person's sign-ups and the user search page and sort by every key.
 */
const api = (admin: SessionData) => callerWith(admin).caller;

/** Every paged admin table of the router: its procedures are the ones named `…Table`. */
const routerTables = () =>
  listProcedures()
    .map((procedure) => procedure.path)
    .filter((path) => path.endsWith('Table'))
    .sort();

/** How to call each table (a person's sign-ups need the person) and the sort keys it must accept. */
const tables = (admin: SessionData, userId: string) => {
  const caller = api(admin);
  const all: Record<string, [(input: object) => Promise<unknown>, readonly string[]]> = {
    'institutions.pendingTable': [(i) => caller.institutions.pendingTable(i), PENDING_TABLE.sortable],
    'institutions.confirmedTable': [(i) => caller.institutions.confirmedTable(i), CONFIRMED_TABLE.sortable],
    'user.searchTable': [
      (i) => caller.user.searchTable({ searchTerm: 'example', ...i }),
      USER_TABLE.sortable,
    ],
    'user.newestTable': [(i) => caller.user.newestTable(i), NEWEST_TABLE.sortable],
    'events.adminTable': [(i) => caller.events.adminTable(i), EVENTS_TABLE.sortable],
    'events.userSignUpsTable': [
      (i) => caller.events.userSignUpsTable({ userId, ...i }),
      SIGNUPS_TABLE.sortable,
    ],
    'material.materialsTable': [(i) => caller.material.materialsTable(i), MATERIALS_TABLE.sortable],
    'material.downloadersTable': [(i) => caller.material.downloadersTable(i), DOWNLOADERS_TABLE.sortable],
  };
  return all;
};

describe('every paged admin table', () => {
  it('refuses an unknown sort key, a negative page, an oversized page and an overlong search in Danish', async ({
    admin,
  }) => {
    const userId = (await api(admin).user.getUser({ email: ACCOUNTS.teacher.email }))?.userId ?? '';
    const checked = tables(admin, userId);
    // The list is the router's: a table added there and not here fails this test.
    expect(Object.keys(checked).sort()).toEqual(routerTables());
    for (const [call, keys] of Object.values(checked)) await checkBadState(call, keys);
  });

  it('answers admins only', async ({ teacher, anonymous }) => {
    const asTeacher = callerWith(teacher).caller;
    await Promise.all([
      expectTrpcError(asTeacher.institutions.pendingTable({}), 'FORBIDDEN'),
      expectTrpcError(asTeacher.user.searchTable({ searchTerm: 'example' }), 'FORBIDDEN'),
      expectTrpcError(asTeacher.user.newestTable({}), 'FORBIDDEN'),
      expectTrpcError(asTeacher.events.userSignUpsTable({ userId: 'x' }), 'FORBIDDEN'),
      expectTrpcError(callerWith(anonymous).caller.institutions.confirmedTable({}), 'UNAUTHORIZED'),
    ]);
    // Every table of the router, whatever its input, refuses a teacher and a visitor.
    const inputs: Record<string, object> = {
      'user.searchTable': { searchTerm: 'example' },
      'events.userSignUpsTable': { userId: 'x' },
    };
    for (const path of routerTables()) {
      const [router, name] = path.split('.') as [string, string];
      const call = (who: SessionData | null) =>
        (
          callerWith(who).caller as unknown as Record<
            string,
            Record<string, (input: object) => Promise<unknown>>
          >
        )[router]![name]!(inputs[path] ?? {});
      await expectTrpcError(call(teacher), 'FORBIDDEN');
      await expectTrpcError(call(anonymous), 'UNAUTHORIZED');
    }
  });
});

describe('user.newestTable', () => {
  it('gives the first, a middle and the last page for every sort key both ways, the last past the end', async ({
    admin,
  }) => {
    const all = (await api(admin).user.getNewestUsers()) ?? [];
    await checkPagesAndSorts({
      all,
      sorts: {
        name: text((u) => u.name),
        institution: text((u) => u.institutionName),
        created: time((u) => u.createdAt),
      },
      id: (u) => u.userId,
      rowId: (u) => u.userId,
      page: (input: PageInput) => api(admin).user.newestTable(input),
    });
    expect(await api(admin).user.newestTable({ q: 'ingen bruger hedder sådan' })).toMatchObject({
      rows: [],
      matching: 0,
      total: all.length,
    });
  });
});

describe('user.searchTable', () => {
  it('pages by every sort key both ways, also institution and created', async ({ admin }) => {
    const all = (await api(admin).user.searchUser({ searchTerm: 'example' })) ?? [];
    await checkPagesAndSorts({
      all,
      sorts: {
        name: text((u) => u.name),
        email: text((u) => u.email),
        institution: text((u) => u.institutionName),
        createdAt: time((u) => u.createdAt),
      },
      id: (u) => u.userId,
      rowId: (u) => u.userId,
      page: (input: PageInput) => api(admin).user.searchTable({ searchTerm: 'example', ...input }),
    });
  });
});

describe('events.userSignUpsTable', () => {
  it('pages a person’s sign-ups by every sort key both ways, and finds nothing for no match', async ({
    admin,
  }) => {
    const userId = (await api(admin).user.getUser({ email: ACCOUNTS.teacher.email }))?.userId ?? '';
    const all = (await api(admin).events.getSignUpsForUser({ userId })) ?? [];
    await checkPagesAndSorts({
      all,
      sorts: {
        event: text((s) => s.event.title),
        start: time((s) => s.event.startDate),
        signedUpAt: time((s) => s.signedUpAt),
      },
      id: (s) => `${s.event.eventId} ${s.signedUpAt}`,
      rowId: (s) => `${s.event.eventId} ${s.signedUpAt}`,
      page: (input: PageInput) => api(admin).events.userSignUpsTable({ userId, ...input }),
    });
    expect(await api(admin).events.userSignUpsTable({ userId, q: 'ingen event hedder sådan' })).toMatchObject(
      {
        rows: [],
        matching: 0,
        total: all.length,
      },
    );
  });
});
