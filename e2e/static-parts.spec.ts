import { readdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { expectNoAxeViolations, launch, path, watchPageErrors } from './support';

/**
 * Parts no visitor acts on come as HTML (docs/decisions/0009): a page of only such blocks loads none of their
 * code, its links still navigate inside the app, and a page reached by a link shows what a direct load shows.
 */
// The hero's image sizes: a string only the hero component's own code holds.
const HERO_CODE = '(min-width: 72rem) 35rem, (min-width: 56rem) 48vw, 100vw';
// The search box's placeholder when the CMS has none: a string only the header's server-drawn component holds.
const HEADER_CODE = 'Hvad leder du efter?';
// /tilmelding/ holds a hero, rich text, cards and a call to action: all sent as HTML.
const STATIC_PAGE = '/tilmelding/';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('static parts', () => {
  it("does not load a static block's component code on a page that holds only static blocks", async ({
    visit,
  }) => {
    // The server's build has the hero's code (it draws the hero), and no chunk the browser could load has it.
    const filesIn = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? filesIn(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
      );
    const holdsHero = (file: string) =>
      file.endsWith('.js') && readFileSync(file, 'utf8').includes(HERO_CODE);
    expect(filesIn('.next/server').some(holdsHero)).toBe(true);
    expect(filesIn('.next/static').filter(holdsHero)).toEqual([]);

    const { page } = await visit();
    const errors = watchPageErrors(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(STATIC_PAGE, { waitUntil: 'networkidle' });
    // The hero is on the page, drawn by the server …
    await expect(page.locator(`main img[sizes="${HERO_CODE}"]`).count()).resolves.toBe(1);
    // … and none of the scripts the page loaded holds its code.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.filter((body) => body.includes(HERO_CODE))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('navigates inside the app from a link in static HTML, to the same page a direct load shows, and "Til toppen" moves up and to the start', async ({
    visit,
  }) => {
    const { context, page } = await visit();
    const errors = watchPageErrors(page);
    await page.goto(STATIC_PAGE);
    // The page's listener for static parts is set once React has taken over the page.
    await expect
      .poll(() =>
        page
          .locator('main')
          .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
      )
      .toBe(true);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    // A public page of the site (the teacher area's links lead through the login).
    const link = page
      .locator(`main .static-part a[href^="/"]:not([href^="/min-profil/"]):not([href="${STATIC_PAGE}"])`)
      .first();
    const target = await link.getAttribute('href');
    expect(target).toBeTruthy();
    await link.click();
    await page.waitForURL((url) => url.pathname === target);

    const direct = await context.newPage();
    await direct.goto(target!);
    const shown = await direct.locator('main').innerText();
    // The router writes the address before React has drawn the new page: the page reached shows it in a moment.
    await expect.poll(() => page.locator('main').innerText()).toBe(shown);
    // No full page load: the window is the same one.
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    await expectNoAxeViolations(direct);

    // "Til toppen", in the footer sent as HTML.
    await direct.locator('footer button', { hasText: 'Til toppen' }).click();
    await direct.waitForFunction(() => window.scrollY === 0);
    await expect(
      direct.evaluate(() => document.activeElement?.closest('[data-site-header], main') !== null),
    ).resolves.toBe(true);
    expect(path(direct)).toBe(target);
    expect(errors).toEqual([]);
  });

  it('sends the header as HTML that React does not own: its listener opens the burger and marks the page shown, and the header stays the same element across pages', async ({
    visit,
  }) => {
    expect(filesIn('.next/server').some(holding(HEADER_CODE))).toBe(true);
    expect(filesIn('.next/static').filter(holding(HEADER_CODE))).toEqual([]);

    const { page } = await visit();
    const errors = watchPageErrors(page);
    await page.goto('/');
    await expect.poll(() => page.locator('main').evaluate(hydrated)).toBe(true);
    // React hydrated the page and left the header alone: no element of its menus or buttons is React's.
    const owned = await page
      .locator('[data-site-header], [data-site-header] nav a, [data-site-header] button[aria-controls]')
      .evaluateAll((nodes) =>
        nodes.filter((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
      );
    expect(owned).toEqual([]);
    await page.locator('[data-site-header]').evaluate((node) => {
      (node as unknown as { kept: boolean }).kept = true;
    });

    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(true);
    await panel.getByRole('link', { name: /^Legater/ }).click();
    await page.waitForURL((url) => url.pathname === '/legater/');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // The page shown, marked in the header after the client-side navigation, and the same header element.
    await expect
      .poll(() => page.locator('[data-site-header] nav a[aria-current="page"]').evaluateAll(hrefs))
      .toContain('/legater/');
    expect(await page.locator('[data-site-header] nav a[href="/"][aria-current]').count()).toBe(0);
    await expect(
      page.locator('[data-site-header]').evaluate((node) => (node as unknown as { kept?: boolean }).kept),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}
const holding = (text: string) => (file: string) =>
  file.endsWith('.js') && readFileSync(file, 'utf8').includes(text);
const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
const hrefs = (links: Element[]) => links.map((link) => link.getAttribute('href'));
