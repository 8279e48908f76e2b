import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shot, tabTo, trpcCall } from './admin-support';
import {
  ACCOUNTS,
  expectNoAxeViolations,
  injectFault,
  launch,
  login,
  newPage,
  resetMock,
  watchPageErrors,
} from './support';

const SCREEN = '/admin/brugere-og-institutioner/';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
beforeEach(resetMock);

/** A signed-in admin on the screen, failing the test on any page error. */
async function adminOnScreen(query = '') {
  const { context, page } = await newPage(browser);
  const errors = watchPageErrors(page);
  await login(page, ACCOUNTS.admin, '/login/');
  await page.goto(`${SCREEN}${query}`);
  return { context, page, errors };
}

const pendingTable = (page: Page) =>
  page.getByRole('table', { name: 'Institutioner, der venter på godkendelse' });
const confirmedTable = (page: Page) => page.getByRole('table', { name: 'Godkendte institutioner' });

describe('pending institutions', () => {
  it('an admin approves the institution a teacher just created, seeing the confirmed school it resembles; the teacher then has it confirmed', async () => {
    const teacher = await newPage(browser);
    await login(teacher.page, ACCOUNTS.newTeacher);
    const created = await trpcCall<{ id: string; status: string }>(
      teacher.page,
      'institutions.createInstitution',
      { name: 'Ny Vejle Friskole', segment: 'Grundskole', city: 'Vejle' },
      'POST',
    );
    expect(created.status).toBe(200);
    expect(created.body.result?.data.status).toBe('pending');

    const { context, page, errors } = await adminOnScreen();
    const row = pendingTable(page).getByRole('row', { name: /Ny Vejle Friskole/ });
    // The first HTML already has the list (server-side data), with the look-alike named in the row.
    expect(await row.getByRole('listitem').first().textContent()).toMatch(/^Vejle Friskole \(\d+ % ens\)/);
    // Who asked for it links to their information.
    expect(await row.getByRole('link').getAttribute('href')).toBe(
      '/admin/bruger-information/?email=ny%40example.dk',
    );
    await expectNoAxeViolations(page);
    await shot(page, 'pending-similar');

    await row.getByRole('button', { name: 'Godkend Ny Vejle Friskole' }).click();
    const heading = page.getByRole('heading', { name: /Resultat af godkendelsen: 1 godkendt/ });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await confirmedTable(page)
      .getByRole('row', { name: /Ny Vejle Friskole/ })
      .waitFor();
    await pendingTable(page)
      .getByRole('row', { name: /Ny Vejle Friskole/ })
      .waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);

    const mine = await trpcCall<{ institution: { name: string; status: string } | null }>(
      teacher.page,
      'user.getUser',
    );
    expect(mine.body.result?.data.institution).toMatchObject({
      name: 'Ny Vejle Friskole',
      status: 'confirmed',
    });
    expect(errors).toEqual([]);
    await Promise.all([context.close(), teacher.context.close()]);
  });

  it('approves two pending institutions at once, with a result per row', async () => {
    const { context, page, errors } = await adminOnScreen();
    const table = pendingTable(page);
    await table.getByRole('checkbox', { name: 'Vælg Svendborg Efterskole' }).check();
    await table.getByRole('checkbox', { name: 'Vælg Herning Innovationsgymnasium' }).check();
    await page.getByRole('button', { name: 'Godkend valgte (2)' }).click();
    const heading = page.getByRole('heading', { name: /Resultat af godkendelsen: 2 godkendt\./ });
    await heading.waitFor();
    const results = page.getByRole('region', { name: /Resultat af godkendelsen/ }).getByRole('listitem');
    expect(await results.allTextContents()).toEqual([
      expect.stringMatching(/Herning Innovationsgymnasium: godkendt|Svendborg Efterskole: godkendt/),
      expect.stringMatching(/Herning Innovationsgymnasium: godkendt|Svendborg Efterskole: godkendt/),
    ]);
    await page.getByText('Ingen institutioner venter på godkendelse.').waitFor();
    await confirmedTable(page)
      .getByRole('row', { name: /Svendborg Efterskole/ })
      .waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'bulk-result');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells which of several failed, keeps it ticked with the reason in its row, and approves it on a second try', async () => {
    // The product API fails the first approval of the two (a server error); the second goes through.
    await injectFault({
      service: 'product',
      pathPrefix: '/institutions/ApproveInstituion',
      status: 500,
      times: 1,
    });
    const { context, page, errors } = await adminOnScreen();
    const table = pendingTable(page);
    await table.getByRole('checkbox', { name: 'Vælg Svendborg Efterskole' }).check();
    await table.getByRole('checkbox', { name: 'Vælg Herning Innovationsgymnasium' }).check();
    await page.getByRole('button', { name: 'Godkend valgte (2)' }).click();
    await page.getByRole('heading', { name: 'Resultat af godkendelsen: 1 godkendt, 1 fejlede.' }).waitFor();
    const failedRow = table.getByRole('row', { name: /Herning Innovationsgymnasium/ });
    await failedRow.getByText(/^Fejl: kunne ikke godkendes/).waitFor();
    expect(await failedRow.getByRole('checkbox').isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await shot(page, 'bulk-partial-failure');

    await page.getByRole('button', { name: 'Godkend valgte (1)' }).click();
    await page.getByRole('heading', { name: 'Resultat af godkendelsen: 1 godkendt.' }).waitFor();
    await page.getByText('Ingen institutioner venter på godkendelse.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('confirmed institutions', () => {
  it('renames one inline: a duplicate is refused with the reason, Escape cancels, Enter saves', async () => {
    const { context, page, errors } = await adminOnScreen();
    const table = confirmedTable(page);
    const renameButton = table.getByRole('button', { name: 'Omdøb Vejle Friskole' });
    await renameButton.click();
    const input = table.getByLabel('Nyt navn til Vejle Friskole');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('Århus Katedralskole');
    await table.getByRole('button', { name: 'Gem' }).click();
    await table.getByText('Der findes allerede en institution med det navn').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await shot(page, 'inline-rename');

    await input.press('Escape');
    expect(await table.getByLabel('Nyt navn til Vejle Friskole').count()).toBe(0);
    expect(await renameButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await renameButton.press('Enter');
    await table.getByLabel('Nyt navn til Vejle Friskole').fill('Vejle Friskole og Naturbørnehave');
    await table.getByLabel('Nyt navn til Vejle Friskole').press('Enter');
    await page.getByText('«Vejle Friskole» hedder nu «Vejle Friskole og Naturbørnehave».').waitFor();
    const renamed = table.getByRole('button', { name: 'Omdøb Vejle Friskole og Naturbørnehave' });
    await renamed.waitFor();
    await page.waitForFunction(() =>
      document.activeElement?.getAttribute('aria-label')?.startsWith('Omdøb Vejle'),
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes one through the confirmation dialog, which names it and how many users it unlinks; they become unlinked', async () => {
    const { context, page, errors } = await adminOnScreen();
    await confirmedTable(page).getByRole('button', { name: 'Slet Aarhus Katedralskole' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slet institution?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Slet «Aarhus Katedralskole»\? \d+ brugere? mister/);
    await expectNoAxeViolations(page);
    await shot(page, 'delete-dialog', { fullPage: false });

    // Cancelling keeps it.
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    expect(
      await confirmedTable(page)
        .getByRole('row', { name: /Aarhus Katedralskole/ })
        .count(),
    ).toBe(1);

    await confirmedTable(page).getByRole('button', { name: 'Slet Aarhus Katedralskole' }).click();
    await page
      .getByRole('dialog', { name: 'Slet institution?' })
      .getByRole('button', { name: 'Slet' })
      .click();
    const message = page.getByText(
      /«Aarhus Katedralskole» er slettet\. \d+ brugere? mistede tilknytningen\./,
    );
    await message.waitFor();
    expect(await message.evaluate((el) => el === document.activeElement)).toBe(true);
    // The list fetches again after the change (the reload counter): the row goes.
    await confirmedTable(page)
      .getByRole('row', { name: /Aarhus Katedralskole/ })
      .waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);

    // Mette Lærkegaard was at Aarhus Katedralskole: her record has no institution now.
    await page.goto('/admin/bruger-information/?email=laerer@example.dk');
    await page.getByText('Brugeren har ikke valgt en institution.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sorts and filters the table; a reload and Back bring the same view back from the URL', async () => {
    const { context, page, errors } = await adminOnScreen();
    await page.getByLabel('Skoletype').selectOption('Gymnasium');
    await page.waitForURL(/inst\.segment=Gymnasium/);
    const cityHeader = confirmedTable(page).getByRole('columnheader', { name: /By/ });
    await cityHeader.getByRole('button').click();
    await cityHeader.getByRole('button').click();
    await page.waitForURL(/inst\.sort=city&inst\.dir=desc/);
    const names = async () => confirmedTable(page).getByRole('rowheader').allTextContents();
    const shown = await names();
    expect(shown).toEqual(['Roskilde Gymnasium', 'Aarhus Katedralskole']);
    expect(await cityHeader.getAttribute('aria-sort')).toBe('descending');

    await page.reload();
    expect(await page.getByLabel('Skoletype').inputValue()).toBe('Gymnasium');
    expect(
      await confirmedTable(page).getByRole('columnheader', { name: /By/ }).getAttribute('aria-sort'),
    ).toBe('descending');
    expect(await names()).toEqual(shown);
    await expectNoAxeViolations(page);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('inst.dir=desc'));
    expect(
      await confirmedTable(page).getByRole('columnheader', { name: /By/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('keyboard only', () => {
  it('finds a pending institution, approves it, and confirms a deletion in the dialog', async () => {
    const { context, page, errors } = await adminOnScreen();
    await tabTo(page, 'Søg i ventende institutioner');
    await page.keyboard.type('svendborg');
    await page.waitForURL(/afventer\.q=svendborg/);
    await tabTo(page, 'Godkend Svendborg Efterskole');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Resultat af godkendelsen: 1 godkendt/ }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'godkendelse-resultat');

    await tabTo(page, 'Slet Roskilde Gymnasium');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Slet institution?' });
    await dialog.waitFor();
    // Focus starts on the safe choice; Tab reaches "Slet".
    await page.waitForFunction(() => document.activeElement?.textContent === 'Annuller');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const message = page.getByText(/«Roskilde Gymnasium» er slettet/);
    await message.waitFor();
    expect(await message.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
