import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { shot, tabTo } from './admin-support';
import { ACCOUNTS, expectNoAxeViolations, injectFault, login, watchPageErrors } from './support';

const SCREEN = '/admin/brugere-og-institutioner/';

/** A signed-in admin on the screen, failing the test on any page error. */
async function adminOnScreen(visit: OpenVisit, query = '') {
  const { context, page } = await visit({ account: ACCOUNTS.admin });
  const errors = watchPageErrors(page);
  await page.goto(`${SCREEN}${query}`);
  return { context, page, errors };
}

const pendingTable = (page: Page) =>
  page.getByRole('table', { name: 'Institutioner, der venter på godkendelse' });
const confirmedTable = (page: Page) => page.getByRole('table', { name: 'Godkendte institutioner' });

describe('pending institutions', () => {
  it("an admin approves the institution a teacher just created on Konto, seeing the confirmed school it resembles; the teacher's Konto then shows it confirmed", async ({
    visit,
  }) => {
    // The teacher, in a browser of their own, creates the school on Konto and sees it awaiting approval.
    const teacher = await visit();
    const teacherErrors = watchPageErrors(teacher.page);
    await login(teacher.page, ACCOUNTS.newTeacher, '/min-profil/konto/');
    const create = teacher.page.getByRole('region', { name: 'Opret ny institution' });
    await create.getByRole('textbox', { name: 'Institutionens navn', exact: true }).fill('Ny Vejle Friskole');
    await create.getByRole('combobox', { name: 'Skoletype', exact: true }).selectOption('Grundskole');
    await create.getByRole('button', { name: 'Opret institution' }).click();
    await teacher.page.getByText('Din institution venter på godkendelse.').waitFor();
    const kontoDetails = async () =>
      (await teacher.page.getByRole('definition').allTextContents()).join(' | ');
    expect(await kontoDetails()).toContain('Status: Venter på godkendelse');

    const { context, page, errors } = await adminOnScreen(visit);
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

    // The teacher opens Konto again and sees the school confirmed; the waiting notice is gone.
    await teacher.page.reload();
    await expect.poll(kontoDetails).toMatch(/Ny Vejle Friskole.*Status: Godkendt/);
    expect(await teacher.page.getByText('Din institution venter på godkendelse.').count()).toBe(0);
    await expectNoAxeViolations(teacher.page);
    expect(errors).toEqual([]);
    expect(teacherErrors).toEqual([]);
    await Promise.all([context.close(), teacher.context.close()]);
  });

  it('approves two pending institutions at once, with a result per row', async ({ visit }) => {
    const { page, errors } = await adminOnScreen(visit);
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
  });

  it('"Godkend alle N" says how many, and approves nothing when the list changed after it was shown', async ({
    visit,
  }) => {
    const { context, page, errors } = await adminOnScreen(visit);
    const table = pendingTable(page);
    await page.getByRole('button', { name: 'Godkend alle 2' }).click();
    const ask = page.getByRole('dialog', { name: 'Godkend institutioner?' });
    await ask.getByText('Godkend alle 2 institutioner, der venter? Også dem på de andre sider.').waitFor();
    // Meanwhile another administrator approves one of the two.
    const other = await context.newPage();
    await other.goto(SCREEN);
    await pendingTable(other).getByRole('checkbox', { name: 'Vælg Svendborg Efterskole' }).check();
    await other.getByRole('button', { name: 'Godkend valgte (1)' }).click();
    await other.getByRole('heading', { name: /Resultat af godkendelsen: 1 godkendt\./ }).waitFor();
    await other.close();

    await ask.getByRole('button', { name: 'Godkend alle' }).click();
    await page
      .getByText(
        'Listen har ændret sig, siden du så den: nu venter 1 institution på godkendelse i søgningen. Intet er godkendt.',
        { exact: false },
      )
      .waitFor();
    // The new list is shown, and the one left was not approved.
    await table.getByRole('row', { name: /Herning Innovationsgymnasium/ }).waitFor();
    await expect.poll(() => table.getByRole('row', { name: /Svendborg Efterskole/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('tells which of several failed, keeps it ticked with the reason in its row, and approves it on a second try', async ({
    visit,
  }) => {
    // The product API fails the first approval of the two (a server error); the second goes through.
    await injectFault({
      service: 'product',
      pathPrefix: '/institutions/ApproveInstituion',
      status: 500,
      times: 1,
    });
    const { page, errors } = await adminOnScreen(visit);
    const table = pendingTable(page);
    // Approved one by one in the order ticked (the ticks may span pages): Herning's is the call that fails.
    await table.getByRole('checkbox', { name: 'Vælg Herning Innovationsgymnasium' }).check();
    await table.getByRole('checkbox', { name: 'Vælg Svendborg Efterskole' }).check();
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
  });
});

describe('confirmed institutions', () => {
  it('renames one inline: a duplicate is refused with the reason, Escape cancels, Enter saves', async ({
    visit,
  }) => {
    const { page, errors } = await adminOnScreen(visit);
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
  });

  it('deletes one through the confirmation dialog, which names it and how many users it unlinks; they become unlinked', async ({
    visit,
  }) => {
    const { page, errors } = await adminOnScreen(visit);
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
    // The list fetches again after the change (the institutions list's reload): the row goes.
    await confirmedTable(page)
      .getByRole('row', { name: /Aarhus Katedralskole/ })
      .waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);

    // Mette Lærkegaard was at Aarhus Katedralskole: her record has no institution now.
    await page.goto('/admin/bruger-information/?email=laerer@example.dk');
    await page.getByText('Brugeren har ikke valgt en institution.').waitFor();
    expect(errors).toEqual([]);
  });

  it('sorts and filters the table; a reload and Back bring the same view back from the URL', async ({
    visit,
  }) => {
    const { page, errors } = await adminOnScreen(visit);
    await page.getByLabel('Skoletype').selectOption('Gymnasium');
    await page.waitForURL(/inst\.segment=Gymnasium/);
    const cityHeader = confirmedTable(page).getByRole('columnheader', { name: /By/ });
    await cityHeader.getByRole('button').click();
    await cityHeader.getByRole('button').click();
    await page.waitForURL(/inst\.sort=city&inst\.dir=desc/);
    // The page's own path, trailing slash included: a copied link or a reload needs no redirect.
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    const names = async () => confirmedTable(page).getByRole('rowheader').allTextContents();
    // The server sorts in Danish order, where "Aa" is "Å", the last letter: Aarhus comes after Roskilde, so
    // first when descending. The rows of the last answer stay on screen until the new page has come: poll.
    const shown = ['Aarhus Katedralskole', 'Roskilde Gymnasium'];
    await expect.poll(names).toEqual(shown);
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
    // After a reload Back fetches the page's data again before it redraws: poll.
    await expect
      .poll(() => confirmedTable(page).getByRole('columnheader', { name: /By/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    expect(errors).toEqual([]);
  });
});

describe('at a phone’s width (360 px)', () => {
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error(`${String(locator)} is not drawn`);
    return found;
  };
  /** Whole within the screen's width: reachable without scrolling anything sideways. */
  const withinWidth = async (locator: Locator) => {
    const b = await box(locator);
    return b.x >= 0 && b.x + b.width <= 360;
  };

  it("shows captions and every row's buttons without scrolling sideways, and renames in a form that fits under its row", async ({
    visit,
  }) => {
    const { page, errors } = await adminOnScreen(visit);
    await page.setViewportSize({ width: 360, height: 800 });
    const pending = pendingTable(page);
    for (const element of [
      pending.locator('caption span'),
      pending.getByRole('button', { name: 'Godkend Svendborg Efterskole' }),
      confirmedTable(page).locator('caption span'),
    ]) {
      await element.scrollIntoViewIfNeeded();
      expect(await withinWidth(element)).toBe(true);
    }

    const table = confirmedTable(page);
    const renameButton = table.getByRole('button', { name: 'Omdøb Vejle Friskole' });
    await renameButton.scrollIntoViewIfNeeded();
    expect(await withinWidth(renameButton)).toBe(true);
    expect(await withinWidth(table.getByRole('button', { name: 'Slet Vejle Friskole' }))).toBe(true);
    await renameButton.click();
    const input = table.getByLabel('Nyt navn til Vejle Friskole');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    const form = [
      table.getByText('Nyt navn til Vejle Friskole', { exact: true }),
      input,
      table.getByRole('button', { name: 'Gem' }),
      table.getByRole('button', { name: 'Annuller' }),
    ];
    // The school's own row (its row header), and its Skoletype cell the form once was drawn over.
    const row = table.locator('tbody tr', { has: page.getByRole('rowheader', { name: 'Vejle Friskole' }) });
    const segment = await box(row.getByRole('cell').first());
    for (const element of form) {
      expect(await withinWidth(element)).toBe(true);
      expect((await box(element)).y).toBeGreaterThanOrEqual(segment.y + segment.height);
    }
    await input.fill('Å');
    await table.getByRole('button', { name: 'Gem' }).click();
    await table.getByText('Navnet skal have mindst 2 tegn').waitFor();
    expect(await withinWidth(table.getByText('Navnet skal have mindst 2 tegn'))).toBe(true);
    await expectNoAxeViolations(page);
    await shot(page, 'rename-360');

    await input.fill('Vejle Friskole og Naturbørnehave');
    await input.press('Enter');
    await page.getByText('«Vejle Friskole» hedder nu «Vejle Friskole og Naturbørnehave».').waitFor();
    // Focus goes back to the row's "Omdøb" that is on the screen (the one under the row on a phone).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement;
          return el?.getAttribute('aria-label') === 'Omdøb Vejle Friskole og Naturbørnehave'
            ? el.getClientRects().length
            : 0;
        }),
      )
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('keyboard only', () => {
  it('finds a pending institution, approves it, and confirms a deletion in the dialog', async ({ visit }) => {
    const { page, errors } = await adminOnScreen(visit);
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
  });
});
