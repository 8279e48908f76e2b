import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, injectFault, login, watchPageErrors } from './support';

/**
 * The rule "every failure path the stand-in can produce shows a Danish message and loses nothing the person
 * typed", for the calls the other teacher journeys do not fail: one test per screen, several faults each, every
 * failure state scanned by axe, and each action tried again once the fault is spent (so the fault was the cause).
 */

const PROGRAMMES = '/min-profil/event-og-programmer/';
const MATERIALS = '/min-profil/undervisningsmaterialer/';
const KONTO = '/min-profil/konto/';
const FINAL = 'Kickstart-finalen 2026';
const SOFIE = ACCOUNTS.otherTeacher;

const fault = (pathPrefix: string) => injectFault({ service: 'product', pathPrefix, status: 500, times: 1 });

async function open(visit: OpenVisit, account: { email: string; password: string }, screen: string) {
  const { context, page } = await visit();
  const errors = watchPageErrors(page);
  await login(page, account, screen);
  if (new URL(page.url()).pathname !== screen) await page.goto(screen);
  return { context, page, errors };
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * Runs `act` and waits for a new failure message (an alert) in Danish; it has focus when the action asks for
 * it. Messages already shown are marked first, so the same text twice is waited for twice.
 */
async function failsWith(
  page: Page,
  scope: Locator,
  act: () => Promise<void>,
  text: string,
  { focused = false } = {},
) {
  await page.evaluate(() => {
    for (const shown of document.querySelectorAll('[role="alert"] p')) shown.setAttribute('data-seen', '');
  });
  await act();
  const message = scope.getByRole('alert').locator('p:not([data-seen])');
  await message.waitFor();
  expect(await message.textContent()).toBe(text);
  if (focused) await expect.poll(() => isFocused(message)).toBe(true);
  await expectNoAxeViolations(page);
}

describe('failures on Programmer og events', () => {
  it('join, leave, sign-up, its pre-flight check, code check, redeem and hand-in each fail in Danish and keep the code', async ({
    visit,
  }) => {
    const { page, errors } = await open(visit, ACCOUNTS.teacher, PROGRAMMES);
    const programmes = page.getByRole('region', { name: 'Dine programmer' });

    await fault('/user/JoinProgram');
    await failsWith(
      page,
      programmes,
      () => programmes.getByRole('button', { name: 'Meld dig ind Innovationsugen' }).click(),
      'Du kunne ikke melde dig ind i Innovationsugen lige nu. Prøv igen om lidt.',
    );

    await fault('/user/LeaveProgram');
    await programmes.getByRole('button', { name: 'Forlad programmet Kickstart' }).click();
    await failsWith(
      page,
      programmes,
      () =>
        page
          .getByRole('dialog', { name: 'Forlad programmet?' })
          .getByRole('button', { name: 'Forlad programmet' })
          .click(),
      'Du kunne ikke forlade Kickstart lige nu. Prøv igen om lidt.',
    );
    expect(await programmes.getByRole('button', { name: 'Forlad programmet Kickstart' }).isVisible()).toBe(
      true,
    );

    await page.getByRole('button', { name: `Åbn arrangementet ${FINAL}` }).click();
    const panelId = await page
      .getByRole('button', { name: `Luk arrangementet ${FINAL}` })
      .getAttribute('aria-controls');
    const panel = page.locator(`#${panelId}`);
    const codeForm = panel.getByRole('form', { name: `Deltagerkode til ${FINAL}` });
    const code = codeForm.getByRole('textbox', { name: 'Deltagerkode', exact: true });
    await code.fill('KICKSTART-2026');

    // CheckEventCode: the check fails, the code stays; then the check's success state (scanned too).
    const FAILED = 'Koden kunne ikke behandles lige nu. Prøv igen om lidt.';
    await fault('/redeem-code/CheckEventCode');
    await failsWith(page, panel, () => codeForm.getByRole('button', { name: 'Tjek kode' }).click(), FAILED, {
      focused: true,
    });
    expect(await code.inputValue()).toBe('KICKSTART-2026');
    await codeForm.getByRole('button', { name: 'Tjek kode' }).click();
    await panel.getByText(`Koden passer til ${FINAL}.`, { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    // redeem-code ValidateCode (raw policy): a 500 is not a refusal; the general text, the code kept.
    await fault('/redeem-code/ValidateCode');
    await failsWith(
      page,
      panel,
      () => codeForm.getByRole('button', { name: 'Indløs kode' }).click(),
      FAILED,
      { focused: true },
    );
    expect(await code.inputValue()).toBe('KICKSTART-2026');
    await codeForm.getByRole('button', { name: 'Indløs kode' }).click();
    await panel.getByText(`Koden er indløst til ${FINAL}. Du kan nu tilmelde dig.`).waitFor();

    // ValidateUserForEvent (the pre-flight check), then SignUpToEvent itself.
    const SIGNUP_FAILED = 'Tilmeldingen kunne ikke gennemføres lige nu. Prøv igen om lidt.';
    const signUp = panel.getByRole('button', { name: `Tilmeld mig ${FINAL}` });
    await fault('/events/ValidateUserForEvent');
    await failsWith(page, panel, () => signUp.click(), SIGNUP_FAILED, { focused: true });
    await fault('/events/SignUpToEvent');
    await failsWith(page, panel, () => signUp.click(), SIGNUP_FAILED, { focused: true });
    await signUp.click();
    await panel.getByText(`Du er tilmeldt ${FINAL}.`, { exact: false }).waitFor();

    // CreateSubmission: the hand-in fails, the code stays for the next try, which works.
    expect(await code.inputValue()).toBe('KICKSTART-2026');
    await fault('/events/CreateSubmission');
    await failsWith(
      page,
      panel,
      () => codeForm.getByRole('button', { name: 'Aflever med kode' }).click(),
      'Afleveringen kunne ikke oprettes lige nu. Prøv igen om lidt.',
      {
        focused: true,
      },
    );
    expect(await code.inputValue()).toBe('KICKSTART-2026');
    await codeForm.getByRole('button', { name: 'Aflever med kode' }).click();
    await panel.getByText(`Din aflevering til ${FINAL} er oprettet.`).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('failures on Undervisningsmaterialer and Konto', () => {
  it('unlocking through the school fails in Danish, then works', async ({ visit }) => {
    const { page, errors } = await open(visit, SOFIE, MATERIALS);
    const access = page.getByRole('region', { name: 'Din adgang' });
    await fault('/material/ValidateUser');
    await failsWith(
      page,
      access,
      () => access.getByRole('button', { name: 'Lås op via min skole' }).click(),
      'Du kunne ikke få adgang via din skole lige nu. Prøv igen om lidt.',
    );
    await access.getByRole('button', { name: 'Lås op via min skole' }).click();
    await page.getByText('Din skole har givet dig adgang til materialerne uden kode.').waitFor();
    expect(errors).toEqual([]);
  });

  it('re-affirming the institution fails in Danish, then works', async ({ visit }) => {
    const { page, errors } = await open(visit, ACCOUNTS.teacher, KONTO);
    const main = page.getByRole('main');
    await fault('/user/ReAffirmInstitution');
    await failsWith(
      page,
      main,
      () => main.getByRole('button', { name: 'Bekræft min institution' }).click(),
      'Din institution kunne ikke bekræftes lige nu. Prøv igen om lidt.',
    );
    await main.getByRole('button', { name: 'Bekræft min institution' }).click();
    await page.getByText('Tak. Du har bekræftet, at du underviser på Aarhus Katedralskole').waitFor();
    expect(errors).toEqual([]);
  });
});
