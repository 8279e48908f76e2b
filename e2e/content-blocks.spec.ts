import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { expectNoAxeViolations, MOCK, path } from './support';

/** The content blocks and CMS rich text in a real browser: they render, read well, stay safe and pass axe. */

async function open(visit: OpenVisit, url: string, width = 1280) {
  const { context, page } = await visit();
  await page.setViewportSize({ width, height: 900 });
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return { context, page };
}

const h1Count = (page: Page) => page.locator('h1').count();

describe('pages built from content blocks', () => {
  it('the front page: a hero with the only h1, then facts, cards, quote, rich text and a call to action', async ({
    visit,
  }) => {
    const { page } = await open(visit, '/');
    expect(await h1Count(page)).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Fra idé til handling');
    const hero = page.locator('section#top');
    expect(await hero.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await hero.locator('img').first().getAttribute('loading')).toBe('eager');
    for (const name of ['Fonden i tal', 'Det kan vi hjælpe med', 'Om fonden', 'Tilmeld din klasse']) {
      expect(await page.getByRole('region', { name }).count(), name).toBe(1);
    }
    expect(await page.locator('blockquote').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it("/vindere/: an unknown theme ('aubergine') falls back to the default look", async ({ visit }) => {
    const { page } = await open(visit, '/vindere/');
    const quote = page.locator('section:has(blockquote)');
    expect(await quote.getAttribute('data-theme')).toBe('default');
    await expectNoAxeViolations(page);
  });

  it('/for-laerere/: anchored sections, an accordion operable by keyboard, contact links', async ({
    visit,
  }) => {
    const { page } = await open(visit, '/for-laerere/');
    // The landing template wraps each linked block in an element with its anchor id (and the block gets none).
    for (const id of ['hvorfor', 'forloeb', 'faq', 'kontakt'])
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    const question = page.locator('#faq summary').first();
    const details = page.locator('#faq details').first();
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await details.locator('p').first().isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await page.locator('#kontakt a[href^="mailto:"]').count()).toBe(1);
    expect(await page.locator('#kontakt a[href^="tel:+45"]').count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('/privatlivspolitik/: rich text only, under the page title', async ({ visit }) => {
    const { page } = await open(visit, '/privatlivspolitik/');
    expect(await h1Count(page)).toBe(1);
    expect(await page.locator('[data-rte-mode="new"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it('/legater/ekskursionsstoette/: hero, rich text, accordion and call to action', async ({ visit }) => {
    const { page } = await open(visit, '/legater/ekskursionsstoette/');
    expect(await h1Count(page)).toBe(1);
    expect(await page.locator('details').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});

describe('rich text', () => {
  it('resolves media and document links, serves images through the CDN, and every target answers', async ({
    visit,
  }) => {
    const { page } = await open(visit, '/nyheder/aarsrapport-2025/');
    const text = page.locator('[data-rte-mode="new"]').first();
    const hrefs = await text
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.join(' ')).not.toContain('localLink');
    expect(hrefs).toContain('/kickstart-finale/');
    expect(hrefs.some((href) => href.startsWith(`${MOCK}/cms/media/`))).toBe(true);
    expect(hrefs.some((href) => href.startsWith(`${MOCK}/cdn/`))).toBe(true);
    const src = (await text.locator('img').first().getAttribute('src')) ?? '';
    expect(src.startsWith(`${MOCK}/cdn/`)).toBe(true);
    for (const url of [...hrefs.filter((h) => h.startsWith('http')), src]) {
      expect((await page.request.get(url)).status(), url).toBe(200);
    }
    await expectNoAxeViolations(page);
  });

  it('gives data-udi images their source and text from GetMedia', async ({ visit }) => {
    const { page } = await open(visit, '/nyheder/ny-grundbog-fra-ide-til-handling/');
    const image = page.locator('[data-rte-mode] img').first();
    expect((await image.getAttribute('src'))?.startsWith(`${MOCK}/cdn/`)).toBe(true);
    expect(await image.getAttribute('alt')).toBeTruthy();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  it('draws text without an UpdatedDate in the older mode', async ({ visit }) => {
    const { page } = await open(visit, '/nyheder/vinderne-af-kickstart-2022/');
    expect(await page.locator('[data-rte-mode="old"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it('follows an internal link inside the app, without reloading the page', async ({ visit }) => {
    const { page } = await open(visit, '/');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page
      .getByRole('region', { name: 'Om fonden' })
      .getByRole('link', { name: 'Læs mere om fonden' })
      .click();
    await page.waitForURL((url) => url.pathname === '/om-fonden/');
    expect(path(page)).toBe('/om-fonden/');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  it('neutralises hostile HTML from the CMS and keeps a wide table inside a 320 px screen', async ({
    visit,
  }) => {
    const hostile = [
      '<h2>Prøvetekst</h2><p>Før <img src="x" onerror="window.__xss = 1"> efter.</p>',
      '<p><a href="javascript:window.__xss=2">ond</a> <a href="https://example.dk/" target="_blank">ekstern</a></p>',
      '<svg><script>window.__xss = 3</script></svg><iframe src="https://evil.example/"></iframe><script>window.__xss = 4</script>',
      '<table><caption>Bred tabel</caption><thead><tr>',
      ...Array.from({ length: 8 }, (_, i) => `<th scope="col">Kolonne nummer ${i + 1}</th>`),
      '</tr></thead><tbody><tr>',
      ...Array.from({ length: 8 }, (_, i) => `<td>Værdi ${i + 1} med lidt tekst</td>`),
      '</tr></tbody></table>',
    ].join('');
    const body = {
      Name: 'Prøveside med tabel',
      ContentType: 'contentPage',
      Blocks: [
        {
          ContentType: 'richTextBlock',
          Content: { Headline: 'Indhold', Text: hostile, UpdatedDate: '2026-01-01T10:00:00.000Z' },
        },
      ],
    };
    const put = await fetch(`${MOCK}/__mock/cms/page?path=/e2e-rich-text-tabel/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(put.ok).toBe(true);

    const { page } = await open(visit, '/e2e-rich-text-tabel/', 320);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const text = page.locator('[data-rte-mode]');
    expect(await text.locator('script, svg, iframe, [onerror]').count()).toBe(0);
    expect(await text.getByRole('link', { name: 'ond' }).count()).toBe(0);
    expect(await text.getByRole('link', { name: /ekstern/ }).getAttribute('rel')).toBe('noopener');
    const region = text.getByRole('region', { name: 'Tabel' });
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });
});
