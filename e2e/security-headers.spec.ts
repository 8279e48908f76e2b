import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { startSite, type RunningSite } from '../bench/lib/site-server';
import { CONSENT_PLATFORM_DOUBLE } from './consent-double';
import { expectHeaderScriptRan, watchViolations } from './csp-watch';
import { ACCOUNTS, login, MOCK, resetMock, SITE } from './support';

/**
 * The Content-Security-Policy and the other per-response security headers (docs/decisions/0014), as a browser
 * gets them: every page type, the cached anonymous copy, the teacher and admin screens, and a site with every
 * tracker switched on.
 */
afterEach(resetMock);

const nonceOfHeader = (policy: string | null) =>
  /script-src 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic'/.exec(policy ?? '')?.[1] ?? null;

/** The nonce attribute of every script element in the HTML (null for one without). */
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/gi)].map((tag) => /\snonce="([^"]*)"/.exec(tag[0])?.[1] ?? null);

/** The answer's policy names a nonce, and every script of its HTML carries exactly that one. */
function expectMatchingNonces(policy: string | null, html: string): string {
  const nonce = nonceOfHeader(policy);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const nonces = scriptNonces(html);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  return nonce ?? '';
}

function expectPolicyShape(policy: string | null) {
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toMatch(/form-action 'self' http:\/\/localhost:\d+(;|$)/);
  expect(policy).not.toContain('unsafe-eval');
}

const putPage = async (path: string, name: string) => {
  const body = {
    Name: name,
    ContentType: 'contentPage',
    Blocks: [{ ContentType: 'richTextBlock', Content: { Headline: name, Text: `<p>${name}</p>` } }],
  };
  const put = await fetch(`${MOCK}/__mock/cms/page?path=${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(put.ok).toBe(true);
};

describe('the headers of each kind of answer', () => {
  it('a public page: a policy with a nonce every script carries, COOP, and no HSTS on http', async () => {
    const response = await fetch(`${SITE}/legater/?kilde=csp`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy');
    expectPolicyShape(policy);
    const html = await response.text();
    expectMatchingNonces(policy, html);
    // The header scripts travel in the page's data; the browser adds them (decision 0004).
    expect(html).toContain('"id":"fis-header-script"');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('a cached anonymous page: every hit has a new nonce, in its header and its own HTML', async () => {
    await putPage('/e2e-csp-cache/', 'Nonce-side');
    const rendered = await fetch(`${SITE}/e2e-csp-cache/`);
    expect(rendered.headers.get('x-page-cache')).toBeNull();
    const renderedHtml = await rendered.text();
    const first = expectMatchingNonces(rendered.headers.get('content-security-policy'), renderedHtml);

    const hits = [];
    for (let i = 0; i < 2; i++) {
      const hit = await fetch(`${SITE}/e2e-csp-cache/`);
      expect(hit.headers.get('x-page-cache')).toBe('hit');
      expect(hit.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      const policy = hit.headers.get('content-security-policy');
      expectPolicyShape(policy);
      const html = await hit.text();
      const nonce = expectMatchingNonces(policy, html);
      // The same page apart from its nonce.
      expect(html.replaceAll(nonce, 'N')).toBe(renderedHtml.replaceAll(first, 'N'));
      hits.push({ nonce, etag: hit.headers.get('etag') });
    }
    expect(new Set([first, ...hits.map((hit) => hit.nonce)]).size).toBe(3);

    // A browser revalidating its copy keeps the policy that came with that copy: a 304 sends none.
    const unchanged = await fetch(`${SITE}/e2e-csp-cache/`, {
      headers: { 'if-none-match': hits[1]?.etag ?? '' },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-security-policy')).toBeNull();
  });

  it('a teacher screen and an admin screen: nonced policies; no CMS header script anywhere for an admin', async ({
    visit,
  }) => {
    const teacher = await visit();
    await login(teacher.page, ACCOUNTS.teacher);
    const screen = await teacher.page.goto('/min-profil/min-oversigt/');
    expectPolicyShape(screen?.headers()['content-security-policy'] ?? null);
    const teacherHtml = (await screen?.text()) ?? '';
    expectMatchingNonces(screen?.headers()['content-security-policy'] ?? null, teacherHtml);
    // A teacher is no administrator: the browser adds the CMS's header script, with the page's nonce.
    await expect
      .poll(() => teacher.page.evaluate(() => 'fisHeaderScript' in window), { timeout: 5000 })
      .toBe(true);
    expect(await teacher.page.locator('head > script#fis-header-script').count()).toBe(1);

    const admin = await visit();
    await login(admin.page, ACCOUNTS.admin, '/login/');
    for (const path of ['/admin/oversigt/', '/admin/events/', '/']) {
      const response = await admin.page.goto(path);
      expect(response?.status(), path).toBe(200);
      const policy = response?.headers()['content-security-policy'] ?? null;
      expectPolicyShape(policy);
      const html = (await response?.text()) ?? '';
      expectMatchingNonces(policy, html);
      // An admin screen does not even carry them. A public page's HTML is the same for everyone (decision
      // 0004): it carries them as data, and the browser adds none once it has learnt who is looking.
      if (path.startsWith('/admin/')) expect(html, path).not.toContain('fisHeaderScript');
      else await admin.page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).waitFor();
      await settled(admin.page);
      expect(await admin.page.locator('script#fis-header-script').count(), path).toBe(0);
      expect(await admin.page.evaluate(() => 'fisHeaderScript' in window), path).toBe(false);
    }
  });
});

/** Waits until React has hydrated the page (a fibre on the main landmark) and its requests have settled. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('__next');
        return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
      }),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

/** The public pages that are no page type of the CMS; e2e/page-types.spec.ts walks every page type the same way. */
const PUBLIC_PAGES = ['/login/', '/findes-ikke-csp/'];

describe('in Chromium', () => {
  it('the login page and the 404 load with no CSP violation, and the header scripts run as configured', async ({
    visit,
  }) => {
    const { context, page } = await visit();
    const violations = await watchViolations(context, page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await settled(page);
      expect(await violations(), path).toEqual([]);
      // The 404 stands in the site's layout with the site-wide data (src/pages/_error.tsx), header scripts included.
      await expectHeaderScriptRan(page, path);
    }

    // Client-side navigation (its styles and chunks are added by nonced scripts) and the video player's frame.
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: /^Afspil video: / }).click();
    await page.locator('iframe[src^="https://www.youtube-nocookie.com/"]').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Nyheder' }).click();
    await page.waitForURL(`${SITE}/nyheder/`);
    await page.getByRole('heading', { level: 1, name: 'Nyheder' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);

    // The consent-gated header script kept its type: inert until a consent manager lets it run (the
    // tracker test below has one do so).
    const consent = page.locator('script#fis-consent-script');
    expect(await consent.getAttribute('type')).toBe('text/plain');
    expect(await consent.getAttribute('data-cookieconsent')).toBe('statistics');
    expect(await page.evaluate(() => 'fisConsentScript' in window)).toBe(false);
  });

  it('refuses a script injected into the HTML without the nonce, and reports it', async ({ visit }) => {
    const { context, page } = await visit();
    const violations = await watchViolations(context, page);
    // As an HTML injection would: the answer as the site sent it (its policy too), plus one script.
    await page.route(`${SITE}/vindere/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script>window.fisInjected = true;</script></head>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/vindere/');
    await settled(page);
    await expectHeaderScriptRan(page, '/vindere/');
    expect(await page.evaluate(() => 'fisInjected' in window)).toBe(false);
    await expect
      .poll(violations)
      .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem inline /)]));
  });

  it('the teacher and admin screens load with no CSP violation', async ({ visit }) => {
    for (const [account, start, paths] of [
      [
        ACCOUNTS.teacher,
        '/min-profil/',
        [
          '/min-profil/min-oversigt/',
          '/min-profil/undervisningsmaterialer/',
          '/min-profil/event-og-programmer/',
          '/min-profil/konto/',
        ],
      ],
      [
        ACCOUNTS.admin,
        '/login/',
        [
          '/admin/oversigt/',
          '/admin/events/',
          '/admin/brugere-og-institutioner/',
          '/admin/undervisningsmaterialer/',
        ],
      ],
    ] as const) {
      const { context, page } = await visit();
      const violations = await watchViolations(context, page);
      await login(page, account, start);
      for (const path of paths) {
        await page.goto(path);
        await settled(page);
        expect(await violations(), path).toEqual([]);
      }
    }
  });
});

/**
 * Stand-ins for the trackers' scripts: each records that it ran; the consent manager (the double of
 * e2e/consent-double.ts, with the visitor's earlier consent in its cookie: see consentGiven) runs the gated ones.
 */
const TRACKER_STUBS: Record<string, string> = {
  'https://www.googletagmanager.com/': `window.fisTagManager = (window.dataLayer || []).some(function (e) { return e.event === 'gtm.js'; });`,
  'https://consent.cookiebot.com/': `${CONSENT_PLATFORM_DOUBLE}
    window.fisConsentManager = true;`,
  'https://plausible.io/': 'window.fisPrivacyAnalytics = true;',
};

/** The visitor consented to statistics on an earlier visit: the tag manager loads (docs/decisions/0028). */
const consentGiven = (context: BrowserContext, url: string) =>
  context.addCookies([{ name: 'CookieConsent', value: encodeURIComponent('{"statistics":true}'), url }]);

describe('with every tracker configured', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({
      port: Number(process.env.E2E_CSP_SITE_PORT ?? 3130),
      mockPort: Number(process.env.E2E_CSP_MOCK_PORT ?? 4130),
      env: {
        ANALYTICS_ID: 'GTM-FIS1',
        COOKIE_CONSENT_ID: 'fis-consent',
        PRIVACY_ANALYTICS_DOMAIN: 'fis.dk',
        // The CMS's tracking ids, set by a test below, reach the pages within a second.
        PAGE_CACHE_TTL_MS: '1000',
      },
    });
  });
  afterAll(() => site.stop());

  it('the trackers (consent given on an earlier visit) and the header scripts run, with no CSP violation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'da-DK', baseURL: site.url });
    const page = await context.newPage();
    await consentGiven(context, site.url);
    for (const [prefix, body] of Object.entries(TRACKER_STUBS))
      await context.route(
        (url) => url.href.startsWith(prefix),
        (route) => route.fulfill({ contentType: 'text/javascript', body }),
      );
    const violations = await watchViolations(context, page);
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('https://*.google-analytics.com');
    expect(policy).toContain('https://plausible.io');
    expect(policy).toContain('https://consentcdn.cookiebot.com');
    await settled(page);
    const ran = (name: string) =>
      page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], name);
    await expect.poll(() => ran('fisTagManager')).toBe(true);
    await expect.poll(() => ran('fisConsentManager')).toBe(true);
    await expect.poll(() => ran('fisPrivacyAnalytics')).toBe(true);
    await expect.poll(() => ran('fisConsentScript')).toBe(true);
    expect(await ran('fisHeaderScript')).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === 'page_view'),
        ),
      )
      .toBe(true);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('with ANALYTICS_ID and a tracking id in the CMS, an admin page requests no third-party script, and no dataLayer entry holds ? or @', async ({
    browser,
  }) => {
    // The CMS's Global.Tracking, as an editor would set it (the stand-in's own content, changed in place).
    Object.assign(site.mock!.store.state.cms.global.Tracking, {
      AnalyticsId: 'GTM-CMS1',
      CookieConsentId: 'cms-consent',
      PrivacyAnalyticsDomain: 'cms.fis.dk',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const context = await browser.newContext({ locale: 'da-DK', baseURL: site.url });
    const page = await context.newPage();
    await consentGiven(context, site.url);
    /** Every request that leaves this machine: the trackers (answered by the stand-ins above). */
    const thirdParty: string[] = [];
    await context.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => {
        thirdParty.push(route.request().url());
        const stub = Object.entries(TRACKER_STUBS).find(([prefix]) =>
          route.request().url().startsWith(prefix),
        );
        return route.fulfill({ contentType: 'text/javascript', body: stub?.[1] ?? '' });
      },
    );
    const dataLayer = () => page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    /** Loads each path, lets the page view go out, and checks that nothing in the data layer holds ? or @. */
    async function visit(paths: string[]) {
      for (const path of paths) {
        await page.goto(path);
        await settled(page);
        await page.waitForTimeout(400);
        const entries = await dataLayer();
        expect(entries, path).not.toMatch(/[?@]|%40/);
      }
    }

    // Public pages with personal data in the address: the trackers run, the page views carry none of it.
    await visit([
      '/?email=signe%40example.dk',
      '/soge-resultater/?query=anna%40x.dk',
      '/nyheder/?fra=bo@y.dk',
    ]);
    expect(thirdParty.some((url) => url.startsWith('https://www.googletagmanager.com/'))).toBe(true);
    expect(await dataLayer()).toContain('page_view');

    // A teacher's screen with an address in the query: the deployment's tracker, still no ? or @.
    await login(page, ACCOUNTS.teacher, '/min-profil/', site.url);
    await visit(['/min-profil/?email=laerer@example.dk']);
    await context.clearCookies();

    // An administrator: no third-party request on any admin page, whatever the deployment and the CMS say.
    await login(page, ACCOUNTS.admin, '/admin/', site.url);
    thirdParty.length = 0;
    await visit([
      '/admin/',
      '/admin/bruger-information/?email=laerer%40example.dk',
      '/admin/brugere-og-institutioner/',
    ]);
    expect(thirdParty).toEqual([]);
    expect(
      await page.evaluate(() =>
        [...document.scripts]
          .map((script) => script.src)
          .filter((src) => src && !src.startsWith(location.origin)),
      ),
    ).toEqual([]);
    await context.close();
  });
});
