import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { expectNoAxeViolations } from './support';

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

describe('every public page type', () => {
  it.for(PAGES)(
    '%s (%s) renders in Danish with one h1, a tab title and no axe violations',
    async ([path], { visit }) => {
      const { context, page } = await visit();
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
    },
  );
});
