import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, injectFault, login, watchPageErrors } from './support';

const MATERIALS = '/min-profil/undervisningsmaterialer/';
const SOFIE = ACCOUNTS.otherTeacher;

const fault = (pathPrefix: string, status = 500, times = 1) =>
  injectFault({ service: 'product', pathPrefix, status, times });
const watchErrors = watchPageErrors;

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const region = (page: Page, name: string) => page.getByRole('region', { name });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('Undervisningsmaterialer', () => {
  it('a wrong code is told in Danish and kept; MATERIALE-2026 unlocks everything; a download counts once', async ({
    visit,
  }) => {
    const { context, page } = await visit();
    const errors = watchErrors(page);
    await login(page, ACCOUNTS.teacher, MATERIALS);

    // React separates adjacent text with comments; read the HTML as text.
    const html = (await (await context.request.get(MATERIALS)).text()).replace(/<!-- -->/g, '');
    expect(html).toContain('Kickstart-guiden');
    expect(html).toContain('Låste materialer');

    await page.goto(MATERIALS);
    expect(await page.title()).toMatch(/^Undervisningsmaterialer - /);
    const locked = region(page, 'Låste materialer');
    expect(await locked.getByRole('heading', { name: 'Innovationsugen' }).count()).toBe(1);
    expect(await card(page, 'Innovationsugen').textContent()).toContain('Låst: kræver en materialekode.');
    expect(await region(page, 'Din adgang').textContent()).toContain('Din skole har givet dig adgang');
    await expectNoAxeViolations(page);

    // A locked material leads to the code field.
    await card(page, 'Innovationsugen').getByRole('link', { name: 'Indtast en materialekode' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('materialekode-code');

    // An empty code sent with the keyboard (focus is in the field now): the spec's required message, in the
    // error summary, which takes focus.
    const code = page.getByRole('textbox', { name: 'Materialekode' });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toContain('Materialekode er påkrævet');
    await expectNoAxeViolations(page);

    await code.fill('FORKERT-KODE');
    await page.getByRole('button', { name: 'Lås op med koden' }).click();
    const alert = region(page, 'Din adgang').getByRole('alert').filter({ hasText: 'Koden findes ikke' });
    await alert.waitFor();
    expect(await code.inputValue()).toBe('FORKERT-KODE');
    expect(await focusedText(page)).toContain('Koden findes ikke');
    await expectNoAxeViolations(page);

    await code.fill('MATERIALE-2026');
    await code.press('Enter');
    await page.getByText('Koden er godkendt. 6 materialer er nu åbne for dig.').waitFor();
    expect(await focusedText(page)).toContain('Koden er godkendt');
    await region(page, 'Låste materialer').waitFor({ state: 'detached' });
    expect(await page.getByText('Du har indløst en materialekode').count()).toBe(1);
    await expectNoAxeViolations(page);

    // The code-only material downloads; the counts on screen go up by one.
    const item = card(page, 'Innovationsugen');
    expect(await item.textContent()).toContain('Du har ikke hentet den endnu.');
    expect(await page.getByText(/hentet den 0 gange/).count()).toBe(0);
    const summary = await page.getByText(/Du har hentet materialer \d+ gange i alt/).textContent();
    const before = Number(/(\d+) gange i alt/.exec(summary ?? '')?.[1]);
    const popup = page.waitForEvent('popup');
    await item.getByRole('button', { name: 'Hent Innovationsugen' }).click();
    expect((await popup).url()).toContain('/cms/');
    // It opened in a new tab: the message says so, not that it "er hentet".
    await item
      .getByText('Innovationsugen er åbnet i et nyt vindue. Du har hentet materialet 1 gang')
      .waitFor();
    await item.getByText('Du har hentet den 1 gang, senest').waitFor();
    expect(await item.textContent()).toContain('Hentet i dette besøg.');
    // The message sits above the card's "Hent": the buttons of each row of cards stay level.
    const rows = await region(page, 'Åbne materialer')
      .getByRole('listitem')
      .evaluateAll((cards) => {
        const byRow = new Map<number, number[]>();
        for (const li of cards) {
          const button = li.querySelector('button');
          if (!button) continue;
          const top = Math.round(li.getBoundingClientRect().top);
          byRow.set(top, [...(byRow.get(top) ?? []), Math.round(button.getBoundingClientRect().top)]);
        }
        return [...byRow.values()];
      });
    expect(Math.max(...rows.map((row) => row.length))).toBeGreaterThan(1);
    for (const buttonTops of rows) expect(new Set(buttonTops).size).toBe(1);
    await page.getByText(`Du har hentet materialer ${before + 1} gange i alt.`).waitFor();
    expect(await item.getByRole('link', { name: /^Åbn Innovationsugen/ }).getAttribute('href')).toContain(
      '/cms/',
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('a teacher at a confirmed school, not yet validated, unlocks through the school', async ({ visit }) => {
    const { page } = await visit();
    const errors = watchErrors(page);
    await login(page, SOFIE, MATERIALS);
    await page.goto(MATERIALS);
    expect(await region(page, 'Åbne materialer').textContent()).toContain(
      'Ingen materialer er åbne for dig endnu',
    );
    await expectNoAxeViolations(page);

    const button = page.getByRole('button', { name: 'Lås op via min skole' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Du har nu adgang via .+\. Materialerne uden kode er låst op\.$/).waitFor();
    expect(await focusedText(page)).toContain('Du har nu adgang via');
    await page.getByText('Din skole har givet dig adgang til materialerne uden kode.').waitFor();
    expect(
      await region(page, 'Åbne materialer').getByRole('heading', { name: 'Kickstart-guiden' }).count(),
    ).toBe(1);
    expect(await card(page, 'Innovationsugen').textContent()).toContain('Låst: kræver en materialekode.');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('failures of the material calls are told in Danish, lose nothing typed and change no count', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchErrors(page);
    await login(page, ACCOUNTS.teacher, MATERIALS);
    await page.goto(MATERIALS);

    await fault('/material/ValidateCode');
    const code = page.getByRole('textbox', { name: 'Materialekode' });
    await code.fill('MATERIALE-2026');
    await page.getByRole('button', { name: 'Lås op med koden' }).click();
    await page.getByText('Koden kunne ikke tjekkes lige nu. Prøv igen om lidt.').waitFor();
    expect(await code.inputValue()).toBe('MATERIALE-2026');
    await expectNoAxeViolations(page);

    const item = card(page, 'Kickstart-guiden');
    const hent = item.getByRole('button', { name: 'Hent Kickstart-guiden' });
    const countBefore = await item.getByText(/Du har hentet den/).textContent();

    await fault('/material/GetMaterial');
    await hent.click();
    await item.getByText('Kickstart-guiden kunne ikke hentes lige nu. Prøv igen om lidt.').waitFor();

    await fault('/material/RegisterDownload');
    await hent.click();
    await item.getByText(/Hentningen af Kickstart-guiden kunne ikke registreres/).waitFor();
    expect(await item.getByText(/Du har hentet den/).textContent()).toBe(countBefore);
    expect(await item.getByRole('link', { name: /^Åbn Kickstart-guiden/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
