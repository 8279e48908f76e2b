import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { LOCAL_PREVIEW_SECRET, previewLink } from '../scripts/local-env.mjs';
import { expectNoAxeViolations, launch, MOCK, path, resetMock, SITE } from './support';

/**
 * An editor previews drafts on the real site (docs/decisions/0031) while a visitor in another browser keeps
 * seeing the published pages; after the editor leaves and the drafts are published, both see them.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await resetMock();
});
afterAll(async () => {
  await resetMock();
  await browser.close();
});

const EXISTING = '/vindere/';
const NEW_PAGE = '/e2e-forhaandsvisning/';
const BANNER = 'Du ser en forhåndsvisning af ikke-udgivet indhold';

const page = (name: string, text: string) => ({
  Name: name,
  ContentType: 'contentPage',
  Blocks: [
    {
      ContentType: 'richTextBlock',
      Content: { Headline: name, Text: text, UpdatedDate: '2026-01-01T10:00:00.000Z' },
    },
  ],
});
const putDraft = async (at: string, body: object) => {
  const put = await fetch(`${MOCK}/__mock/cms/page?path=${at}&draft=1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(put.ok).toBe(true);
};
const publish = async (at: string) => {
  const answer = await fetch(`${MOCK}/__mock/cms/publish?path=${at}`, { method: 'POST' });
  expect(await answer.json()).toMatchObject({ ok: true, revalidated: 200 });
};
/** Ours is `private, no-store`; Next answers draft mode with its own, stricter still (no-cache, max-age=0). */
const expectUnshared = (cacheControl: string | null | undefined) => {
  expect(cacheControl).toMatch(/^private, .*no-store/);
  expect(cacheControl).not.toMatch(/public|s-maxage/);
};
const heading = (tab: Page, name: string) => tab.getByRole('heading', { name, exact: true, level: 1 });
const banner = (tab: Page) => tab.getByRole('region', { name: 'Forhåndsvisning' });

describe('preview of drafts', () => {
  it('shows an editor the drafts behind a banner, never a visitor, and ends on publish for both', async ({
    visit,
  }) => {
    const publishedName = 'Vindere';
    await putDraft(EXISTING, page('Vindere i kladde', '<p>Årets vindere, endnu ikke udgivet.</p>'));
    await putDraft(
      NEW_PAGE,
      page('En helt ny side', '<p>Læs også om <a href="/vindere/">årets vindere</a>.</p>'),
    );

    // A visitor has just seen the published page: its HTML is kept for the next views (decision 0004).
    const visitor = await visit();
    await visitor.page.goto(EXISTING);
    const visitorTitle = await visitor.page.title();
    expect(visitorTitle).toContain(publishedName);

    // The editor opens the preview link of the new page: the draft, the banner, reachable and clean.
    const editor = await visit();
    const documents: Response[] = [];
    editor.page.on('response', (response) => {
      if (['document', 'fetch', 'xhr'].includes(response.request().resourceType())) documents.push(response);
    });
    const opened = await editor.page.goto(previewLink(SITE, LOCAL_PREVIEW_SECRET, NEW_PAGE));
    expect(path(editor.page)).toBe(NEW_PAGE);
    expectUnshared(opened?.headers()['cache-control']);
    await expect.poll(() => heading(editor.page, 'En helt ny side').isVisible()).toBe(true);
    await expect.poll(() => banner(editor.page).getByText(BANNER).isVisible()).toBe(true);
    await expectNoAxeViolations(editor.page);
    await shoot(editor.page, 'preview');

    // A link inside the site keeps the preview: the draft of the existing page, not the visitor's copy.
    await editor.page.getByRole('link', { name: 'årets vindere' }).click();
    await expect.poll(() => path(editor.page)).toBe(EXISTING);
    await expect.poll(() => heading(editor.page, 'Vindere i kladde').isVisible()).toBe(true);
    expect(await banner(editor.page).getByText(BANNER).isVisible()).toBe(true);
    const onExisting = documents.filter((response) => response.url().includes('vindere'));
    expect(onExisting.length).toBeGreaterThan(0);
    for (const response of onExisting) expectUnshared(response.headers()['cache-control']);

    // The proxy never answers the editor from the HTML kept for visitors, nor keeps the editor's (decision 0004).
    const cookie = (await editor.context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    await fetch(`${SITE}${EXISTING}`);
    expect((await fetch(`${SITE}${EXISTING}`)).headers.get('x-page-cache')).toBe('hit');
    const asEditor = await fetch(`${SITE}${EXISTING}`, { headers: { cookie } });
    expect(asEditor.headers.get('x-page-cache')).toBeNull();
    expectUnshared(asEditor.headers.get('cache-control'));
    expect(await asEditor.text()).toContain('Vindere i kladde');
    const afterEditor = await fetch(`${SITE}${EXISTING}`);
    expect(afterEditor.headers.get('x-page-cache')).toBe('hit');
    expect(await afterEditor.text()).not.toContain('Vindere i kladde');

    // Meanwhile the visitor, and anyone without the cookie, sees only what is published.
    await visitor.page.reload();
    expect(await visitor.page.title()).toBe(visitorTitle);
    expect(await visitor.page.getByText('Vindere i kladde').count()).toBe(0);
    expect(await visitor.page.getByText(BANNER).count()).toBe(0);
    for (const at of [EXISTING, `${EXISTING}?x=1`]) {
      const html = await (await fetch(`${SITE}${at}`)).text();
      expect(html).not.toContain('Vindere i kladde');
    }
    expect((await fetch(`${SITE}${NEW_PAGE}`)).status).toBe(404);
    const visitorNew = await visitor.page.goto(NEW_PAGE);
    expect(visitorNew?.status()).toBe(404);

    // The editor leaves by keyboard: on a freshly loaded page (still the draft) the banner's link is the first
    // stop, and Enter ends the preview here.
    await editor.page.reload();
    await expect.poll(() => heading(editor.page, 'Vindere i kladde').isVisible()).toBe(true);
    await editor.page.keyboard.press('Tab');
    expect(await editor.page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Afslut forhåndsvisning',
    );
    await Promise.all([editor.page.waitForURL(`${SITE}${EXISTING}`), editor.page.keyboard.press('Enter')]);
    await expect.poll(() => heading(editor.page, 'Vindere i kladde').count()).toBe(0);
    // The title once the page has come (while it loads, Chromium shows "Loading …").
    await expect.poll(() => editor.page.title()).toBe(visitorTitle);
    expect(await editor.page.getByText(BANNER).count()).toBe(0);
    expect((await editor.context.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');

    // Published: both browsers see the new content, without preview.
    await publish(EXISTING);
    await publish(NEW_PAGE);
    for (const tab of [editor.page, visitor.page]) {
      await tab.goto(EXISTING);
      await expect.poll(() => heading(tab, 'Vindere i kladde').isVisible()).toBe(true);
      await tab.goto(NEW_PAGE);
      await expect.poll(() => heading(tab, 'En helt ny side').isVisible()).toBe(true);
      expect(await tab.getByText(BANNER).count()).toBe(0);
    }
  });

  it('refuses a link with a wrong secret or a foreign path, and sets no cookie', async ({ visit }) => {
    const { context, page: tab } = await visit();
    const wrong = await tab.goto(`/api/preview?secret=forkert&path=${EXISTING}`);
    expect(wrong?.status()).toBe(401);
    const foreign = await tab.goto(previewLink(SITE, LOCAL_PREVIEW_SECRET, '//evil.example/'));
    expect(foreign?.status()).toBe(400);
    expect(new URL(tab.url()).origin).toBe(SITE);
    expect(await context.cookies()).toEqual([]);
  });
});

/** Screenshots of the banner at a desktop's and a phone's width, for a person to look at (E2E_SHOTS=dir). */
async function shoot(tab: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const width of [1280, 360]) {
    await tab.setViewportSize({ width, height: 800 });
    await tab.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await tab.setViewportSize({ width: 1280, height: 720 });
}
