import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { expectNoAxeViolations, path, SITE } from './support';

const RESULTS = '/soge-resultater/';

/** A page that fails the test on any script error. */
async function open(visit: OpenVisit, url: string, options: { javaScript?: boolean } = {}) {
  const { context, page } = await visit({ javaScriptEnabled: options.javaScript ?? true });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { context, page, errors };
}

const heading = (page: Page) => page.locator('#search-results-heading');
const headingText = async (page: Page) => (await heading(page).textContent()) ?? '';
const hitList = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
const hitTitles = (page: Page) => hitList(page).getByRole('heading', { level: 3 }).allTextContents();
const searchInput = (page: Page) => page.getByRole('main').getByLabel('Søgeord');
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('search: from the header to a result', () => {
  it('the header search box lands on the results page, and a result opens its page', async ({ visit }) => {
    const { page, errors } = await open(visit, '/');
    // The header's search field may sit behind a "Søg" toggle.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Søg', exact: true });
    if ((await toggle.count()) > 0) await toggle.click();
    const headerBox = page.getByRole('banner').getByRole('searchbox');
    await headerBox.fill('pitch');
    await headerBox.press('Enter');
    await page.waitForURL((url) => url.pathname === RESULTS && url.searchParams.get('query') === 'pitch');

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Søgeresultater');
    await expect.poll(() => headingText(page)).toMatch(/^\d+ resultater for »pitch«$/);
    expect(await searchInput(page).inputValue()).toBe('pitch');
    // The query is marked in the titles.
    await expect.poll(() => hitList(page).locator('h3 mark').first().textContent()).toMatch(/^pitch$/i);
    await expectNoAxeViolations(page);

    const first = hitList(page).getByRole('heading', { level: 3 }).first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/.+\/$/);
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);

    // Back on the results, the same search is shown again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === RESULTS);
    await expect.poll(() => headingText(page)).toMatch(/for »pitch«$/);
    expect(await searchInput(page).inputValue()).toBe('pitch');
    expect(errors).toEqual([]);
  });

  it('a new search from the header while on the results page replaces query, box and results', async ({
    visit,
  }) => {
    const { page, errors } = await open(visit, `${RESULTS}?type=article&query=skole`);
    await expect.poll(() => headingText(page)).toMatch(/^\d+ resultater for »skole«$/);
    // The page runs the header's search in place: no new page is fetched, so nothing can race its own
    // URL updates (a navigation here could lose to InstantSearch writing the old query back).
    const pageFetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_next/data/') || request.url().includes(RESULTS))
        pageFetches.push(request.url());
    });
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Søg', exact: true });
    if ((await toggle.count()) > 0) await toggle.click();
    const headerBox = page.getByRole('banner').getByRole('searchbox');
    await headerBox.fill('legat');
    await headerBox.press('Enter');
    // A new search: only the query, as a link from the header would have it.
    await page.waitForURL((url) => url.search === '?query=legat');
    await expect.poll(() => headingText(page)).toMatch(/^\d+ resultater for »legat«$/);
    await expect.poll(() => searchInput(page).inputValue()).toBe('legat');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-results-heading');
    expect(await headerBox.isVisible()).toBe(false);
    expect(pageFetches).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the header search panel stays open while the results page writes its own URL', async ({ visit }) => {
    const { page, errors } = await open(visit, `${RESULTS}?query=skole`);
    // A filter is written into the URL 400 ms later (shallow, the same page): no page change.
    await page
      .getByRole('group', { name: 'Filtrer efter type' })
      .getByRole('checkbox', { name: /^Nyheder \(\d+\)$/ })
      .check();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Søg', exact: true });
    if ((await toggle.count()) > 0) await toggle.click();
    const headerBox = page.getByRole('banner').getByRole('searchbox');
    await headerBox.fill('leg');
    await page.waitForURL((url) => url.search === '?query=skole&type=article');
    // What the visitor started typing in the header is still there.
    expect(await headerBox.isVisible()).toBe(true);
    expect(await headerBox.inputValue()).toBe('leg');
    expect(errors).toEqual([]);
  });

  it('shows type label, Danish date, snippet and image for each result', async ({ visit }) => {
    const { page } = await open(visit, `${RESULTS}?query=kickstart`);
    const items = hitList(page).locator(':scope > li');
    expect(await items.count()).toBeGreaterThan(1);
    const texts = await items.allTextContents();
    expect(texts.some((text) => /Arrangementer/.test(text))).toBe(true);
    expect(texts.some((text) => /Nyheder/.test(text))).toBe(true);
    expect(texts.every((text) => /\d{2}\.\d{2}\.\d{4}/.test(text))).toBe(true);
    // No type this CMS is known to serve shows its internal name, in the results or in the type filter.
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).not.toMatch(
      /contentPage|frontPage|landingPage|eventOverview|grantOverview|grantPage|newsOverview|searchPage|myPage/,
    );
    const image = hitList(page).locator('img').first();
    expect(await image.getAttribute('src')).toContain('/cdn/');
    expect(await image.getAttribute('width')).toBe('240');
    expect(await image.getAttribute('loading')).toBe('lazy');
  });
});

describe('search: the type filter', () => {
  it('names every type the CMS serves in Danish, and keeps to its column at 1280 px and 360 px', async ({
    visit,
  }) => {
    // "a" finds pages of every type in the demo world, so every type is in the filter.
    const { page, errors } = await open(visit, `${RESULTS}?query=a`);
    const filter = page.getByRole('group', { name: 'Filtrer efter type' });
    const labels = await filter
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
      );
    expect(labels.length).toBeGreaterThanOrEqual(12);
    // An internal name is one word in camelCase ("contentPage"); none is shown, in the filter or under a result.
    const internal = /\b[a-z]+[A-Z][A-Za-z]*\b/;
    for (const label of labels) expect(label).not.toMatch(internal);
    const hitTypes = await hitList(page).locator(':scope > li h3 + p > span:first-child').allTextContents();
    expect(hitTypes.length).toBeGreaterThan(5);
    for (const type of hitTypes) expect(type).not.toMatch(internal);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      // The filter's box does not run into the results beside it (a fieldset grows to its longest word).
      const fits = await filter.evaluate((fieldset) => {
        const box = fieldset.getBoundingClientRect();
        const results = fieldset.nextElementSibling!.getBoundingClientRect();
        const layout = fieldset.parentElement!.getBoundingClientRect();
        const beside = results.top < box.bottom && results.left > box.left;
        const labelsInside = [...fieldset.querySelectorAll('label')].every(
          (label) => label.getBoundingClientRect().right <= box.right,
        );
        return (beside ? box.right <= results.left - 16 : box.right <= layout.right) && labelsInside;
      });
      expect(fits, `at ${width} px`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('search: refine, sort, paginate, go back', () => {
  it('types one at a time with counts, and the URL keeps the filter', async ({ visit }) => {
    const { page, errors } = await open(visit, `${RESULTS}?query=skole`);
    const news = page
      .getByRole('group', { name: 'Filtrer efter type' })
      .getByRole('checkbox', { name: /^Nyheder \(\d+\)$/ });
    const label = (await page.locator('label[for="search-type-article"]').textContent()) ?? '';
    const count = Number(/\((\d+)\)/.exec(label)?.[1]);
    expect(count).toBeGreaterThan(1);

    await news.check();
    await expect.poll(() => headingText(page)).toBe(`${count} resultater for »skole«`);
    await expect.poll(() => param(page, 'type')).toBe('article');
    const metas = await hitList(page).locator(':scope > li article p:first-of-type').allTextContents();
    expect(metas.every((text) => text.startsWith('Nyheder'))).toBe(true);
    // The other types keep their counts (an OR filter), so a second type can be added.
    await expect.poll(() => page.getByRole('checkbox', { name: /^Arrangementer \(\d+\)$/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('sorts by newest through the published-date replica', async ({ visit }) => {
    const { page } = await open(visit, `${RESULTS}?query=skole&type=article`);
    await page.getByLabel('Sortér efter').selectOption({ label: 'Nyeste' });
    await expect.poll(() => param(page, 'sortering')).toBe('nyeste');
    const dates = await hitList(page)
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('paginates with links, marks the current page, and the back button restores the previous results', async ({
    visit,
  }) => {
    const { page, errors } = await open(visit, `${RESULTS}?query=skole`);
    const pages = page.getByRole('navigation', { name: 'Sider' });
    const firstPage = await hitTitles(page);
    expect(firstPage).toHaveLength(10);
    expect(await pages.getByRole('link', { name: 'Side 1' }).getAttribute('aria-current')).toBe('page');

    await pages.getByRole('link', { name: 'Side 2' }).click();
    await expect.poll(() => param(page, 'side')).toBe('2');
    await expect
      .poll(() => pages.getByRole('link', { name: 'Side 2' }).getAttribute('aria-current'))
      .toBe('page');
    const secondPage = await hitTitles(page);
    expect(secondPage).not.toEqual(firstPage);

    await page.goBack();
    await expect.poll(() => param(page, 'side')).toBeNull();
    await expect.poll(() => hitTitles(page)).toEqual(firstPage);

    // A new query, then back: the old query is in the box and its results on the page. (InstantSearch's
    // history router drops the first URL write after a back/forward that lands within its 400 ms write delay,
    // so give it that long, as a person reading the restored results would.)
    await page.waitForTimeout(500);
    await searchInput(page).fill('pitch');
    await expect.poll(() => param(page, 'query')).toBe('pitch');
    await page.goBack();
    await expect.poll(() => param(page, 'query')).toBe('skole');
    await expect.poll(() => headingText(page)).toBe('31 resultater for »skole«');
    await expect.poll(() => searchInput(page).inputValue()).toBe('skole');
    await page.goForward();
    await expect.poll(() => headingText(page)).toMatch(/for »pitch«$/);
    expect(errors).toEqual([]);
  });

  it('announces the count politely once typing pauses', async ({ visit }) => {
    const { page } = await open(visit, RESULTS);
    const announcer = page.getByTestId('search-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    await searchInput(page).pressSequentially('løsning', { delay: 30 });
    await expect.poll(() => announcer.textContent()).toMatch(/^\d+ resultater for »løsning«$/);
  });
});

describe('search: forgiving Danish spelling', () => {
  it('finds løsning from losning and loesning, marking the Danish word', async ({ visit }) => {
    const { page } = await open(visit, `${RESULTS}?query=losning`);
    await expect.poll(() => headingText(page)).toMatch(/^\d+ resultater for »losning«$/);
    const marks = await hitList(page).locator('mark').allTextContents();
    expect(marks.some((mark) => /^løsning/i.test(mark))).toBe(true);
    const withO = await hitTitles(page);
    await searchInput(page).fill('loesning');
    await expect.poll(() => headingText(page)).toMatch(/for »loesning«$/);
    expect(await hitTitles(page)).toEqual(withO);
  });

  it('finds Aarhus from århus, and a page despite a typo', async ({ visit }) => {
    const { page } = await open(visit, `${RESULTS}?query=${encodeURIComponent('århus')}`);
    await expect.poll(() => hitTitles(page)).toContain('Kickstart-finalen');
    expect(await hitList(page).locator('mark').allTextContents()).toContain('Aarhus');

    await searchInput(page).fill('kikstart');
    await expect.poll(() => hitTitles(page)).toContain('Rekordmange elever er med i Kickstart i år');
  });

  it('says so in Danish when nothing matches, with ways on', async ({ visit }) => {
    const { page } = await open(visit, `${RESULTS}?query=xyzzyqv`);
    await expect.poll(() => headingText(page)).toBe('Ingen resultater for »xyzzyqv«');
    await expect.poll(() => page.getByText(/Prøv et andet ord/).count()).toBe(1);
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Arrangementer', '/arrangementer/'],
      ['Legater', '/legater/'],
      ['Nyheder', '/nyheder/'],
      ['Undervisningsmateriale', '/undervisningsmateriale/'],
    ]) {
      expect(await main.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await expectNoAxeViolations(page);
  });
});

describe('search: without JavaScript', () => {
  it('the HTML of the results page already holds the results', async () => {
    const response = await fetch(`${SITE}${RESULTS}?query=pitch`);
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/<[^>]+>/g, '');
    expect(text).toContain('Fem råd til en god pitch');
    expect(text).toContain('Workshop: Pitchtræning for lærere');
    expect(text).toMatch(/\d+ resultater for »pitch«/);
  });

  it('filters, sorts and paginates through the form and links alone', async ({ visit }) => {
    const { page } = await open(visit, `${RESULTS}?query=skole`, { javaScript: false });
    expect(await hitTitles(page)).toHaveLength(10);
    await page.getByRole('navigation', { name: 'Sider' }).getByRole('link', { name: 'Side 2' }).click();
    expect(param(page, 'side')).toBe('2');
    expect(await headingText(page)).toBe('31 resultater for »skole«');

    await page.getByRole('checkbox', { name: /^Nyheder/ }).check();
    await page.getByLabel('Sortér efter').selectOption({ label: 'Nyeste' });
    await page.getByRole('main').getByRole('button', { name: 'Søg', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'article');
    expect(path(page)).toBe(RESULTS);
    expect(param(page, 'sortering')).toBe('nyeste');
    expect(await headingText(page)).toMatch(/^\d+ resultater for »skole«$/);
  });
});

describe('search: page', () => {
  it('has the CMS title in the tab and one h1', async ({ visit }) => {
    const { page } = await visit();
    await page.goto(`${RESULTS}?query=pitch`);
    expect(await page.title()).toMatch(/^Søgeresultater - /);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });
});
