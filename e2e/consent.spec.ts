import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { startSite, type RunningSite } from '../bench/lib/site-server';
import { routeThirdParty } from './consent-double';
import { launch, SITE } from './support';

/**
 * Consent first (docs/decisions/0028), in Chromium, with the consent platform, the tag manager and the privacy
 * analytics configured and their scripts replaced by doubles (e2e/consent-double.ts): the first visit, accepting,
 * declining, withdrawing, and a later page of the same document (client-side) and of a new one.
 */
let browser: Browser;
let site: RunningSite;
beforeAll(async () => {
  browser = await launch();
  site = await startSite({
    port: Number(process.env.E2E_CONSENT_SITE_PORT ?? 3140),
    mockPort: Number(process.env.E2E_CONSENT_MOCK_PORT ?? 4140),
    env: { ANALYTICS_ID: 'GTM-FIS1', COOKIE_CONSENT_ID: 'fis-consent', PRIVACY_ANALYTICS_DOMAIN: 'fis.dk' },
  });
});
afterAll(async () => {
  await site?.stop();
  await browser?.close();
});

const TRACKER = /googletagmanager\.com|google-analytics\.com/;

async function visitor(): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({ locale: 'da-DK', baseURL: site.url });
  const requests = await routeThirdParty(context);
  return { context, page: await context.newPage(), requests };
}

/** The dataLayer as JSON (gtag's commands are Arguments objects: `{"0":"consent","1":"default",…}`). */
const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(entry)) as unknown));
const pageViews = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'page_view') as {
    page_path: string;
    page_location: string;
  }[];
const trackerCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => /^_g/.test(cookie.name)).map((cookie) => cookie.name);
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Samtykke til cookies' });
/** A client-side navigation, as a link in the app makes it. */
const navigate = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    void (
      window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }
    ).next.router.push(to);
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForTimeout(500);
};

describe('consent before tracking', () => {
  it('without a consent platform configured (the shared stack), the footer has no "Cookieindstillinger"', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'da-DK', baseURL: SITE });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Til toppen' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Cookieindstillinger' }).count()).toBe(0);
    await context.close();
  });

  it('first visit: the consent platform is the first third-party request, Consent Mode defaults lead the dataLayer, no tracker request or cookie', async () => {
    const { context, page, requests } = await visitor();
    await page.goto('/?kilde=nyhedsbrev');
    await dialog(page).waitFor();
    await page.waitForTimeout(800);
    expect(requests[0]).toMatch(/^https:\/\/consent\.cookiebot\.com\/uc\.js/);
    expect(requests.filter((url) => TRACKER.test(url))).toEqual([]);
    expect(await trackerCookies(context)).toEqual([]);
    // The consent platform is the first third-party script in the head.
    const firstThirdParty = await page.evaluate(
      () =>
        [...document.head.querySelectorAll('script[src]')].find(
          (s) => !s.getAttribute('src')!.startsWith('/'),
        )?.id,
    );
    expect(firstThirdParty).toBe('Cookiebot');
    const [first, ...rest] = await dataLayer(page);
    expect(first).toMatchObject({
      0: 'consent',
      1: 'default',
      2: {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    });
    expect(rest.some((entry) => (entry as { event?: string }).event)).toBe(false);
    // The cookieless privacy analytics runs, with the address but not its query.
    const privacy =
      (await page.evaluate(() => (window as unknown as { fisPrivacyCalls?: unknown[][] }).fisPrivacyCalls)) ??
      [];
    expect(privacy).toEqual([['pageview', { u: `${site.url}/` }]]);
  });

  it('accept, a later page, withdraw: the tag manager loads on consent with one page view, follows the app, and is stopped by the withdrawal', async () => {
    const { context, page, requests } = await visitor();
    await page.goto('/?kilde=nyhedsbrev');
    await dialog(page).waitFor();
    await page.getByRole('button', { name: 'Tillad alle' }).click();
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { fisTagManagerRuns?: number }).fisTagManagerRuns),
        { timeout: 10_000 },
      )
      .toBe(1);
    await page.waitForTimeout(600);
    // Defaults, then the update, then the tag manager's start: what the container saw when it ran.
    const atLoad = JSON.parse(
      await page.evaluate(() => (window as unknown as { fisDataLayerAtLoad: string }).fisDataLayerAtLoad),
    ) as Record<string, unknown>[];
    expect(atLoad[0]).toMatchObject({ 0: 'consent', 1: 'default' });
    expect(atLoad[1]).toMatchObject({ 0: 'consent', 1: 'update', 2: { analytics_storage: 'granted' } });
    expect(atLoad[2]).toMatchObject({ event: 'gtm.js' });
    expect(await pageViews(page)).toEqual([
      expect.objectContaining({ page_path: '/', page_location: `${site.url}/` }),
    ]);
    expect(requests.filter((url) => url.includes('/gtm.js'))).toHaveLength(1);
    expect(await trackerCookies(context)).toEqual(['_ga']);

    // A later page in the same document: one more page view, no second tag manager.
    await navigate(page, '/nyheder/');
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual(['/', '/nyheder/']);
    expect(requests.filter((url) => url.includes('/gtm.js'))).toHaveLength(1);

    // The tag manager keeps sending while it may (so the check after the withdrawal can fail).
    const sent = () => requests.filter((url) => url.includes('google-analytics.com/g/collect')).length;
    const sentEarlier = sent();
    await expect.poll(sent, { timeout: 5000 }).toBeGreaterThan(sentEarlier);

    // Withdraw through the footer's button: no tracker request after it, its cookie gone, no more page views.
    await page.getByRole('button', { name: 'Cookieindstillinger' }).click();
    await dialog(page).waitFor();
    await page.getByRole('button', { name: 'Afvis' }).click();
    // What the browser had already sent before the lock may still reach the route.
    await page.waitForTimeout(300);
    const before = requests.filter((url) => TRACKER.test(url)).length;
    await page.waitForTimeout(800);
    await navigate(page, '/arrangementer/');
    expect(requests.filter((url) => TRACKER.test(url)).length).toBe(before);
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual(['/', '/nyheder/']);
    expect(await trackerCookies(context)).toEqual([]);
    const updates = (await dataLayer(page)).filter(
      (entry) => (entry as Record<string, unknown>)[1] === 'update',
    );
    expect(updates.at(-1)).toMatchObject({ 2: { analytics_storage: 'denied' } });
  });

  it('decline, then a later page of a new document: no tag manager, no tracker request or cookie, ever', async () => {
    const { context, page, requests } = await visitor();
    await page.goto('/');
    await dialog(page).waitFor();
    await page.getByRole('button', { name: 'Afvis' }).click();
    await page.waitForTimeout(600);
    await navigate(page, '/nyheder/');
    await page.goto('/legater/?kilde=x');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    expect(await dialog(page).count()).toBe(0);
    expect(requests.filter((url) => TRACKER.test(url))).toEqual([]);
    expect(await trackerCookies(context)).toEqual([]);
    expect(await pageViews(page)).toEqual([]);
    // The footer's button reopens the dialog: the answer can be changed.
    await page.getByRole('button', { name: 'Cookieindstillinger' }).click();
    await dialog(page).waitFor();
  });

  it('a returning visitor who accepted: the tag manager loads on the page load with its one page view, no dialog', async () => {
    const { context, page, requests } = await visitor();
    await context.addCookies([
      { name: 'CookieConsent', value: encodeURIComponent('{"statistics":true}'), url: site.url },
    ]);
    await page.goto('/nyheder/?side=2');
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { fisTagManagerRuns?: number }).fisTagManagerRuns),
        { timeout: 10_000 },
      )
      .toBe(1);
    await page.waitForTimeout(600);
    expect(await dialog(page).count()).toBe(0);
    expect(requests[0]).toMatch(/^https:\/\/consent\.cookiebot\.com\/uc\.js/);
    expect(await pageViews(page)).toEqual([
      expect.objectContaining({ page_path: '/nyheder/', page_location: `${site.url}/nyheder/` }),
    ]);
  });
});
