import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, injectFault, login, watchPageErrors } from './support';

const OVERVIEW = '/min-profil/min-oversigt/';

const fault = (pathPrefix: string, status = 500, times = 1) =>
  injectFault({ service: 'product', pathPrefix, status, times });
const watchErrors = watchPageErrors;

const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('Min oversigt', () => {
  it('shows the teacher’s name, tasks, sign-ups, events, programmes and quick links, from the first HTML on', async ({
    visit,
  }) => {
    const { context, page } = await visit();
    const errors = watchErrors(page);
    await login(page, ACCOUNTS.teacher, OVERVIEW);

    // The server's first HTML already carries the data (no spinner on arrival).
    // React separates adjacent text with comments; read the HTML as text.
    const html = (await (await context.request.get(OVERVIEW)).text()).replace(/<!-- -->/g, '');
    expect(html).toContain('Hej Mette');
    expect(html).toContain('Indløs din deltagerkode til Kickstart-finalen 2026');
    expect(html).toContain('Dine seneste tilmeldinger');
    expect(html).not.toContain('Henter dine næste skridt');

    await page.goto(OVERVIEW);
    expect(await page.title()).toMatch(/^Min Oversigt - /);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Min Oversigt');

    const kickstart = page.getByRole('article', { name: 'Kickstart' });
    const steps = kickstart.getByRole('listitem');
    expect(await steps.count()).toBe(4);
    expect(await steps.nth(0).textContent()).toContain(
      'Klaret: Din institution er godkendt: Aarhus Katedralskole',
    );
    expect(await steps.nth(1).textContent()).toContain('Klaret: Du er med i Kickstart');
    expect(await steps.nth(2).textContent()).toContain(
      'Mangler: Indløs din deltagerkode til Kickstart-finalen',
    );
    expect(await kickstart.getByRole('link', { name: /^Indløs kode/ }).getAttribute('href')).toBe(
      '/min-profil/event-og-programmer/#arrangement-evt-3001',
    );
    // A programme the teacher has not joined asks them to join, on Programmer og events.
    const notJoined = page.getByRole('article', { name: 'Innovationsugen' });
    expect(await notJoined.getByRole('link', { name: /^Meld dig ind/ }).getAttribute('href')).toBe(
      '/min-profil/event-og-programmer/#program-innovationsugen',
    );

    expect(await section(page, 'Dine seneste tilmeldinger').getByRole('listitem').count()).toBeGreaterThan(0);
    // A held event's sign-up in the past tense.
    const held = section(page, 'Dine seneste tilmeldinger')
      .getByRole('listitem')
      .filter({ hasText: 'Workshop: Pitchtræning for lærere' });
    expect(await held.textContent()).toContain('Afholdt');
    expect(await held.textContent()).toContain('Du var tilmeldt');
    expect(await held.textContent()).not.toContain('Du er tilmeldt');
    expect(await section(page, 'Relevante arrangementer').getByRole('link').count()).toBeGreaterThan(0);
    expect(
      await section(page, 'Dine aktive programmer').getByRole('link', { name: 'Kickstart' }).count(),
    ).toBe(1);
    // Plurals that fit, no bare "du er tilmeldt 1".
    expect(await section(page, 'Dine aktive programmer').textContent()).toMatch(
      /kommende arrangementer? · du er (tilmeldt|ikke tilmeldt endnu)/,
    );
    expect(await section(page, 'Dine aktive programmer').textContent()).not.toMatch(
      /du er tilmeldt \d+(?! af dem)/,
    );
    expect(
      await section(page, 'Genveje').getByRole('link', { name: 'Tilmeld en klasse' }).getAttribute('href'),
    ).toBe('/tilmelding/');
    await expectNoAxeViolations(page);

    // A step's link takes the person (keyboard alone) to where it is done.
    await kickstart.getByRole('link', { name: /^Indløs kode/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/min-profil\/event-og-programmer\/#arrangement-evt-3001$/);
    // …and the step's event is open there, with its code field at hand.
    const event = page.locator('#arrangement-evt-3001');
    await expect.poll(() => event.getByRole('button', { name: /Luk arrangementet/ }).count()).toBe(1);
    // The panel's content comes after its own code and data load: poll, as for any message.
    await expect.poll(() => event.getByRole('heading', { name: 'Deltagerkode' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a teacher without an institution is told to choose one first, with the way to Konto', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchErrors(page);
    await login(page, ACCOUNTS.newTeacher, OVERVIEW);
    await page.goto(OVERVIEW);
    expect(await page.getByText('Du har ikke valgt en institution endnu.').count()).toBe(1);
    const first = page.getByRole('article').first();
    expect(await first.getByRole('listitem').first().textContent()).toContain(
      'Mangler: Vælg din institution',
    );
    expect(
      await first.getByRole('link', { name: /^Vælg institution på din konto/ }).getAttribute('href'),
    ).toBe('/min-profil/konto/');
    expect(await section(page, 'Dine aktive programmer').textContent()).toContain(
      'Du har ingen aktive programmer',
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('a failed list says so in Danish and can be fetched again; absent latest sign-ups are a calm empty state', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchErrors(page);
    await login(page, ACCOUNTS.teacher, OVERVIEW);
    await fault('/events/GetRelevantEvents');
    await fault('/events/GetLatestSignups');
    await page.goto(OVERVIEW);

    const relevant = section(page, 'Relevante arrangementer');
    expect(await relevant.getByRole('alert').textContent()).toContain(
      'De relevante arrangementer kunne ikke hentes lige nu.',
    );
    const latest = section(page, 'Dine seneste tilmeldinger');
    expect(await latest.textContent()).toContain('Du har ingen tilmeldinger at vise endnu.');
    expect(await latest.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page);

    await relevant.getByRole('button', { name: 'Prøv igen' }).click();
    await relevant.getByRole('list').waitFor();
    expect(await relevant.getByRole('alert').count()).toBe(0);
    expect(await relevant.getByRole('listitem').count()).toBeGreaterThan(0);
    // The failure box is gone; focus is on the list's heading, not lost.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Relevante arrangementer');
    expect(errors).toEqual([]);
  });
});
