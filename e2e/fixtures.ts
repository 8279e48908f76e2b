import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject, test as base } from 'vitest';
import { ContextPool } from './context-pool';
import { ACCOUNTS, login as signIn, resetMock, SITE, type Account } from './support';

/**
 * The journeys' shared set-up (docs/decisions/0040), as `test.extend` fixtures in the manner of the Epic Stack's
 * Playwright utilities: the run's one Chromium (e2e/global-setup.ts) connected once per file, contexts kept for
 * the file and lent to one test at a time with their page (e2e/context-pool.ts: each test starts with the
 * context's first cookies and empty storage), and signed-in contexts made from one login per account, shared by the worker's files for ten minutes.
 *
 *   it('…', async ({ page }) => …)              a context nobody is signed in to
 *   it('…', async ({ page, login }) => …)       …signed in through the login form in the test
 *   it('…', async ({ teacher }) => …)           a context with the teacher's session cookies
 *   it('…', async ({ visit }) => visit({ account: ACCOUNTS.admin, viewport }))   any other context
 *
 * Before each test the stand-in's world is reset (its seed, no faults); a file whose tests build on each other
 * turns that off with `test.override({ freshWorld: false })`. A test that ends or changes its session (logs
 * out, lets its tokens expire) signs in with `login`, never with a shared session.
 */
export interface Visit {
  context: BrowserContext;
  page: Page;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface VisitOptions extends BrowserContextOptions {
  /** Signed in as this account, with the file's one session of it. */
  account?: Account;
}

interface FileFixtures {
  /** The run's Chromium, connected for this file. */
  browser: Browser;
  /** The cookies of one login per account, made when a test first needs them and kept (see madeSessions). */
  sessions: (account: Account) => Promise<StorageState>;
  /** The file's contexts, lent to one test at a time. */
  contexts: ContextPool;
}

interface TestFixtures {
  /** Resets the stand-in before the test (on unless a file turns it off). */
  freshWorld: boolean;
  world: void;
  /** Opens a context (closed after the test): Danish, on the shared site, signed in when asked. */
  visit: (options?: VisitOptions) => Promise<Visit>;
  /** A fresh context nobody is signed in to. */
  anonymous: Visit;
  /** The anonymous context's page. */
  page: Page;
  /** Signs the `page` in through the site's login page and the stand-in's form, as a person would. */
  login: (account: Account, start?: string) => Promise<void>;
  /** A fresh context with the teacher's session. */
  teacher: Visit;
  /** A fresh context with the admin's session. */
  admin: Visit;
}

/**
 * The sessions made so far, kept for the worker (its files share one module registry: docs/decisions/0040) and
 * used for ten minutes, well within the stand-in's 30-minute access tokens and the admin's 30 idle minutes, so
 * a shared session never needs a refresh. The stand-in's reset keeps its signing key, so they outlive resets.
 */
const madeSessions = new Map<string, { at: number; state: Promise<StorageState> }>();
const SESSION_REUSE_MS = 10 * 60_000;

export const it = base.extend<TestFixtures & FileFixtures>({
  browser: [
    async ({}, provide) => {
      const browser = await chromium.connect(inject('browserEndpoint'));
      await provide(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  sessions: [
    async ({ browser }, provide) => {
      await provide((account) => {
        const key = `${SITE} ${account.email}`;
        const kept = madeSessions.get(key);
        if (kept && Date.now() - kept.at < SESSION_REUSE_MS) return kept.state;
        const state = (async () => {
          const context = await browser.newContext({ locale: 'da-DK', baseURL: SITE });
          await signIn(await context.newPage(), account, '/login/');
          const cookies = await context.storageState();
          await context.close();
          return cookies;
        })();
        madeSessions.set(key, { at: Date.now(), state });
        state.catch(() => madeSessions.delete(key));
        return state;
      });
    },
    { scope: 'file' },
  ],
  contexts: [
    async ({ browser }, provide) => {
      const pool = new ContextPool(browser);
      await provide(pool);
      await pool.close();
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
  visit: async ({ contexts, sessions }, provide) => {
    await provide(async ({ account, ...options } = {}) => {
      const cookies = account ? (await sessions(account)).cookies : [];
      return contexts.lend(
        JSON.stringify([account?.email ?? null, options]),
        { locale: 'da-DK', baseURL: SITE, ...options },
        cookies,
      );
    });
    await contexts.takeBack();
  },
  anonymous: async ({ visit }, provide) => provide(await visit()),
  page: async ({ anonymous }, provide) => provide(anonymous.page),
  login: async ({ page }, provide) => provide((account, start) => signIn(page, account, start)),
  teacher: async ({ visit }, provide) => provide(await visit({ account: ACCOUNTS.teacher })),
  admin: async ({ visit }, provide) => provide(await visit({ account: ACCOUNTS.admin })),
});

/** The `visit` fixture, for a spec's helper that opens its pages. */
export type OpenVisit = (options?: VisitOptions) => Promise<Visit>;
