import type { Page } from 'playwright-core';
import { beforeEach, describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, login, MOCK, path, resetMock, watchPageErrors } from './support';

/**
 * "Hent" on the public materials page (/undervisningsmateriale/), for each kind of person who presses it: the
 * login modal over gated content for a visitor, the content modal that unlocks a code material, the download at
 * once, the sign-up first for a person with no product record, and a note for an administrator. Every download
 * is counted at the product API, so "registered once" is what the upstream saw.
 */
beforeEach(async () => {
  await resetMock();
  await fetch(`${MOCK}/__mock/stats`, { method: 'DELETE' });
});

const MATERIALS = '/undervisningsmateriale/';
/** Open through the teacher's school. */
const GUIDE = { id: 'mat-4002', title: 'Kickstart-guiden' };
/** Needs a material code, which the demo teacher has not redeemed. */
const CODE_ONLY = { id: 'mat-4003', title: 'Innovationsugen' };

/** How many downloads the product API registered since the test began. */
async function registeredDownloads(): Promise<number> {
  const stats = (await (await fetch(`${MOCK}/__mock/stats`)).json()) as { paths: Record<string, number> };
  return Object.entries(stats.paths)
    .filter(([key]) => key.endsWith('/material/RegisterDownload'))
    .reduce((sum, [, n]) => sum + n, 0);
}

const material = (page: Page, id: string) => page.locator(`#materiale-${id}`);
const getButton = (page: Page, title: string) =>
  page.getByRole('main').getByRole('button', { name: `Hent ${title}`, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return `${element?.tagName ?? ''} ${element?.textContent?.trim() ?? ''}`;
  });

/** Presses Tab until the focused element's text matches (keyboard only; at most `limit` presses). */
async function tabTo(page: Page, text: RegExp, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (text.test(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${text}; focus is on "${await focused(page)}"`);
}

describe('materials on the public site', () => {
  it('signed out: Hent opens the login modal over gated content, closed by the signal or the person', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await page.goto(MATERIALS);
    await getButton(page, GUIDE.title).click();
    const login = dialog(page, 'Log ind for at fortsætte');
    await login.waitFor();
    expect(await login.textContent()).toContain('kræver, at du er logget ind');
    // How a teacher without a profile gets one.
    expect(await login.textContent()).toContain('Har du ingen profil endnu?');
    const href = (await login.getByRole('link', { name: 'Log ind' }).getAttribute('href')) ?? '';
    // Straight to the sign-in (one press); the way back is this page, the material's download and its anchor.
    expect(decodeURIComponent(href)).toBe(
      `/api/auth/login?returnTo=${MATERIALS}?hent=${GUIDE.id}#materiale-${GUIDE.id}`,
    );
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('hide-content-login-modal')));
    await login.waitFor({ state: 'hidden' });
    await getButton(page, GUIDE.title).click();
    await login.getByRole('button', { name: 'Luk' }).last().click();
    await login.waitFor({ state: 'hidden' });
    expect(await focused(page)).toContain(`Hent ${GUIDE.title}`);
    expect(await registeredDownloads()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('by keyboard alone: signed out, Hent, sign in, back on the material, download', async ({ visit }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await page.goto(MATERIALS);
    await tabTo(page, new RegExp(`^BUTTON Hent ${GUIDE.title}$`));
    await page.keyboard.press('Enter');
    const login = dialog(page, 'Log ind for at fortsætte');
    await login.waitFor();
    // Escape closes it and gives focus back to the button; Enter opens it again.
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe(`BUTTON Hent ${GUIDE.title}`);
    await page.keyboard.press('Enter');
    await login.waitFor();
    await tabTo(page, /^A Log ind$/, 5);
    await page.keyboard.press('Enter');

    // One press: the dialog's "Log ind" leads to the identity provider's form, whose e-mail field has focus.
    await page.waitForURL((url) => url.pathname.includes('/idp/'));
    // Typing starts once the form has given its field focus (a page that has loaded may not have yet).
    await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement);
    await page.keyboard.type(ACCOUNTS.teacher.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ACCOUNTS.teacher.password);
    await page.keyboard.press('Enter');

    // Back on the material, at its Hent: offered, nothing registered until the person presses it.
    await page.waitForURL((url) => url.pathname === MATERIALS && url.hash === `#materiale-${GUIDE.id}`);
    await material(page, GUIDE.id)
      .getByText(`Du er logget ind. Tryk på Hent for at hente ${GUIDE.title}.`)
      .waitFor();
    await expect.poll(() => focused(page)).toBe(`BUTTON Hent ${GUIDE.title}`);
    expect(new URL(page.url()).searchParams.has('hent')).toBe(false);
    expect(await registeredDownloads()).toBe(0);
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    expect((await popup).url()).toContain('/cms/');
    await expect.poll(() => registeredDownloads()).toBe(1);
    // A reload does not download again.
    await page.reload();
    await getButton(page, GUIDE.title).waitFor();
    expect(await registeredDownloads()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a teacher with access downloads at once, registered once', async ({ visit }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.teacher);
    await page.goto(MATERIALS);

    // With access (through the school): the file opens at once, counted once.
    const popup = page.waitForEvent('popup');
    await getButton(page, GUIDE.title).click();
    expect((await popup).url()).toContain('/cms/');
    await material(page, GUIDE.id)
      .getByText(/Kickstart-guiden er åbnet i et nyt vindue/)
      .waitFor();
    expect(await registeredDownloads()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a teacher without access unlocks with MATERIALE-2026 in the content modal and downloads from it; the page then says it is open', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.teacher);
    await page.goto(MATERIALS);
    // Until it is unlocked, its card says a code is needed.
    await material(page, CODE_ONLY.id).getByText('Kræver en materialekode').waitFor();

    // The content modal with both ways in; a wrong code is told there and kept.
    await getButton(page, CODE_ONLY.title).click();
    const unlock = dialog(page, `Lås ${CODE_ONLY.title} op`);
    await unlock.waitFor();
    expect(await unlock.getByRole('heading', { name: 'Med en materialekode' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    const code = unlock.getByRole('textbox', { name: 'Materialekode' });
    await code.fill('FORKERT-KODE');
    await unlock.getByRole('button', { name: 'Lås op med koden' }).click();
    await unlock.getByRole('alert').filter({ hasText: 'Koden findes ikke' }).waitFor();
    expect(await code.inputValue()).toBe('FORKERT-KODE');
    await expectNoAxeViolations(page);

    await code.fill('MATERIALE-2026');
    await code.press('Enter');
    // Unlocked: the dialog downloads it at once ("Hent Innovationsugen"), registered once.
    const getHere = unlock.getByRole('button', { name: `Hent ${CODE_ONLY.title}` });
    await getHere.waitFor();
    await expectNoAxeViolations(page);
    expect(await registeredDownloads()).toBe(0);
    const fromDialog = page.waitForEvent('popup');
    await getHere.click();
    expect((await fromDialog).url()).toContain('/cms/');
    await unlock.getByText(/Innovationsugen er åbnet i et nyt vindue/).waitFor();
    expect(await registeredDownloads()).toBe(1);

    // Closing reloads the page (the reload-page counter); the material is open, its Hent has focus, and its card
    // no longer asks for a code.
    const reloaded = page.waitForEvent('load');
    await unlock.getByRole('button', { name: 'Luk' }).last().click();
    await reloaded;
    const note = material(page, CODE_ONLY.id).getByText('Du kan nu hente Innovationsugen', {
      exact: false,
    });
    await note.waitFor();
    await expect.poll(() => focused(page)).toBe(`BUTTON Hent ${CODE_ONLY.title}`);
    await material(page, CODE_ONLY.id).getByText('Låst op for dig', { exact: true }).waitFor();
    expect(await material(page, CODE_ONLY.id).getByText('Kræver en materialekode').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await registeredDownloads()).toBe(1);

    const second = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    expect((await second).url()).toContain('/cms/');
    await material(page, CODE_ONLY.id)
      .getByText(/Innovationsugen er åbnet i et nyt vindue/)
      .waitFor();
    expect(await registeredDownloads()).toBe(2);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    // Four accessibility scans of the dialog and the page, each several seconds on a busy machine.
  }, 120_000);

  it('a link with ?hent= only opens the material at its Hent for a signed-in teacher: nothing is registered until pressed', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.teacher);
    await page.goto(`${MATERIALS}?hent=${GUIDE.id}`);
    await material(page, GUIDE.id)
      .getByText(`Du er logget ind. Tryk på Hent for at hente ${GUIDE.title}.`)
      .waitFor();
    await expect.poll(() => focused(page)).toBe(`BUTTON Hent ${GUIDE.title}`);
    await page.waitForTimeout(500);
    expect(await registeredDownloads()).toBe(0);
    const popup = page.waitForEvent('popup');
    await getButton(page, GUIDE.title).click();
    await popup;
    await expect.poll(() => registeredDownloads()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a person with no product record signs up on Min profil first, and comes back to the material', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.signup);
    await page.goto(MATERIALS);
    await getButton(page, GUIDE.title).click();
    await page.waitForURL((url) => url.pathname === '/min-profil/');
    expect(new URL(page.url()).searchParams.get('tilbage')).toBe(
      `${MATERIALS}?hent=${GUIDE.id}#materiale-${GUIDE.id}`,
    );
    await page.getByRole('textbox', { name: 'Navn', exact: true }).fill('Tine Tilmelding');
    await page.getByRole('radio', { name: /ikke på listen/ }).check();
    await page.getByRole('textbox', { name: 'Institutionens navn', exact: true }).fill('Thy Efterskole');
    await page.getByRole('combobox', { name: 'Skoletype', exact: true }).selectOption('Grundskole');
    await page.getByRole('button', { name: 'Tilmeld mig programmet' }).click();
    await page.getByRole('link', { name: 'Tilbage til materialet' }).click();

    // Back on the material, carrying on: the school is not approved yet, so the content modal offers the code.
    await page.waitForURL((url) => url.pathname === MATERIALS);
    const unlock = dialog(page, `Lås ${GUIDE.title} op`);
    await unlock.waitFor();
    expect(await unlock.getByRole('textbox', { name: 'Materialekode' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(await registeredDownloads()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an administrator is told that downloads are registered for teachers, and none is registered', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.admin, '/admin/');
    await page.goto(MATERIALS);
    await getButton(page, GUIDE.title).click();
    const item = material(page, GUIDE.id);
    await item.getByText('Hentninger registreres for lærere', { exact: false }).waitFor();
    const overview = item.getByRole('link', { name: 'Undervisningsmaterialer i administrationen' });
    expect(await overview.getAttribute('href')).toBe('/admin/undervisningsmaterialer/');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoAxeViolations(page);
    await overview.click();
    await page.waitForURL((url) => path(page) === '/admin/undervisningsmaterialer/' && url.hash === '');
    expect(await registeredDownloads()).toBe(0);
    expect(errors).toEqual([]);
  });
});
