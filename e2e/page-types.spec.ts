import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { expectHeaderScriptRan, watchViolations } from './csp-watch';
import { expectNoAxeViolations, launch, newPage, resetMock } from './support';

/**
 * Every public content path (docs/architecture.md, Contracts the tests rely on), and one page of every page
 * type the CMS serves, as a browser gets it: no Content-Security-Policy violation (docs/decisions/0014) and the
 * CMS's header scripts run.
 */
const PAGES: [string, string][] = [
  ['/', 'frontPage'],
  ['/tilmelding/', 'contentPage'],
  ['/undervisningsmateriale/', 'materialsPage'],
  ['/kickstart-finale/', 'contentPage'],
  ['/vindere/', 'contentPage'],
  ['/min-profil-guide/', 'contentPage'],
  ['/arrangementer/', 'eventOverview'],
  ['/arrangementer/workshop-design-thinking/', 'eventPage'],
  ['/legater/', 'grantOverview'],
  ['/legater/ekskursionsstoette/', 'grantPage'],
  ['/nyheder/', 'newsOverview'],
  ['/nyheder/rekordmange-elever-i-kickstart/', 'article'],
  ['/soge-resultater/?query=kickstart', 'searchPage'],
  ['/for-laerere/', 'landingPage'],
  ['/projekter/groen-skolehave/', 'projectPage'],
  ['/om-fonden/partnere/', 'partnerPage'],
  ['/teknologipagten/', 'teknologipagten'],
  ['/ny-hjemmeside/', 'contentPage (countdown)'],
  ['/Index/', 'front page by its old route'],
  ['/dynamicPage/?path=/vindere/', 'a page by its old dynamic route'],
  ['/login/', 'the login page'],
];

// One anonymous visitor going from page to page, as phone-sweep.spec.ts does: a context per page cost more than
// the page (docs/decisions/0040). Reading changes nothing, so the stand-in is reset once, before the first page.
let browser: Browser;
let context: BrowserContext;
let page: Page;
let violations: () => Promise<string[]>;
beforeAll(async () => {
  await resetMock();
  browser = await launch();
  ({ context, page } = await newPage(browser));
  violations = await watchViolations(context, page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('every public page type', () => {
  // Inside the describe: the e2e files share one module registry per worker (docs/decisions/0040).
  it.override({ freshWorld: false });

  it.for(PAGES)(
    '%s (%s) renders in Danish with one h1, a tab title, no sideways scrolling, no axe or CSP violations, and its header scripts',
    async ([path]) => {
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      page.on('pageerror', onError);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('da-DK');
      expect(await page.locator('h1').count(), path).toBe(1);
      expect(await page.title()).toMatch(/ - Fonden for Iværksætteri i Skolen$/);
      const { scrollWidth, width } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        width: window.innerWidth,
      }));
      expect(scrollWidth, path).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await expectHeaderScriptRan(page, path);
      expect(await violations(), path).toEqual([]);
      page.off('pageerror', onError);
      expect(errors).toEqual([]);
    },
  );
});
