import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { expectNoAxeViolations, launch, newPage, resetMock } from './support';

/**
 * Every public content path (docs/architecture.md, Contracts the tests rely on), and one page of every page
 * type the CMS serves.
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
];

// One anonymous visitor going from page to page, as phone-sweep.spec.ts does: a context per page cost more than
// the page (docs/decisions/0040). Reading changes nothing, so the stand-in is reset once, before the first page.
it.override({ freshWorld: false });
let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  await resetMock();
  browser = await launch();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('every public page type', () => {
  it.for(PAGES)(
    '%s (%s) renders in Danish with one h1, a tab title and no axe violations',
    async ([path]) => {
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      page.on('pageerror', onError);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('da-DK');
      expect(await page.locator('h1').count(), path).toBe(1);
      expect(await page.title()).toMatch(/ - Fonden for Iværksætteri i Skolen$/);
      await expectNoAxeViolations(page);
      page.off('pageerror', onError);
      expect(errors).toEqual([]);
    },
  );
});
