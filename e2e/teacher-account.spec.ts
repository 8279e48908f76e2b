import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, injectFault, login, watchPageErrors } from './support';

const KONTO = '/min-profil/konto/';

const fault = injectFault;

async function konto(visit: OpenVisit, account: { email: string; password: string }) {
  const { context, page } = await visit();
  const errors = watchPageErrors(page);
  await login(page, account, KONTO);
  return { context, page, errors };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const details = async (page: Page) => (await page.getByRole('definition').allTextContents()).join(' | ');
const today = () =>
  new Intl.DateTimeFormat('da-DK', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  })
    .format(new Date())
    .replace(/\//g, '.');

describe('Konto', () => {
  it("shows the teacher's data in the first HTML, re-affirms the institution and changes it", async ({
    visit,
  }) => {
    const { context, page, errors } = await konto(visit, ACCOUNTS.teacher);
    const html = await (await context.request.get(KONTO)).text();
    expect(html).toContain('Mette Lærkegaard');
    expect(html).toContain('Aarhus Katedralskole');
    expect(await details(page)).toContain('Status: Godkendt');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Bekræft min institution' }).click();
    const thanks = page.getByText('Tak. Du har bekræftet, at du underviser på Aarhus Katedralskole');
    await thanks.waitFor();
    await expect.poll(() => details(page)).toContain(`Bekræftet ${today()}`);
    // Affirmed today: not asked again, and focus is on the message, not lost with the button.
    expect(await page.getByText(/Underviser du stadig på/).count()).toBe(0);
    expect(await thanks.evaluate((element) => element === document.activeElement)).toBe(true);

    const change = page.getByRole('region', { name: 'Skift til en anden institution' });
    expect(await change.getByRole('radio', { name: /Aarhus Katedralskole/ }).isChecked()).toBe(true);
    await change.getByRole('searchbox', { name: 'Søg efter navn eller by' }).fill('roskilde');
    await change.getByRole('radio', { name: /Roskilde Gymnasium/ }).check();
    await change.getByRole('button', { name: 'Skift institution' }).click();
    // The change is reviewed first; cancelling changes nothing.
    const review = page.getByRole('dialog', { name: 'Skift institution?' });
    expect(await review.textContent()).toContain(
      'Du skifter fra Aarhus Katedralskole til Roskilde Gymnasium.',
    );
    await expectNoAxeViolations(page);
    await review.getByRole('button', { name: 'Fortryd' }).click();
    expect(await details(page)).toContain('Aarhus Katedralskole');
    await change.getByRole('button', { name: 'Skift institution' }).click();
    await review.getByRole('button', { name: 'Skift til Roskilde Gymnasium' }).click();
    await change.getByText('Din institution er nu Roskilde Gymnasium.').waitFor();
    await expect.poll(() => details(page)).toContain('Roskilde Gymnasium');
    // Just chosen: the screen does not ask the teacher to confirm the school they chose.
    expect(await page.getByText(/Underviser du stadig på/).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('tells a failed change in Danish and keeps the choice', async ({ visit }) => {
    const { page, errors } = await konto(visit, ACCOUNTS.teacher);
    const change = page.getByRole('region', { name: 'Skift til en anden institution' });
    await change.getByRole('radio', { name: /Vejle Friskole/ }).check();
    await fault({ service: 'product', pathPrefix: '/user/UpdateInstitution', status: 500, times: 1 });
    await change.getByRole('button', { name: 'Skift institution' }).click();
    await page
      .getByRole('dialog', { name: 'Skift institution?' })
      .getByRole('button', { name: 'Skift til Vejle Friskole' })
      .click();
    const message = change
      .getByRole('alert')
      .filter({ hasText: 'Din institution kunne ikke gemmes lige nu' });
    await message.waitFor();
    expect(await change.getByRole('radio', { name: /Vejle Friskole/ }).isChecked()).toBe(true);
    expect(await details(page)).toContain('Aarhus Katedralskole');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('creates a new institution, shown as awaiting approval; a failed try first keeps what was typed', async ({
    visit,
  }) => {
    const { page, errors } = await konto(visit, ACCOUNTS.teacher);
    const create = page.getByRole('region', { name: 'Opret ny institution' });
    await create.getByRole('button', { name: 'Opret institution' }).click();
    const summary = create.getByRole('alert').filter({ hasText: 'Ret venligst følgende' });
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.textContent()).toContain('Institutionens navn er påkrævet');
    await expectNoAxeViolations(page);

    // A single-line street address: address-line1 (street-address is for a multi-line field).
    expect(await field(page, 'Adresse (valgfri)').getAttribute('autocomplete')).toBe('address-line1');
    await field(page, 'Institutionens navn').fill('Mariager Efterskole');
    await create.getByRole('combobox', { name: 'Skoletype', exact: true }).selectOption('Grundskole');
    await field(page, 'Postnummer (valgfrit)').fill('9550');
    await fault({ service: 'product', pathPrefix: '/institutions/CreateInstitution', status: 503, times: 1 });
    await create.getByRole('button', { name: 'Opret institution' }).click();
    await create
      .getByRole('alert')
      .filter({ hasText: 'Institutionen kunne ikke oprettes lige nu' })
      .waitFor();
    expect(await field(page, 'Institutionens navn').inputValue()).toBe('Mariager Efterskole');
    expect(await field(page, 'Postnummer (valgfrit)').inputValue()).toBe('9550');

    await create.getByRole('button', { name: 'Opret institution' }).click();
    await page.getByText('Din institution venter på godkendelse.').waitFor();
    expect(
      await create.getByText('Mariager Efterskole er oprettet og venter på godkendelse').isVisible(),
    ).toBe(true);
    expect(await details(page)).toContain('Status: Venter på godkendelse');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('offers the existing institution when the name is taken (409 institution-exists)', async ({ visit }) => {
    const { page, errors } = await konto(visit, ACCOUNTS.teacher);
    const create = page.getByRole('region', { name: 'Opret ny institution' });
    await field(page, 'Institutionens navn').fill('vejle friskole');
    await create.getByRole('combobox', { name: 'Skoletype', exact: true }).selectOption('Grundskole');
    await create.getByRole('button', { name: 'Opret institution' }).click();
    await create
      .getByRole('alert')
      .filter({ hasText: 'Der findes allerede en godkendt institution' })
      .waitFor();
    await create.getByRole('button', { name: 'Brug Vejle Friskole' }).click();
    const done = create.getByText('Din institution er nu Vejle Friskole.');
    await done.waitFor();
    await expect.poll(() => done.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => details(page)).toContain('Vejle Friskole');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('points a person with no record yet to the sign-up', async ({ visit }) => {
    const { page, errors } = await konto(visit, ACCOUNTS.signup);
    await page.getByRole('link', { name: 'Tilmeld dig på Min profil' }).click();
    await page.getByRole('heading', { level: 2, name: 'Tilmeld dig programmet' }).waitFor();
    expect(errors).toEqual([]);
  });
});
