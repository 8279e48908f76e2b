import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { parseCsv } from './csv';
import { startStack, type RunningStack } from './global-setup';
import { ACCOUNTS, expectNoAxeViolations, launch, login, watchPageErrors, downloadText } from './support';

/**
 * Journeys in the foundation-sized world. An admin's (MOCK_SCALE=foundation: 2,400+ institutions, 25,000+
 * teachers), on a stack of its own: find one institution by search, sort, page, approve a pending one found on
 * a later page, and download the all-users CSV. Everything is found by role and accessible name, so it holds
 * whether a table pages in the browser or on the server. And the worst-case teacher's Undervisningsmaterialer,
 * where hundreds of materials come a page at a time.
 */

const SITE_PORT = 3160;
const MOCK_PORT = 4160;
const SITE = `http://localhost:${SITE_PORT}`;
const SCREEN = `${SITE}/admin/brugere-og-institutioner/`;
const CONFIRMED = 'Godkendte institutioner';
const PENDING = 'Institutioner, der venter på godkendelse';

let stack: RunningStack | undefined;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ sitePort: SITE_PORT, mockPort: MOCK_PORT, mockConfig: { scale: 'foundation' } });
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
  await stack?.stop();
});

/** A new browser context on the foundation stack, its page, and the page's errors. */
async function freshPage() {
  const context = await browser.newContext({ locale: 'da-DK', baseURL: SITE });
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

/** The rows of a table (its role-`row` elements) under its header row. */
const bodyRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });
/** The names in a table's rows: each row's header cell. */
const rowNames = (table: Locator) => bodyRows(table).getByRole('rowheader').allTextContents();
/** The scrollable region around a table, named by its caption; aria-busy while the next page comes. */
const region = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('xpath=..');
const pager = (page: Page, caption: string) => page.getByRole('navigation', { name: `Sider i ${caption}` });

describe('an admin in the foundation-sized world', () => {
  it('finds one institution among thousands, sorts, pages, approves a pending one from a later page and downloads every user as CSV', async () => {
    const institutions = stack!.mock.ctx.store.state.product.institutions;
    const confirmedNames = institutions.filter((i) => i.status === 'confirmed').map((i) => i.name);
    expect(confirmedNames.length).toBeGreaterThanOrEqual(2_400);
    // One school from the middle of the register, with a name no other school shares.
    const target = confirmedNames
      .slice(1_200)
      .find((name) => confirmedNames.filter((other) => other.includes(name)).length === 1)!;

    const { context, page, errors } = await freshPage();
    await login(page, ACCOUNTS.admin, '/login/', SITE);
    await page.goto(SCREEN);
    const confirmed = page.getByRole('table', { name: CONFIRMED });
    await bodyRows(confirmed).first().waitFor();
    // One page of rows, however many schools there are.
    expect(await bodyRows(confirmed).count()).toBeLessThanOrEqual(25);

    // Search: the one school.
    await page.getByRole('searchbox', { name: 'Søg efter institution' }).fill(target);
    await expect.poll(() => rowNames(confirmed), { timeout: 15_000 }).toEqual([target]);

    // Sort by users, most first: the first page holds the schools with the most users.
    await page.getByRole('searchbox', { name: 'Søg efter institution' }).fill('');
    await expect.poll(() => bodyRows(confirmed).count(), { timeout: 15_000 }).toBe(25);
    const usersHeader = confirmed.getByRole('columnheader', { name: /^Brugere/ });
    await usersHeader.getByRole('button').click();
    await expect.poll(() => usersHeader.getAttribute('aria-sort'), { timeout: 15_000 }).not.toBeNull();
    if ((await usersHeader.getAttribute('aria-sort')) !== 'descending')
      await usersHeader.getByRole('button').click();
    await expect.poll(() => usersHeader.getAttribute('aria-sort'), { timeout: 15_000 }).toBe('descending');
    const usersColumn = await confirmed
      .getByRole('columnheader')
      .evaluateAll((headers) => headers.findIndex((h) => h.textContent?.startsWith('Brugere')));
    const usersOnPage = async () =>
      bodyRows(confirmed).evaluateAll<number[], number>(
        (rows, column) =>
          rows.map((row) => Number(row.children[column]?.textContent?.replace(/\D/g, '') ?? NaN)),
        usersColumn,
      );
    // The rows of the last answer stay while the next one comes (the region is aria-busy): wait for the new
    // page, whose first school has as many users as the most used school of all.
    const state = stack!.mock.ctx.store.state.product;
    const usersOf = new Map<string, number>();
    for (const user of state.users)
      if (user.institutionId) usersOf.set(user.institutionId, (usersOf.get(user.institutionId) ?? 0) + 1);
    const most = Math.max(
      ...institutions.filter((i) => i.status === 'confirmed').map((i) => usersOf.get(i.id) ?? 0),
    );
    const settled = async () => (await region(page, CONFIRMED).getAttribute('aria-busy')) === null;
    const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);
    await expect
      .poll(async () => (await settled()) && (await usersOnPage()).at(0) === most, { timeout: 15_000 })
      .toBe(true);
    const firstPage = await usersOnPage();
    expect(firstPage).toHaveLength(25);
    expect(descending(firstPage)).toBe(true);
    expect(new URL(page.url()).searchParams.get('inst.sort')).toBe('users');

    // Next page: fewer users than the first page's last row, and the pager says where we are.
    await pager(page, CONFIRMED).getByRole('button', { name: 'Næste' }).click();
    await expect
      .poll(() => pager(page, CONFIRMED).textContent(), { timeout: 15_000 })
      .toMatch(/Side 2 af \d{2,}/);
    await expect
      .poll(async () => (await settled()) && (await usersOnPage()).join() !== firstPage.join(), {
        timeout: 15_000,
      })
      .toBe(true);
    const secondPage = await usersOnPage();
    expect(descending(secondPage)).toBe(true);
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));

    // A pending school from a later page of the pending table, approved.
    const pending = page.getByRole('table', { name: PENDING });
    const pendingFirst = (await rowNames(pending)).join('\n');
    await pager(page, PENDING).getByRole('button', { name: 'Næste' }).click();
    await expect.poll(() => pager(page, PENDING).textContent(), { timeout: 15_000 }).toMatch(/Side 2 af/);
    await expect
      .poll(
        async () =>
          (await region(page, PENDING).getAttribute('aria-busy')) === null &&
          (await rowNames(pending)).join('\n') !== pendingFirst,
        { timeout: 15_000 },
      )
      .toBe(true);
    const [chosen] = await rowNames(pending);
    expect(chosen).toBeTruthy();
    await pending.getByRole('button', { name: `Godkend ${chosen!}` }).click();
    await expect.poll(() => rowNames(pending), { timeout: 15_000 }).not.toContain(chosen);
    await page.getByRole('searchbox', { name: 'Søg efter institution' }).fill(chosen!);
    await expect.poll(() => rowNames(confirmed), { timeout: 15_000 }).toContain(chosen);
    expect(institutions.find((i) => i.name === chosen)?.status).toBe('confirmed');
    await expectNoAxeViolations(page);

    // Every user as CSV: a search that matches everyone (all addresses are at example.dk), then its export.
    await page.getByRole('searchbox', { name: 'Søg efter bruger' }).fill('example');
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    const exportLink = page.getByRole('link', { name: /^Hent alle [\d.]+ som CSV/ });
    await exportLink.waitFor({ timeout: 30_000 });
    // "Hent alle 25.008 som CSV": the number of matches the screen tells is the number of rows in the file.
    const told = Number((await exportLink.textContent())?.match(/alle ([\d.]+)/)?.[1]?.replace(/\./g, ''));
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await exportLink.click();
    const file = await download;
    const text = await downloadText(file);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]?.slice(0, 2)).toEqual(['Navn', 'E-mail']);
    const teachers = stack!.mock.ctx.store.state.product.users.length;
    expect(rows.length - 1).toBe(told);
    expect(told).toBeGreaterThanOrEqual(25_000);
    expect(told).toBeLessThanOrEqual(teachers);
    // Every row a whole record: as many fields as the header, and each person once.
    expect(rows.every((row) => row.length === rows[0]!.length)).toBe(true);
    expect(new Set(rows.slice(1).map((row) => row[1])).size).toBe(told);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});

describe('the worst-case teacher in the foundation-sized world', () => {
  it('sees a page of each material list and grows the open one with "Vis flere", focus on the first new card', async () => {
    const { context, page, errors } = await freshPage();
    await login(page, { email: 'stor@example.dk', password: 'Stor123!' }, '/min-profil/', SITE);
    await page.goto('/min-profil/undervisningsmaterialer/');
    // She redeemed a material code, so every material is open to her: hundreds, one page of them in the HTML.
    const open = page.getByRole('region', { name: 'Åbne materialer' });
    const cards = (section: Locator) => section.getByRole('listitem');
    expect(await cards(open).count()).toBe(20);
    expect(await page.getByRole('region', { name: 'Låste materialer' }).count()).toBe(0);
    const summary = await page.getByText(/af \d+ materialer er åbne for dig/).textContent();
    const openCount = Number(summary?.match(/^(\d+) af/)?.[1]);
    expect(openCount).toBeGreaterThan(200);
    await expect
      .poll(() =>
        open
          .getByRole('status')
          .filter({ hasText: /^Viser / })
          .textContent(),
      )
      .toBe(`Viser 20 af ${openCount} materialer.`);

    await open.getByRole('button', { name: 'Vis flere materialer' }).click();
    await expect.poll(() => cards(open).count()).toBe(40);
    await expect
      .poll(() =>
        open
          .getByRole('status')
          .filter({ hasText: /^Viser / })
          .textContent(),
      )
      .toBe(`Viser 40 af ${openCount} materialer.`);
    // Focus on the 21st card's title, where the person reads on.
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toBe(await cards(open).nth(20).getByRole('heading').textContent());
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the public teaching materials in the foundation-sized world', () => {
  it('shows one page of the materials and leads to the next with a plain link', async () => {
    const { context, page, errors } = await freshPage();
    await page.goto('/undervisningsmateriale/');
    // The materials: each its own article, anchored by its id (the page around them is an article too).
    const titles = () => page.locator('article[id^="materiale-"]').getByRole('heading').allTextContents();
    const first = await titles();
    expect(first).toHaveLength(24);
    const pages = page.getByRole('navigation', { name: 'Sider med undervisningsmaterialer' });
    await expect.poll(() => pages.getByText(/^Side 1 af \d+$/).count()).toBe(1);
    await pages.getByRole('link', { name: 'Næste side' }).click();
    await page.waitForURL(/materialer-side=2/);
    await expect.poll(() => pages.getByText(/^Side 2 af \d+$/).count()).toBe(1);
    const second = await titles();
    expect(second).toHaveLength(24);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
