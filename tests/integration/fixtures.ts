import { test as base } from 'vitest';
import type { SessionData } from '@/server/auth/session';
import { ACCOUNTS, loginAs, resetMock } from './harness';

/**
 * The integration tests' shared set-up (docs/decisions/0040), as `test.extend` fixtures like the e2e tier's
 * (e2e/fixtures.ts): the sessions of the seed's people, each signed in once per file through the stand-in IdP's
 * real form when a test first asks for it, and the stand-in's world reset before every test.
 *
 *   it('…', async ({ teacher, admin }) => callerWith(teacher).caller…)
 *   it('…', async ({ anonymous }) => callerWith(anonymous).caller…)    nobody signed in
 *   it('…', async ({ login }) => callerWith(await login(ACCOUNTS.signup))…)   a session of its own
 *
 * A file whose tests build on each other turns the reset off with `test.override({ freshWorld: false })`.
 */
type Account = { email: string; password: string };

interface FileFixtures {
  /** One login per account and file. */
  sessions: (account: Account) => Promise<SessionData>;
}

interface TestFixtures {
  freshWorld: boolean;
  world: void;
  /** Signs in through the IdP's form now: a session no other test shares. */
  login: (account: Account) => Promise<SessionData>;
  anonymous: null;
  teacher: SessionData;
  admin: SessionData;
  newTeacher: SessionData;
  /** Sofie Bech, a second teacher with a record of her own. */
  otherTeacher: SessionData;
}

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
  freshWorld: true,
  world: [
    async ({ freshWorld }, provide) => {
      if (freshWorld) await resetMock();
      await provide();
    },
    { auto: true },
  ],
  login: async ({}, provide) => provide(loginAs),
  anonymous: async ({}, provide) => provide(null),
  teacher: async ({ sessions }, provide) => provide(await sessions(ACCOUNTS.teacher)),
  admin: async ({ sessions }, provide) => provide(await sessions(ACCOUNTS.admin)),
  newTeacher: async ({ sessions }, provide) => provide(await sessions(ACCOUNTS.newTeacher)),
  otherTeacher: async ({ sessions }, provide) => provide(await sessions(ACCOUNTS.otherTeacher)),
});
