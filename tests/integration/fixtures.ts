import { test as base, expect } from 'vitest';
import type { SessionData } from '@/server/auth/session';
import type { Account } from '../support/accounts';
import type { RunningSite } from './fuzz/site';
import { SITE } from './fuzz/wire';
import { ACCOUNTS, loginAs, MOCK, resetMock } from './harness';

/**
 * The integration tests' shared set-up (docs/decisions/0040), as `test.extend` fixtures like the e2e tier's
 * (e2e/fixtures.ts): the sessions of the seed's people, each signed in once per file through the stand-in IdP's
 * real form when a test first asks for it, and the stand-in's world reset before every test.
 *
 *   it('…', async ({ teacher, admin }) => callerWith(teacher).caller…)
 *   it('…', async ({ anonymous }) => callerWith(anonymous).caller…)    nobody signed in
 *   it('…', async ({ login }) => callerWith(await login(ACCOUNTS.signup))…)   a session of its own
 *
 * A file whose tests build on each other resets the world once, before its first test, with
 * `it.override({ freshWorld: 'file' })`, or never with `freshWorld: false`, called inside its `describe`: the
 * files share one module registry (docs/decisions/0040), and at a file's top level vitest applies an override to
 * this `it` for every file after it.
 */
/** A GET (or `init`'s method) of the CSV export route with `who`'s session cookie, as the browser sends it. */
export type ExportFetch = (path: string, who: SessionData | null, init?: RequestInit) => Promise<Response>;

/** The calls the stand-in has answered (or is holding), by `"<service> <path>"`, counted from the test's start. */
export interface UpstreamCalls {
  /** Every counted call since the test began or the last `clear()`. */
  paths: () => Promise<Record<string, number>>;
  /** How many counted calls have a key that `match` accepts. */
  count: (match: (key: string) => boolean) => Promise<number>;
  /** Starts the count again, e.g. after a test's own set-up calls. */
  clear: () => Promise<void>;
}

interface FileFixtures {
  /** One login per account and file. */
  sessions: (account: Account) => Promise<SessionData>;
  /** The CSV export route served once per file by a plain Node server (export-route-server.ts). */
  exportRoute: ExportFetch;
  /** The site's tRPC endpoint over real HTTP on the site port, once per file (fuzz/site.ts). */
  site: RunningSite;
}

interface TestFixtures {
  /** Reset the stand-in's world before every test (true), before the file's first test only ('file'), or never. */
  freshWorld: boolean | 'file';
  world: void;
  /** Signs in through the IdP's form now: a session no other test shares. */
  login: (account: Account) => Promise<SessionData>;
  anonymous: null;
  /** The session cookie a browser sends the site (started for it) as nobody, the teacher and the admin. */
  siteCookies: Record<'anonymous' | 'teacher' | 'admin', string | null>;
  /** The stand-in's call counts, cleared when the test begins (after the world's reset). */
  upstreamCalls: UpstreamCalls;
  teacher: SessionData;
  admin: SessionData;
  newTeacher: SessionData;
  /** Sofie Bech, a second teacher with a record of her own. */
  otherTeacher: SessionData;
}

/** The files whose first test has begun, for `freshWorld: 'file'`. */
const filesReset = new WeakSet<object>();

export const it = base.extend<TestFixtures & FileFixtures>({
  sessions: [
    async ({}, provide) => {
      const made = new Map<string, Promise<SessionData>>();
      await provide((account) => {
        let session = made.get(account.email);
        if (!session) {
          session = loginAs(account);
          made.set(account.email, session);
        }
        return session;
      });
    },
    { scope: 'file' },
  ],
  exportRoute: [
    async ({}, provide) => {
      // Imported here, so the files that never export do not load the route.
      const { serveExportRoute, sessionCookie } = await import('./export-route-server');
      const route = await serveExportRoute();
      await provide(async (path, who, init = {}) =>
        fetch(`${route.base}/${path}`, { ...init, headers: who ? { cookie: await sessionCookie(who) } : {} }),
      );
      await route.close();
    },
    { scope: 'file' },
  ],
  site: [
    async ({}, provide) => {
      const { startSite } = await import('./fuzz/site');
      const site = await startSite();
      await provide(site);
      await site.close();
    },
    { scope: 'file' },
  ],
  freshWorld: true,
  world: [
    async ({ freshWorld, task }, provide) => {
      const first = !filesReset.has(task.file);
      filesReset.add(task.file);
      if (freshWorld === true || (freshWorld === 'file' && first)) await resetMock();
      await provide();
    },
    { auto: true },
  ],
  login: async ({}, provide) => provide(loginAs),
  siteCookies: async ({ site, teacher, admin }, provide) => {
    const { sessionCookie } = await import('./fuzz/site');
    // The cookies are for the site this file started; asking for them starts it.
    expect(site.origin).toBe(SITE);
    await provide({
      anonymous: null,
      teacher: await sessionCookie(teacher),
      admin: await sessionCookie(admin),
    });
  },
  upstreamCalls: async ({ world }, provide) => {
    const clear = async () => {
      await fetch(`${MOCK}/__mock/stats`, { method: 'DELETE' });
    };
    const paths = async () =>
      ((await (await fetch(`${MOCK}/__mock/stats`)).json()) as { paths: Record<string, number> }).paths;
    await clear();
    await provide({
      paths,
      clear,
      count: async (match) =>
        Object.entries(await paths())
          .filter(([key]) => match(key))
          .reduce((sum, [, n]) => sum + n, 0),
    });
    void world;
  },
  anonymous: async ({}, provide) => provide(null),
  teacher: async ({ sessions }, provide) => provide(await sessions(ACCOUNTS.teacher)),
  admin: async ({ sessions }, provide) => provide(await sessions(ACCOUNTS.admin)),
  newTeacher: async ({ sessions }, provide) => provide(await sessions(ACCOUNTS.newTeacher)),
  otherTeacher: async ({ sessions }, provide) => provide(await sessions(ACCOUNTS.otherTeacher)),
});
