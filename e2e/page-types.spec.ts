import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launch, newPage } from './support';

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

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('every public page type', () => {
  it.each(PAGES)('%s (%s) renders in Danish with one h1, a tab title and no axe violations', async (path) => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('da-DK');
    expect(await page.locator('h1').count(), path).toBe(1);
    expect(await page.title()).toMatch(/ - Fonden for Iværksætteri i Skolen$/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
