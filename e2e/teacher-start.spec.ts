import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, injectFault, login, watchPageErrors } from './support';

const fault = injectFault;

/** A signed-in page that fails the test on any page error. */
async function start(visit: OpenVisit, account: { email: string; password: string }) {
  const { context, page } = await visit();
  const errors = watchPageErrors(page);
  await login(page, account);
  return { context, page, errors };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const isFocused = (page: Page, name: string) =>
  heading(page, name).evaluate((element) => element === document.activeElement);

describe('getting started: a person with no record signs up for the programme', () => {
  it('shows the sign-up in the first HTML, creates the record and a new institution, and shows it awaiting approval', async ({
    visit,
  }) => {
    const { context, page, errors } = await start(visit, ACCOUNTS.signup);
    expect(await heading(page, 'Tilmeld dig programmet').isVisible()).toBe(true);
    // Rendered on the server: the sign-up and the confirmed institutions are in the HTML itself.
    const html = await (await context.request.get('/min-profil/')).text();
    expect(html).toContain('Tilmeld dig programmet');
    expect(html).toContain('Aarhus Katedralskole');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Tilmeld mig programmet' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Ret venligst følgende' });
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.textContent()).toContain('Vælg din institution på listen');
    await expectNoAxeViolations(page);

    await field(page, 'Navn').fill('Tine Tilmelding');
    await field(page, 'Telefon (valgfri)').fill('+45 12 34 56 78');
    await field(page, 'Fag (valgfri)').fill('Dansk, Samfundsfag');
    await page.getByRole('radio', { name: /ikke på listen/ }).check();
    await field(page, 'Institutionens navn').fill('Thy Efterskole');
    await page.getByRole('combobox', { name: 'Skoletype', exact: true }).selectOption('Grundskole');
    await field(page, 'Postnummer (valgfrit)').fill('7700');
    await field(page, 'By (valgfri)').fill('Thisted');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Tilmeld mig programmet' }).click();

    await heading(page, 'Din profil').waitFor();
    await expect.poll(() => isFocused(page, 'Din profil')).toBe(true);
    await page
      .getByText('Din institution venter på godkendelse.')
      .waitFor({ state: 'visible', timeout: 5_000 });
    const details = await page.getByRole('definition').allTextContents();
    expect(details).toContain('Tine Tilmelding');
    expect(details).toContain('Dansk, Samfundsfag');
    expect(details.join(' ')).toContain('Thy Efterskole');
    expect(details.join(' ')).toContain('Venter på godkendelse');
    const next = page.getByRole('list', { name: 'Hvor vil du hen?' });
    expect(await next.getByRole('link', { name: /Konto/ }).getAttribute('href')).toBe('/min-profil/konto/');
    await expectNoAxeViolations(page);

    // Still there after a reload: the server finds the record now.
    await page.reload();
    expect(await heading(page, 'Din profil').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('tells a failed sign-up in Danish and keeps everything typed; the next try with a listed institution works', async ({
    visit,
  }) => {
    const { page, errors } = await start(visit, ACCOUNTS.signup);
    await field(page, 'Navn').fill('Tine Tilmelding');
    await field(page, 'Fag (valgfri)').fill('Matematik');
    await page.getByRole('searchbox', { name: 'Søg efter navn eller by' }).fill('århus');
    await page.getByRole('combobox', { name: 'Filtrer på skoletype' }).selectOption('Gymnasium');
    expect(await page.getByRole('radio', { name: /Katedralskole/ }).count()).toBe(1);
    await page.getByRole('radio', { name: /Aarhus Katedralskole/ }).check();

    await fault({ service: 'product', pathPrefix: '/user/CreateUser', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Tilmeld mig programmet' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Vi kunne ikke oprette din profil lige nu' });
    await message.waitFor();
    await expect.poll(() => message.locator('p').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field(page, 'Navn').inputValue()).toBe('Tine Tilmelding');
    expect(await field(page, 'Fag (valgfri)').inputValue()).toBe('Matematik');
    expect(await page.getByRole('radio', { name: /Aarhus Katedralskole/ }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Tilmeld mig programmet' }).click();
    await heading(page, 'Din profil').waitFor();
    expect(await page.getByText('Velkommen! Du er nu tilmeldt programmet.').isVisible()).toBe(true);
    expect((await page.getByRole('definition').allTextContents()).join(' ')).toContain(
      'Aarhus Katedralskole',
    );
    expect(await page.getByText('venter på godkendelse').count()).toBe(0);
    expect(errors).toEqual([]);
  });
  it('keeps the new institution typed when only its creation fails, and creates it on the next try', async ({
    visit,
  }) => {
    const { page, errors } = await start(visit, ACCOUNTS.signup);
    await page.getByRole('radio', { name: /ikke på listen/ }).check();
    await field(page, 'Institutionens navn').fill('Thy Efterskole');
    await page.getByRole('combobox', { name: 'Skoletype', exact: true }).selectOption('Grundskole');
    await field(page, 'By (valgfri)').fill('Thisted');
    await fault({ service: 'product', pathPrefix: '/institutions/CreateInstitution', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Tilmeld mig programmet' }).click();

    // The record exists now; the step that is left is the institution, with what was typed.
    await heading(page, 'Vælg din institution').waitFor();
    await expect.poll(() => isFocused(page, 'Vælg din institution')).toBe(true);
    expect(await page.getByText('din institution kunne ikke oprettes').isVisible()).toBe(true);
    expect(await field(page, 'Institutionens navn').inputValue()).toBe('Thy Efterskole');
    expect(await field(page, 'By (valgfri)').inputValue()).toBe('Thisted');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Opret institution' }).click();
    await heading(page, 'Din profil').waitFor();
    await page
      .getByText('Din institution venter på godkendelse.')
      .waitFor({ state: 'visible', timeout: 5_000 });
    expect(errors).toEqual([]);
  });
});

describe('getting started: a member without an institution links one', () => {
  it('links a confirmed institution found by search, by keyboard alone', async ({ visit }) => {
    const { page, errors } = await start(visit, ACCOUNTS.newTeacher);
    expect(await heading(page, 'Vælg din institution').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Søg efter navn eller by' }).fill('vejle');
    // The search runs on the server once typing pauses: the count arrives with the page of matches.
    await page
      .getByText('1 institution passer til din søgning.')
      .waitFor({ state: 'visible', timeout: 5_000 });
    // Keyboard only: into the radio group, choose, then on to the button.
    await page.getByRole('radio', { name: /Vejle Friskole/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await heading(page, 'Din profil').waitFor();
    await expect.poll(() => isFocused(page, 'Din profil')).toBe(true);
    // The message comes with the step's next render (the link's answer, then the refreshed record).
    await page.getByText('Tak. Din institution er gemt.').waitFor({ state: 'visible', timeout: 5_000 });
    expect((await page.getByRole('definition').allTextContents()).join(' ')).toContain('Vejle Friskole');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('offers the existing institution when the new one has its name (409 institution-exists)', async ({
    visit,
  }) => {
    const { page, errors } = await start(visit, ACCOUNTS.newTeacher);
    await field(page, 'Institutionens navn').fill('Århus Katedralskole');
    await page.getByRole('combobox', { name: 'Skoletype', exact: true }).selectOption('Gymnasium');
    await page.getByRole('button', { name: 'Opret institution' }).click();
    const message = page
      .getByRole('alert')
      .filter({ hasText: 'Der findes allerede en godkendt institution' });
    await message.waitFor();
    expect(await message.textContent()).toContain('Aarhus Katedralskole');
    expect(await field(page, 'Institutionens navn').inputValue()).toBe('Århus Katedralskole');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Brug Aarhus Katedralskole' }).click();
    await heading(page, 'Din profil').waitFor();
    expect((await page.getByRole('definition').allTextContents()).join(' ')).toContain(
      'Aarhus Katedralskole',
    );
    expect(errors).toEqual([]);
  });
});
