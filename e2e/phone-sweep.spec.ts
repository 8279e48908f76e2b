import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { axeViolations, launch, newPage, resetMock, SITE } from './support';

/**
 * Every page of the sitemap on a 320 px phone (the narrowest the site is made for), one after the other in one browser page: nothing is wider than
 * the screen (the page does not scroll sideways, no element sticks out beyond its right edge), no heading
 * splits a word for want of room (Debian's Chromium has no hyphenation dictionaries, so the word must fit), and
 * axe finds nothing. The search results, the login page and the 404 page, which the sitemap does not list, go along.
 */
const PHONE = { width: 320, height: 640 };
const EXTRA = ['/soge-resultater/?query=materiale', '/login/', '/findes-ikke/'];

// The shared stack is up before the spec files are read (e2e/global-setup.ts): one test per page, of the seed's
// world (an earlier file on this stack may have added pages). Reading changes nothing, so that one reset serves the
// whole walk (docs/decisions/0040).
await resetMock();
const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
const PATHS = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
  await page.setViewportSize(PHONE);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** What sticks out, measured in the page: the page's own width, elements past its right edge, split words. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    // Inside a box that scrolls or clips sideways and itself fits, an element may lie beyond the edge.
    const clippedByFittingBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX))
          return box.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    const label = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.right > width + 0.5 && !clippedByFittingBox(element))
        wide.push(`${label(element)} ends at ${Math.round(box.right)} px`);
    }
    const split: string[] = [];
    const pen = document.createElement('canvas').getContext('2d')!;
    for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
      // Visually hidden headings (1 px wide) are for screen readers only.
      if (heading.clientWidth <= 2) continue;
      const style = getComputedStyle(heading);
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = heading.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const word of (heading.textContent ?? '').split(/\s+/).filter(Boolean))
        if (pen.measureText(word).width > room + 0.5)
          split.push(
            `${label(heading)}: "${word}" needs ${Math.round(pen.measureText(word).width)} px of ${Math.round(room)}`,
          );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5), split };
  });

describe('every public page on a 320 px phone', () => {
  // Inside the describe: the e2e files share one module registry per worker (docs/decisions/0040).
  it.override({ freshWorld: false });

  it('covers the sitemap', () => {
    expect(PATHS.length).toBeGreaterThan(30);
  });

  // One browser page, one page after the other, nothing awaited beyond the load event.
  it.each([...PATHS, ...EXTRA])(
    '%s fits the screen, splits no word of a heading, and is axe clean',
    async (path) => {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status()).toBe(path === '/findes-ikke/' ? 404 : 200);
      const { scrollWidth, width, wide, split } = await measure(page);
      expect({ scrollWidth, wide, split }).toEqual({ scrollWidth: width, wide: [], split: [] });
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
