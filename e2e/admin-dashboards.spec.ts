import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, injectFault, login, path } from './support';

let errors: string[] = [];

beforeEach(() => {
  errors = [];
});
afterEach(() => {
  expect(errors).toEqual([]);
});

/** The admin's context at this width, signed in with the file's one admin session, its page errors collected. */
async function adminPage(
  visit: OpenVisit,
  width = 1280,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<Page> {
  const { page } = await visit({ account: ACCOUNTS.admin, viewport: { width, height: 900 }, reducedMotion });
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

const CONFERENCE = 'Konference: Entreprenørskab i hele uddannelsessystemet';
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });
const bodyRows = (page: Page, caption: string) => table(page, caption).locator('tbody tr');
/**
 * The aria-sort of a column once the rows sorted that way are in: read in a poll, as the table redraws a moment
 * after the URL changes, and the server's page comes after that (the table's region is aria-busy meanwhile,
 * the last page's rows still shown); 'busy' until then. Both are read in one step in the page: read one after
 * the other, the redraw could fall between them (not busy yet, and already sorted).
 */
const sortOf = (page: Page, caption: string, column: RegExp) => () =>
  table(page, caption).evaluate(
    (element, name) => {
      if (element.parentElement?.getAttribute('aria-busy')) return 'busy';
      const header = [...element.querySelectorAll('thead th')].find((th) =>
        new RegExp(name.source, name.flags).test(th.textContent ?? ''),
      );
      return header?.getAttribute('aria-sort') ?? null;
    },
    { source: column.source, flags: column.flags },
  );
/** Nothing wider than the screen: the page itself never scrolls sideways (a wide table scrolls in its region). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const query = (page: Page) => new URL(page.url()).searchParams;
/** The drawing is in the page once recharts has loaded and drawn it. */
const chartDrawn = (page: Page, name: RegExp) =>
  page.getByRole('img', { name }).locator('svg.recharts-surface').first().waitFor();

describe('Admin oversigt', () => {
  it('shows the newest users, the members per programme and the institutions per segment, each chart with its table', async ({
    visit,
  }) => {
    const page = await adminPage(visit);
    const response = await page.goto('/admin/oversigt/');
    // Server-rendered: the first HTML already holds the stand-in's data.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('De nyeste brugere');
    expect(html).toContain('Medlemmer, events og optagede pladser pr. program');
    expect(html).toContain('Grundskole');

    expect(await page.title()).toMatch(/^Admin Dashboard - /);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Dashboard');
    const nav = page.getByRole('navigation', { name: 'Administration' });
    expect(await nav.getByRole('link', { name: 'Oversigt' }).getAttribute('aria-current')).toBe('page');

    // Newest users: newest first (an always-active sort), each a link to their user information.
    const created = table(page, 'De nyeste brugere').getByRole('columnheader', { name: 'Oprettet' });
    expect(await created.getAttribute('aria-sort')).toBe('descending');
    const firstUser = bodyRows(page, 'De nyeste brugere').first().getByRole('link');
    expect(await firstUser.getAttribute('href')).toMatch(
      /^\/admin\/bruger-information\/\?email=[^&]+%40example\.dk$/,
    );

    // Programmes: the chart's words and the table's numbers agree.
    await chartDrawn(page, /Medlemmer pr\. program/);
    const programs = table(page, 'Medlemmer, events og optagede pladser pr. program');
    const kickstart = programs.getByRole('row', { name: /Kickstart/ });
    const members = (await kickstart.getByRole('cell').first().textContent()) ?? '';
    const chartLabel =
      (await page.getByRole('img', { name: /Medlemmer pr\. program/ }).getAttribute('aria-label')) ?? '';
    expect(chartLabel).toContain(`Kickstart: ${members}`);
    // The events of no programme (the open conference) are counted in a row of their own and in the total.
    const open = await programs
      .getByRole('row', { name: /Uden program/ })
      .getByRole('cell')
      .allTextContents();
    expect(open.slice(0, 2)).toEqual(['0', '1']);
    const programFigures = page.getByRole('group', { name: 'Programmer i tal' });
    expect(await programFigures.getByRole('definition').nth(1).textContent()).toBe('8');

    // Institutions: totals and per segment.
    await chartDrawn(page, /Institutioner pr\. skoletype/);
    const figures = page.getByRole('definition').filter({ hasText: /^\d+$/ });
    expect(await figures.count()).toBeGreaterThan(5);
    expect(await bodyRows(page, 'Institutioner og brugere pr. skoletype').count()).toBe(4);
    await expectNoAxeViolations(page);
  });

  it('pages and sorts the newest users with the keyboard alone, and Back restores the earlier view', async ({
    visit,
  }) => {
    const page = await adminPage(visit, 360);
    await page.goto('/admin/oversigt/');
    const caption = 'De nyeste brugere';
    const names = () => bodyRows(page, caption).locator('th').allTextContents();
    // The first HTML holds the rows unless the server's data deadline passed first (a busy machine): then the
    // table fetches them in the browser.
    await expect.poll(() => bodyRows(page, caption).count()).toBe(5);
    const firstPage = await names();
    expect(firstPage).toHaveLength(5);

    // Sort by name: Enter on the header's button.
    const nameButton = table(page, caption).getByRole('button', { name: /Navn/ });
    await nameButton.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/nye\.sort=name/);
    await expect.poll(sortOf(page, caption, /Navn/)).toBe('ascending');
    const sorted = await names();
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'da')));

    // Next page: Tab to the pager's button and press it.
    const next = page
      .getByRole('navigation', { name: `Sider i ${caption}` })
      .getByRole('button', { name: 'Næste' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/nye\.page=2/);
    await expect.poll(() => page.getByText('Side 2 af 2').count()).toBe(1);
    await expect.poll(() => table(page, caption).locator('xpath=..').getAttribute('aria-busy')).toBeNull();
    const secondPage = await names();
    expect(secondPage).toHaveLength(5);
    expect(secondPage).not.toEqual(sorted);

    // Search: typing filters the table; the count tells how many.
    const search = page.getByLabel('Søg blandt de nyeste brugere');
    await search.focus();
    await page.keyboard.type(secondPage[0]!.split(' ')[0]!);
    await page.waitForURL(/nye\.q=/);
    expect(await bodyRows(page, caption).count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByText(/^\d+ af 10 brugere$/).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(await fitsWidth(page)).toBe(true);

    // Back: the search replaced the second page's entry (typing adds no history), so Back is the sorted
    // first page.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('nye.q') && !url.searchParams.has('nye.page'));
    expect(query(page).get('nye.sort')).toBe('name');
    await expect.poll(() => names()).toEqual(sorted);
  });
});

describe('Admin events', () => {
  it('lists every programme’s upcoming events with seats and sign-ups by kind, and the past ones apart', async ({
    visit,
  }) => {
    const page = await adminPage(visit);
    await page.goto('/admin/events/');
    expect(await page.title()).toMatch(/^Admin events - /);
    const upcoming = 'Kommende events i alle programmer';
    // evt-3003 (the kickstart webinar): laerer, 3 by laerer's list and ida.soerensen hold seats.
    const webinar = bodyRows(page, upcoming).filter({ hasText: /webinar/i });
    expect(await webinar.count()).toBe(1);
    const cells = await webinar.getByRole('cell').allTextContents();
    // Program, Dato, Status, Pladser, Optaget, Ledige, Fyldt, Lærere, Via liste, Offentlige
    expect(cells[2]).toBe('Kommende');
    expect(Number(cells[4])).toBe(5);
    expect(Number(cells[3]) - Number(cells[4])).toBe(Number(cells[5]));
    expect(cells[8]).toBe('3');
    expect(await bodyRows(page, upcoming).filter({ hasText: 'Afholdt' }).count()).toBe(0);
    // An event of no programme is listed too, under "Uden program" (the open conference).
    const conference = bodyRows(page, upcoming).filter({ hasText: CONFERENCE });
    expect((await conference.getByRole('cell').allTextContents()).slice(0, 4)).toEqual([
      'Uden program',
      expect.any(String),
      'Kommende',
      '200',
    ]);
    expect(await page.getByRole('link', { name: 'Hent som CSV (Excel)' }).getAttribute('href')).toBe(
      '/api/admin/eksport/tilmeldinger.csv',
    );
    await expectNoAxeViolations(page);

    await page.getByLabel('Vis', { exact: true }).selectOption({ label: 'Afholdte events' });
    await page.waitForURL(/ev\.when=afholdte/);
    const past = 'Afholdte events i alle programmer';
    await expect.poll(() => bodyRows(page, past).count()).toBe(3);
    expect(await bodyRows(page, past).filter({ hasText: 'Kommende' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('filters by programme and sorts by fill rate; a reload and Back bring the same views back from the URL', async ({
    visit,
  }) => {
    const page = await adminPage(visit, 360);
    await page.goto('/admin/events/');
    await page.getByLabel('Vis', { exact: true }).selectOption({ label: 'Alle events' });
    await page.waitForURL(/ev\.when=alle/);
    await page.getByLabel('Program', { exact: true }).selectOption({ label: 'Kickstart' });
    await page.waitForURL(/ev\.program=kickstart/);
    const caption = 'Alle events i Kickstart';
    await expect.poll(() => bodyRows(page, caption).count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Hent som CSV (Excel)' }).getAttribute('href')).toBe(
      '/api/admin/eksport/tilmeldinger.csv?program=kickstart',
    );

    // Sort by fill rate with the keyboard: Enter twice on the header's button (ascending, then descending).
    const fill = table(page, caption).getByRole('button', { name: /Fyldt/ });
    await fill.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/ev\.sort=fill/);
    // The page's own path, trailing slash included: a copied link or a reload needs no redirect.
    expect(new URL(page.url()).pathname).toBe('/admin/events/');
    await expect.poll(sortOf(page, caption, /Fyldt/)).toBe('ascending');
    await page.keyboard.press('Enter');
    await page.waitForURL(/ev\.dir=desc/);
    await expect.poll(sortOf(page, caption, /Fyldt/)).toBe('descending');
    const rates = async () =>
      (await bodyRows(page, caption).locator('td:nth-of-type(7)').allTextContents()).map((t) =>
        parseInt(t, 10),
      );
    // The header says descending at once; the rows are the last answer's until the sorted page has come.
    await expect
      .poll(async () => {
        const shown = await rates();
        return shown.length === 3 && shown.every((rate, i) => i === 0 || shown[i - 1]! >= rate);
      })
      .toBe(true);
    const view = await bodyRows(page, caption).locator('th').allTextContents();
    expect(await fitsWidth(page)).toBe(true);

    await page.reload();
    expect(await page.getByLabel('Program', { exact: true }).inputValue()).toBe('kickstart');
    expect(await page.getByLabel('Vis', { exact: true }).inputValue()).toBe('alle');
    expect(await sortOf(page, caption, /Fyldt/)()).toBe('descending');
    expect(await bodyRows(page, caption).locator('th').allTextContents()).toEqual(view);
    await expectNoAxeViolations(page);

    // Back undoes the sort, then the programme filter.
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('ev.sort'));
    await expect.poll(sortOf(page, caption, /Dato/)).toBe('ascending');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('ev.program'));
    // Every event, the conference of no programme too.
    await expect.poll(() => bodyRows(page, 'Alle events i alle programmer').count()).toBe(8);
    expect(await page.getByLabel('Program', { exact: true }).inputValue()).toBe('');
    expect(query(page).get('ev.when')).toBe('alle');
  });
});

describe('Admin undervisningsmaterialer', () => {
  it('shows downloads per material with totals, a chart with its table, the downloaders and the CSV link', async ({
    visit,
  }) => {
    const page = await adminPage(visit, 1280, 'reduce');
    await page.goto('/admin/undervisningsmaterialer/');
    expect(await page.title()).toMatch(/^Admin undervisningsmaterialer - /);
    const figures = page.getByRole('group', { name: 'Downloads i tal' });
    expect(await figures.getByText('9', { exact: true }).count()).toBe(1);
    const materials = 'Downloads pr. materiale';
    expect(await bodyRows(page, materials).count()).toBe(6);
    expect(
      await table(page, materials)
        .getByRole('columnheader', { name: /Downloads/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(await table(page, materials).getByRole('columnheader', { name: 'Kræver kode' }).count()).toBe(1);
    // The chart draws the most downloaded materials (at most ten); the table pages through all of them.
    await chartDrawn(page, /De mest hentede materialer/);
    // Reduced motion: no animation, so each bar's number is written at once (an animated chart adds its
    // labels when the bars have grown, after a second and a half).
    const chart = page.getByRole('img', { name: /De mest hentede materialer/ });
    await expect
      .poll(() => chart.locator('.recharts-label-list text').count(), { timeout: 400, interval: 50 })
      .toBeGreaterThanOrEqual(12);

    const downloaders = 'Brugere, der har hentet materialer';
    const first = bodyRows(page, downloaders).first();
    expect(await first.getByRole('link').textContent()).toBe('Mette Lærkegaard');
    expect(await first.getByRole('link').getAttribute('href')).toBe(
      '/admin/bruger-information/?email=laerer%40example.dk',
    );
    expect(await first.getByRole('cell').nth(2).textContent()).toBe('4');
    // The file of one row per downloading person, by the table it belongs to.
    const csv = table(page, downloaders).locator('xpath=../..').getByRole('link', {
      name: 'Hent brugerne, der har hentet materialer, og deres downloads som CSV (Excel)',
    });
    expect(await csv.getAttribute('href')).toBe('/api/admin/eksport/downloads.csv');
    expect(await csv.getAttribute('download')).toBe('');
    await expectNoAxeViolations(page);
    // Turned to a phone's width, the chart follows its box (a moment later: it watches its size).
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
  });

  it('tells in Danish when the overview cannot be fetched, and fetches it again on request', async ({
    visit,
  }) => {
    await injectFault({
      service: 'product',
      pathPrefix: '/material/GetOverview',
      status: 500,
      times: 1,
    });
    const page = await adminPage(visit);
    await page.goto('/admin/undervisningsmaterialer/');
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: 'Download-oversigten kunne ikke hentes lige nu.' })
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Prøv igen' }).click();
    await table(page, 'Downloads pr. materiale').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Downloads');
    await expectNoAxeViolations(page);
  });
});

describe('the admin area’s frame', () => {
  it('leads between the screens from the admin menu, announcing each and titling the tab', async ({
    visit,
  }) => {
    const page = await adminPage(visit);
    await page.goto('/admin/');
    expect(path(page)).toBe('/admin/oversigt/');
    const nav = page.getByRole('navigation', { name: 'Administration' });
    const announcer = page.getByTestId('route-announcer');
    for (const [item, url, message, title] of [
      ['Events', '/admin/events/', 'Admin events', 'Admin events'],
      [
        'Undervisningsmaterialer',
        '/admin/undervisningsmaterialer/',
        'Admin undervisningsmaterialer',
        'Admin undervisningsmaterialer',
      ],
      [
        'Brugere og institutioner',
        '/admin/brugere-og-institutioner/',
        'Admin brugere og institutioner',
        'Admin brugere og institutioner',
      ],
      ['Oversigt', '/admin/oversigt/', 'Admin oversigt', 'Admin Dashboard'],
    ] as const) {
      await nav.getByRole('link', { name: item }).click();
      await page.waitForURL((u) => u.pathname === url);
      await expect.poll(() => announcer.textContent(), { timeout: 3000 }).toBe(`${message} er indlæst`);
      expect(await page.title()).toMatch(new RegExp(`^${title} - `));
      expect(await nav.getByRole('link', { name: item }).getAttribute('aria-current')).toBe('page');
    }
    // The fifth screen is not in the menu: it opens from a person's name wherever people are listed.
    await table(page, 'De nyeste brugere').getByRole('link').first().click();
    await page.waitForURL((u) => u.pathname === '/admin/bruger-information/' && u.searchParams.has('email'));
    await expect
      .poll(() => announcer.textContent(), { timeout: 3000 })
      .toBe('Admin bruger informationer er indlæst');
    expect(await page.title()).toMatch(/^Admin bruger informationer - /);
  });

  it('refuses a teacher: every admin screen redirects to /login, and the admin procedures answer FORBIDDEN', async ({
    visit,
  }) => {
    const { page } = await visit();
    page.on('pageerror', (error) => errors.push(error.message));
    await login(page, ACCOUNTS.teacher);
    for (const screen of [
      '/admin/',
      '/admin/oversigt/',
      '/admin/events/',
      '/admin/brugere-og-institutioner/',
      '/admin/brugere-og-institutioner/?sog=ostergaard',
      '/admin/bruger-information/',
      '/admin/bruger-information/?email=laerer%40example.dk',
      '/admin/undervisningsmaterialer/',
    ]) {
      const response = await page.request.get(screen, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toMatch(/^\/login\/?$/);
    }
    await page.goto('/admin/events/');
    expect(path(page)).not.toMatch(/^\/admin/);
    expect(await page.getByRole('navigation', { name: 'Administration' }).count()).toBe(0);
    for (const procedure of [
      'user.getNewestUsers',
      'user.getProgramData',
      'institutions.getInstitutionOverview',
      'material.getOverview',
      'material.overviewSummary',
      'material.materialsTable',
      'material.downloadersTable',
      'user.programOverview',
      'institutions.overviewSummary',
    ]) {
      const response = await page.request.get(`/api/trpc/${procedure}`);
      expect(response.status()).toBe(403);
      expect(JSON.stringify(await response.json())).toContain('FORBIDDEN');
    }
  });
});
