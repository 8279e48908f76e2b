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

    const { context, page } = await visit();
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
    await context.close();
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
    await page.waitForLoadState('networkidle');
    // No full page load: the window is the same one.
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    const reached = await page.locator('main').innerText();

    const direct = await context.newPage();
    await direct.goto(target!);
    expect(await direct.locator('main').innerText()).toBe(reached);
    await expectNoAxeViolations(direct);

    // "Til toppen", in the footer sent as HTML.
    await direct.locator('footer button', { hasText: 'Til toppen' }).click();
    await direct.waitForFunction(() => window.scrollY === 0);
    await expect(
      direct.evaluate(() => document.activeElement?.closest('[data-site-header], main') !== null),
    ).resolves.toBe(true);
    expect(path(direct)).toBe(target);
    expect(errors).toEqual([]);
    await context.close();
  });
});
