import { afterEach, describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, login, MOCK, resetMock, SITE } from './support';

/** The rendered-page cache for visitors who are not logged in (docs/decisions/0004; page data lives 1 s here). */
afterEach(resetMock);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const putPage = async (path: string, name: string) => {
  const body = {
    Name: name,
    ContentType: 'contentPage',
    Blocks: [
      {
        ContentType: 'richTextBlock',
        Content: { Headline: name, Text: `<p>${name}</p>`, UpdatedDate: '2026-01-01T10:00:00.000Z' },
      },
    ],
  };
  const put = await fetch(`${MOCK}/__mock/cms/page?path=${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(put.ok).toBe(true);
};
const title = (html: string) => /<title[^>]*>([^<]*)</.exec(html)?.[1];

describe('anonymous page views', () => {
  it('answers a repeated view with the HTML just rendered, and renders again once the page data expires', async () => {
    await putPage('/e2e-cache/', 'Første udgave');
    const first = await fetch(`${SITE}/e2e-cache/`);
    expect(first.headers.get('x-page-cache')).toBeNull();
    const firstHtml = await first.text();
    const second = await fetch(`${SITE}/e2e-cache/`);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toContain('text/html');
    expect(second.headers.get('x-request-id')).toBeTruthy();
    expect(second.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // The same HTML, with this answer's own nonce in place of the first one's (docs/decisions/0014).
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? 'none';
    const [firstNonce, secondNonce] = [first, second].map((r) =>
      nonceOf(r.headers.get('content-security-policy')),
    );
    expect(secondNonce).not.toBe(firstNonce);
    expect(await second.text()).toBe(firstHtml.replaceAll(firstNonce!, secondNonce!));
    const unchanged = await fetch(`${SITE}/e2e-cache/`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(unchanged.status).toBe(304);

    await putPage('/e2e-cache/', 'Anden udgave');
    await sleep(1200);
    const changed = await fetch(`${SITE}/e2e-cache/`);
    expect(changed.headers.get('x-page-cache')).toBeNull();
    expect(title(await changed.text())).toMatch(/^Anden udgave - /);
  });

  it('renders every view with a query, and answers client-side data requests with data', async ({
    visit,
  }) => {
    await fetch(`${SITE}/nyheder/`);
    const withQuery = await fetch(`${SITE}/nyheder/?side=2`);
    expect(withQuery.headers.get('x-page-cache')).toBeNull();
    const { page } = await visit();
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Nyheder' }).click();
    await page.waitForURL(`${SITE}/nyheder/`);
    await page.getByRole('heading', { level: 1, name: 'Nyheder' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

describe('logged-in page views', () => {
  it('get the same HTML as everyone, and the header learns who is looking in the browser', async ({
    visit,
  }) => {
    await fetch(`${SITE}/vindere/`);
    expect((await fetch(`${SITE}/vindere/`)).headers.get('x-page-cache')).toBe('hit');
    const { context, page } = await visit();
    await login(page, ACCOUNTS.teacher);
    // With the session cookie (page data lives 1 s here, so two views in a row).
    await (await context.request.get('/vindere/')).text();
    const response = await context.request.get('/vindere/');
    expect(response.headers()['x-page-cache']).toBe('hit');
    expect(await response.text()).not.toContain(ACCOUNTS.teacher.email);
    await page.goto('/vindere/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Min profil' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/min-profil/');
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Log ind/ })
        .count(),
    ).toBe(0);
  });

  it("keep the login button's place: nothing in the header moves when the viewer is learnt", async ({
    visit,
  }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher);
    // The served HTML's header (scripts held back), then the same page once it knows the viewer.
    await page.route(`${SITE}/nyheder/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/nyheder/');
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('header a, header button')].map((el) => {
          const box = el.getBoundingClientRect();
          return `${el.textContent?.trim()}:${Math.round(box.x)},${Math.round(box.y)}`;
        }),
      );
    const before = (await boxes()).filter((box) => !box.startsWith('Min profil'));
    await page.unroute(`${SITE}/nyheder/`);
    await page.goto('/nyheder/');
    await page.getByRole('banner').getByRole('link', { name: 'Min profil' }).waitFor();
    const after = (await boxes()).filter((box) => !box.startsWith('Min profil'));
    expect(after).toEqual(before);
  });
});
