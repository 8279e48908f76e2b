import { afterEach, describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, login, MOCK, resetMock, SITE } from './support';

afterEach(resetMock);

const fault = (body: object) =>
  fetch(`${MOCK}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('when the CMS fails', () => {
  it('serves a page that was served before from its last good copy', async () => {
    const first = await fetch(`${SITE}/vindere/`);
    expect(first.status).toBe(200);
    const title = /<title[^>]*>([^<]*)</.exec(await first.text())?.[1];
    await fault({ service: 'cms', status: 503 });
    await sleep(1200); // the e2e server's page cache lives 1 s (PAGE_CACHE_TTL_MS)
    const again = await fetch(`${SITE}/vindere/`);
    expect(again.status).toBe(200);
    expect(/<title[^>]*>([^<]*)</.exec(await again.text())?.[1]).toBe(title);
  });

  it('shows the error screen, not a blank page, for a page never seen', async ({ visit }) => {
    await fault({ service: 'cms', pathPrefix: '/api/fonden/nyheder/', status: 503 });
    const { page } = await visit();
    const response = await page.goto('/nyheder/aldrig-set-foer/');
    expect(response?.status()).toBe(503);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('503');
    expect(await page.getByText('Siden kan ikke vises lige nu. Prøv igen om lidt.').count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('answers 404 with the spec text, inside the site: header, menu, search, a Danish way on, footer', async ({
    visit,
  }) => {
    const { page } = await visit();
    const response = await page.goto('/findes-ikke/');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('404: This page could not be found');
    expect(await page.getByText('This page could not be found').count()).toBe(1);
    const main = page.getByRole('main');
    expect(await main.getByText('Siden findes ikke.').textContent()).toBe(
      'Siden findes ikke. Gå til forsiden',
    );
    expect(await main.getByRole('link', { name: 'Gå til forsiden' }).getAttribute('href')).toBe('/');
    expect(await main.textContent()).toContain('Adressen kan være skrevet forkert');
    // The site's header with its menu and search, and its footer.
    await page.locator('[data-site-header]').waitFor();
    expect(await page.getByRole('button', { name: /Søg/ }).first().isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    // The 404's own search box leads to the results page.
    await main.getByRole('searchbox', { name: 'Søg på hjemmesiden' }).fill('innovation');
    await main.getByRole('button', { name: 'Søg' }).click();
    await page.waitForURL((url) => url.pathname === '/soge-resultater/');
    expect(new URL(page.url()).searchParams.get('query')).toBe('innovation');
  });

  it('draws the 404 in the site also after a link inside the site', async ({ visit }) => {
    const { page } = await visit();
    await page.goto('/');
    // Through the app's router, as a link inside the site goes (once the app has started).
    type WithRouter = { next?: { router?: { push(url: string): Promise<boolean> } } };
    await page.waitForFunction(() => Boolean((window as unknown as WithRouter).next?.router));
    await page.evaluate(() => {
      void (window as unknown as WithRouter).next!.router!.push('/findes-heller-ikke/');
    });
    await page.getByText('This page could not be found', { exact: true }).waitFor();
    expect(await page.getByText('Siden findes ikke.').count()).toBe(1);
    expect(await page.locator('[data-site-header]').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of the logged-in areas by the login, not by a list of private paths', async () => {
    const robots = await fetch(`${SITE}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('Disallow: /login/');
    expect(text).not.toMatch(/min-profil|admin/);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // A crawler has no session: every private screen sends it to the login page, which it may not crawl.
    for (const path of ['/min-profil/min-oversigt/', '/admin/']) {
      const answer = await fetch(`${SITE}${path}`, { redirect: 'manual' });
      expect(answer.status).toBe(307);
      expect(new URL(answer.headers.get('location') ?? '', SITE).pathname).toBe('/login/');
    }
  });

  it('lists the CMS pages, without noindex pages', async () => {
    const response = await fetch(`${SITE}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/tilmelding/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/nyheder/</loc>`);
    expect(xml).not.toContain('/soge-resultater/');
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(30);
  });
});

describe('one public address', () => {
  const BY_ADDRESS = SITE.replace('localhost', '127.0.0.1');

  it('sends a page asked for on another host to SITE_URL permanently, and leaves /api/ alone', async () => {
    const moved = await fetch(`${BY_ADDRESS}/legater/?kategori=Forskning`, { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe(`${SITE}/legater/?kategori=Forskning`);
    expect((await fetch(`${BY_ADDRESS}/api/health`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${SITE}/legater/`, { redirect: 'manual' })).status).toBe(200);
  });

  it('lets a visitor who opened the site by its address sign in', async ({ visit }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher, `${BY_ADDRESS}/min-profil/`);
    expect(new URL(page.url()).origin).toBe(SITE);
    expect(new URL(page.url()).pathname).toBe('/min-profil/');
  });
});
