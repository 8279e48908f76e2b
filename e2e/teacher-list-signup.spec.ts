import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, login, watchPageErrors } from './support';

const SCREEN = '/min-profil/event-og-programmer/';
const CONFERENCE = 'Konference: Entreprenørskab i hele uddannelsessystemet';

/** What has focus: its accessible-ish name (aria-label, label or text), tag, and whether focus is shown. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', tag: 'body', visible: false };
    const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    return {
      name: (labelled ?? element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
      tag: element.tagName.toLowerCase(),
      visible: element.matches(':focus-visible'),
    };
  });

/** Presses Tab until the focused element's name starts with `name` (keyboard only; fails after 80 presses). */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.name.startsWith(name)) {
      expect(now.visible).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('the list sign-up by keyboard alone', () => {
  it('opens an event, previews a pasted list and sends it with Tab, Enter and Space, focus following each step', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.teacher, SCREEN);
    await page.getByRole('heading', { level: 1, name: 'Programmer og events' }).waitFor();

    await tabTo(page, `Åbn arrangementet ${CONFERENCE}`);
    await page.keyboard.press('Enter');
    const toggle = page.getByRole('button', { name: `Luk arrangementet ${CONFERENCE}` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // An empty submit: the error summary takes focus and its link leads back to the field.
    await tabTo(page, 'Vis forhåndsvisning');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Ret venligst følgende, før du sender formularen:' }).waitFor();
    expect((await focused(page)).name).toContain('Deltagerliste er påkrævet');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Deltagerliste er påkrævet');
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('textarea');

    // Pasting (Ctrl+V) inserts the copied rows as one text; a typed line ends with Enter.
    await page.keyboard.insertText(
      'Navn\tE-mail\nIb Hansen\tib.hansen@example.dk\nÅse Ørsted\taase.o@example.dk\n',
    );
    await page.keyboard.type('Ib igen;IB.HANSEN@example.dk\nBo Ek;bo@example');
    await tabTo(page, 'Vis forhåndsvisning');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Forhåndsvisning: 2 personer kan tilmeldes' });
    await heading.waitFor();
    await expect
      .poll(async () => (await focused(page)).name)
      .toBe('Forhåndsvisning: 2 personer kan tilmeldes');
    const onHeading = await focused(page);
    expect(onHeading.name).toBe('Forhåndsvisning: 2 personer kan tilmeldes');
    expect(onHeading.visible).toBe(true);
    await expectNoAxeViolations(page);

    // The table has nothing to stop at: the next Tab is the send button.
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Tilmeld 2 personer');
    await page.keyboard.press('Space');
    // The message names no seat count, which a later sign-up would make stale; the status line tells it.
    const result = page.getByText(`2 personer er tilmeldt ${CONFERENCE}.`, { exact: true });
    await result.waitFor();
    expect(await result.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('previews a list of addresses from a mail program, "anna@x.dk, bo@y.dk", as two people to name', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.teacher, SCREEN);
    await page.getByRole('button', { name: `Åbn arrangementet ${CONFERENCE}` }).click();
    await page.getByRole('textbox', { name: /^Deltagerliste/ }).fill('anna@x.dk, bo@y.dk');
    await page.getByRole('button', { name: 'Vis forhåndsvisning' }).click();
    const preview = page.getByRole('region', { name: /^Forhåndsvisning/ });
    await preview.getByText('2 adresser læst fra en liste af e-mailadresser.').waitFor();
    expect(await preview.getByText('2 personer mangler et navn.', { exact: false }).count()).toBe(1);
    expect(await preview.locator('tbody tr').count()).toBe(2);
    await expectNoAxeViolations(page);
    await preview.getByRole('textbox', { name: 'Navn på anna@x.dk' }).fill('Anna Berg');
    await preview.getByRole('textbox', { name: 'Navn på bo@y.dk' }).fill('Bo Ek');
    await preview.getByRole('heading', { name: 'Forhåndsvisning: 2 personer kan tilmeldes' }).waitFor();
    expect(await preview.getByRole('button', { name: 'Tilmeld 2 personer' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
