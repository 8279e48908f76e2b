import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, login, MOCK, SITE, watchPageErrors } from './support';

/**
 * The first paint (docs/decisions/0009): images below the fold never compete with the LCP image, and after 2,000 ms idle
 * the links in view in the menus and quicklinks are prefetched (spec section 9) without an upstream call.
 */

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]]));

describe('images on the front page', () => {
  it('loads only the LCP candidate with high priority; every other image is lazy and low priority', async () => {
    const html = await (await fetch(`${SITE}/`)).text();
    // The page's own images (the header's logo is small, above the fold and not a content image).
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const images = [...main.matchAll(/<img\b[^>]*>/g)].map((m) => attributes(m[0]));
    expect(images.length).toBeGreaterThan(3);
    const high = images.filter((image) => image.fetchpriority === 'high');
    expect(high.length).toBeLessThanOrEqual(1);
    for (const image of high) expect(image.loading).toBe('eager');
    const others = images.filter((image) => image.fetchpriority !== 'high');
    expect(others.length).toBeGreaterThan(2);
    for (const image of others) {
      expect(image.loading, image.src).toBe('lazy');
      expect(image.fetchpriority, image.src).toBe('low');
    }
  });

  it("draws only the carousel's first slide image on the server, and the others once it is near", async ({
    visit,
  }) => {
    const html = await (await fetch(`${SITE}/`)).text();
    const slides = html.split('aria-roledescription="dias"').slice(1);
    expect(slides.length).toBe(3);
    expect(slides[0]).toContain('<img');
    // A later slide's part of the HTML ends at the next slide, the last one's at the dots; none has an image.
    for (const slide of [slides[1]!, slides[2]!.split('Gå til dias')[0]!])
      expect(slide).not.toContain('<img');

    const { page } = await visit();
    const errors = watchPageErrors(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Sådan arbejder eleverne' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.locator('img').count(), { timeout: 10_000 }).toBe(3);
    expect(errors).toEqual([]);
  });
});

describe('idle prefetch', () => {
  it('prefetches the menu links in view after 2,000 ms idle on a signed-in screen, with no upstream call', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.teacher, '/min-profil/min-oversigt/');
    await page.goto('/min-profil/min-oversigt/');
    await page.waitForLoadState('networkidle');
    await fetch(`${MOCK}/__mock/stats`, { method: 'DELETE' });
    const prefetched = () => page.locator('link[rel="prefetch"]').count();
    const before = await prefetched();
    // Nothing before the 2,000 ms have passed (the page loaded well within this).
    await expect.poll(prefetched, { timeout: 8000 }).toBeGreaterThan(before);
    await page.waitForLoadState('networkidle');
    const stats = (await (await fetch(`${MOCK}/__mock/stats`)).json()) as { total: number };
    expect(stats.total).toBe(0);
    expect(errors).toEqual([]);
  });
});
