import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, login, path, watchPageErrors } from './support';

const START = '/min-profil/';
/** The screens that need the person's record, by their name in the Min profil menu. */
const SCREENS = [
  { path: '/min-profil/min-oversigt/', menu: 'Min oversigt' },
  { path: '/min-profil/undervisningsmaterialer/', menu: 'Undervisningsmaterialer' },
  { path: '/min-profil/event-og-programmer/', menu: 'Programmer og events' },
] as const;

/** Page errors, console errors and failed API answers: a person with no record must cause none of them. */
function watchNoise(page: Page) {
  const noise = watchPageErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error') noise.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/trpc') && response.status() >= 400)
      noise.push(`${response.status()} ${response.url()}`);
  });
  return noise;
}

/** Alerts with something in them (Feedback keeps an empty live region in the page). */
const shownAlerts = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

const signupHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Tilmeld dig programmet' });

describe('a person with no product record yet', () => {
  it('is sent to the sign-up from every screen that needs the record, loaded or navigated to', async ({
    visit,
  }) => {
    const { page } = await visit();
    const noise = watchNoise(page);
    await login(page, ACCOUNTS.signup);

    for (const screen of SCREENS) {
      // Opened directly: the server sends the person on before any list is asked for.
      const response = await page.goto(screen.path);
      expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${screen.path}$`));
      expect(path(page)).toBe(START);
      await signupHeading(page).waitFor();
      expect(await page.getByText(/kunne ikke hentes|kan ikke vises/).count()).toBe(0);

      // Chosen in the menu (a client-side navigation): the page's server loader answers with the same redirect.
      const data = page.waitForResponse(
        (r) => r.url().includes('/_next/data/') && r.url().includes(screen.path.slice(0, -1)),
      );
      await page
        .getByRole('navigation', { name: 'Min profil' })
        .getByRole('link', { name: screen.menu, exact: true })
        .click();
      await data;
      await expect.poll(() => path(page)).toBe(START);
      await signupHeading(page).waitFor();
      expect(await shownAlerts(page).count()).toBe(0);
    }
    await expectNoAxeViolations(page);
    expect(noise).toEqual([]);
  });
});

describe('a person with a record but no institution', () => {
  it('is led to link an institution on each screen, with no failure', async ({ visit }) => {
    const { page } = await visit();
    const noise = watchNoise(page);
    await login(page, ACCOUNTS.newTeacher);

    const expected = {
      '/min-profil/min-oversigt/': /^Vælg institution på din konto/,
      '/min-profil/undervisningsmaterialer/': 'Vælg din institution på din konto',
      '/min-profil/event-og-programmer/': 'Vælg din institution på din konto',
    } as const;
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      expect(path(page)).toBe(screen.path);
      const link = page.getByRole('main').getByRole('link', { name: expected[screen.path] }).first();
      expect(await link.getAttribute('href')).toBe('/min-profil/konto/');
      expect(await shownAlerts(page).count()).toBe(0);
      await expectNoAxeViolations(page);
    }
    // Programmer og events says why before the person tries to sign up for an event.
    expect(
      await page.getByText('Du er ikke knyttet til en institution endnu.', { exact: false }).count(),
    ).toBe(1);
    expect(noise).toEqual([]);
  });
});
