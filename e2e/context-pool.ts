import type { Browser, BrowserContext, BrowserContextOptions, Cookie, Page } from 'playwright-core';
import { MOCK, SITE } from './support';

/**
 * Browser contexts lent to one test at a time and kept for the file (docs/decisions/0040, "Contexts and pages kept
 * for the file"). Chromium is most of the tier's CPU, and a test's first page cost it most: a new context, and a
 * new page with a new renderer process for the site, cost it about ten times a navigation in a used page. So a
 * kept context keeps its page too: between tests the page goes to the site's robots.txt (no script; the renderer
 * process stays), its listeners are removed, the context gets back the cookies it started with (none, or one
 * account's session) and the sites' storage, the tab's included, is cleared. The HTTP cache stays, as it would
 * for a returning visitor. Other pages a test opened are closed.
 *
 * A context or page a test changed in a way that cannot be taken back (routes, init scripts, bindings,
 * permissions, offline, extra headers, its viewport or media) is closed after that test instead. The test sees
 * both through proxies that notice those calls; `page.context()` is the plain context and is not watched.
 */
/** What a context and a page both have and cannot take back: routes, scripts, bindings, headers, timeouts, clock. */
const LASTING_IN_BOTH = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'clock',
];

const LASTING_IN_CONTEXT = new Set<string | symbol>([
  ...LASTING_IN_BOTH,
  'on',
  'once',
  'addListener',
  'prependListener',
  'setOffline',
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
  'setHTTPCredentials',
  'tracing',
]);

/** A page's listeners (`on`, `once`) are not here: they are removed after each test. */
const LASTING_IN_PAGE = new Set<string | symbol>([
  ...LASTING_IN_BOTH,
  'setViewportSize',
  'emulateMedia',
  'addLocatorHandler',
  'coverage',
  'close',
]);

/** The origins whose storage a returned context loses: the site's and the identity provider's. */
const ORIGINS = [SITE, MOCK];
const RESTING = `${SITE}/robots.txt`;

interface Kept {
  context: BrowserContext;
  /** The page tests are given; between tests it rests on robots.txt. */
  page: Page;
}

interface Loan extends Kept {
  key: string;
  cookies: Cookie[];
  lasting: boolean;
}

/** `target` seen through a proxy that marks the loan when one of `lasting` is called or read. */
function watched<T extends object>(target: T, lasting: Set<string | symbol>, loan: Loan): T {
  return new Proxy(target, {
    get(object, property) {
      if (lasting.has(property)) loan.lasting = true;
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value.bind(object) as unknown) : value;
    },
  });
}

export class ContextPool {
  private readonly idle = new Map<string, Kept[]>();
  private lent: Loan[] = [];

  constructor(private readonly browser: Browser) {}

  /**
   * A context with these options and cookies, and its page, to this test alone until `takeBack`: a kept one if
   * the file has one idle, else a new one. Two visits with the same options in one test get two contexts.
   */
  async lend(
    key: string,
    options: BrowserContextOptions,
    cookies: Cookie[],
  ): Promise<{ context: BrowserContext; page: Page }> {
    const kept = this.idle.get(key)?.pop() ?? (await this.open(options, cookies));
    const loan: Loan = { key, ...kept, cookies, lasting: false };
    this.lent.push(loan);
    return {
      context: watched(kept.context, LASTING_IN_CONTEXT, loan),
      page: watched(kept.page, LASTING_IN_PAGE, loan),
    };
  }

  /** After a test: every context it borrowed goes back as it was lent, or is closed. */
  async takeBack(): Promise<void> {
    const loans = this.lent;
    this.lent = [];
    await Promise.all(
      loans.map(async (loan) => {
        if (!(await this.restore(loan))) return loan.context.close().catch(() => undefined);
        const idle = this.idle.get(loan.key) ?? [];
        idle.push({ context: loan.context, page: loan.page });
        this.idle.set(loan.key, idle);
      }),
    );
  }

  async close(): Promise<void> {
    await this.takeBack();
    const kept = [...this.idle.values()].flat();
    this.idle.clear();
    await Promise.all(kept.map(({ context }) => context.close().catch(() => undefined)));
  }

  private async open(options: BrowserContextOptions, cookies: Cookie[]): Promise<Kept> {
    const context = await this.browser.newContext(options);
    if (cookies.length > 0) await context.addCookies(cookies);
    return { context, page: await context.newPage() };
  }

  /** Whether the context and its page are as they were lent again (false: closed, or changed for good). */
  private async restore({ context, page, cookies, lasting }: Loan): Promise<boolean> {
    if (lasting || page.isClosed()) return false;
    try {
      await Promise.all(context.pages().flatMap((other) => (other === page ? [] : [other.close()])));
      await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
      await page.goto(RESTING, { timeout: 10_000 });
      await page.evaluate(() => window.sessionStorage.clear());
      const cdp = await context.newCDPSession(page);
      for (const origin of ORIGINS) {
        await cdp.send('Storage.clearDataForOrigin', {
          origin,
          storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
        });
      }
      await cdp.detach();
      await context.clearCookies();
      if (cookies.length > 0) await context.addCookies(cookies);
      return true;
    } catch {
      // The context or its browser went away during the test.
      return false;
    }
  }
}
