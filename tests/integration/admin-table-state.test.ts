import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONFIRMED_TABLE,
  EVENTS_TABLE,
  NEWEST_TABLE,
  PENDING_TABLE,
  SIGNUPS_TABLE,
  USER_TABLE,
} from '@/lib/admin-tables';
import type { SessionData } from '@/server/auth/session';
import { ACCOUNTS, callerWith, expectTrpcError, loginAs, resetMock } from './harness';
import { checkBadState, checkPagesAndSorts, text, time, type PageInput } from './table-checks';

/**
 * What admin-tables.test.ts leaves out: every paged table refuses bad state with the Danish message and answers
 * admins only, and the newest users, a person's sign-ups and the user search page and sort by every key.
 */
let admin: SessionData;
let teacher: SessionData;

beforeAll(async () => {
  await resetMock();
  [admin, teacher] = await Promise.all([loginAs(ACCOUNTS.admin), loginAs(ACCOUNTS.teacher)]);
});
beforeEach(resetMock);

const api = () => callerWith(admin).caller;
const asTeacher = () => callerWith(teacher).caller;

describe('every paged admin table', () => {
  it('refuses an unknown sort key, a negative page, an oversized page and an overlong search in Danish', async () => {
    const userId = (await api().user.getUser({ email: ACCOUNTS.teacher.email }))?.userId ?? '';
    const tables: [string, (input: object) => Promise<unknown>, readonly string[]][] = [
      ['pending', (i) => api().institutions.pendingTable(i), PENDING_TABLE.sortable],
      ['confirmed', (i) => api().institutions.confirmedTable(i), CONFIRMED_TABLE.sortable],
      ['search', (i) => api().user.searchTable({ searchTerm: 'example', ...i }), USER_TABLE.sortable],
      ['newest', (i) => api().user.newestTable(i), NEWEST_TABLE.sortable],
      ['events', (i) => api().events.adminTable(i), EVENTS_TABLE.sortable],
      ['sign-ups', (i) => api().events.userSignUpsTable({ userId, ...i }), SIGNUPS_TABLE.sortable],
    ];
    for (const [, call, keys] of tables) await checkBadState(call, keys);
  });

  it('answers admins only', async () => {
    await Promise.all([
      expectTrpcError(asTeacher().institutions.pendingTable({}), 'FORBIDDEN'),
      expectTrpcError(asTeacher().user.searchTable({ searchTerm: 'example' }), 'FORBIDDEN'),
      expectTrpcError(asTeacher().user.newestTable({}), 'FORBIDDEN'),
      expectTrpcError(asTeacher().events.userSignUpsTable({ userId: 'x' }), 'FORBIDDEN'),
      expectTrpcError(callerWith(null).caller.institutions.confirmedTable({}), 'UNAUTHORIZED'),
    ]);
  });
});

describe('user.newestTable', () => {
  it('gives the first, a middle and the last page for every sort key both ways, the last past the end', async () => {
    const all = (await api().user.getNewestUsers()) ?? [];
    await checkPagesAndSorts({
      all,
      sorts: {
        name: text((u) => u.name),
        institution: text((u) => u.institutionName),
        created: time((u) => u.createdAt),
      },
      id: (u) => u.userId,
      rowId: (u) => u.userId,
      page: (input: PageInput) => api().user.newestTable(input),
    });
    expect(await api().user.newestTable({ q: 'ingen bruger hedder sådan' })).toMatchObject({
      rows: [],
      matching: 0,
      total: all.length,
    });
  });
});

describe('user.searchTable', () => {
  it('pages by every sort key both ways, also institution and created', async () => {
    const all = (await api().user.searchUser({ searchTerm: 'example' })) ?? [];
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
      page: (input: PageInput) => api().user.searchTable({ searchTerm: 'example', ...input }),
    });
  });
});

describe('events.userSignUpsTable', () => {
  it('pages a person’s sign-ups by every sort key both ways, and finds nothing for no match', async () => {
    const userId = (await api().user.getUser({ email: ACCOUNTS.teacher.email }))?.userId ?? '';
    const all = (await api().events.getSignUpsForUser({ userId })) ?? [];
    await checkPagesAndSorts({
      all,
      sorts: {
        event: text((s) => s.event.title),
        start: time((s) => s.event.startDate),
        signedUpAt: time((s) => s.signedUpAt),
      },
      id: (s) => `${s.event.eventId} ${s.signedUpAt}`,
      rowId: (s) => `${s.event.eventId} ${s.signedUpAt}`,
      page: (input: PageInput) => api().events.userSignUpsTable({ userId, ...input }),
    });
    expect(await api().events.userSignUpsTable({ userId, q: 'ingen event hedder sådan' })).toMatchObject({
      rows: [],
      matching: 0,
      total: all.length,
    });
  });
});
