import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { focusRingFaults } from './focus-ring';
import { ACCOUNTS, expectNoAxeViolations, login, path } from './support';

describe('my-page header', () => {
  it('shows the teacher menu from quicklinks, every item a screen of the area (no dead link)', async ({
    visit,
  }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher);
    const nav = page.getByRole('navigation', { name: 'Min profil' });
    expect(await nav.getByRole('link', { name: 'Konto' }).getAttribute('href')).toBe('/min-profil/konto/');
    expect(await nav.getByRole('link', { name: 'Min oversigt' }).getAttribute('href')).toBe(
      '/min-profil/min-oversigt/',
    );
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The 404 rule for an unknown route name is the unit test's (my-page.test.ts); the demo menu has none.
    expect(hrefs).toEqual([
      '/min-profil/min-oversigt/',
      '/min-profil/undervisningsmaterialer/',
      '/min-profil/event-og-programmer/',
      '/min-profil/konto/',
    ]);
  });

  it('keeps its menu on one line at 1280 px, and a keyboard focus ring that can be seen on every stop', async ({
    visit,
  }) => {
    const { page } = await visit();
    await page.setViewportSize({ width: 1280, height: 780 });
    await login(page, ACCOUNTS.admin, '/login/');
    await page.goto('/admin/events/');
    const tops = await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    // Admin events' eleven columns fit at 1280 px ("Offentlige" was cut to "Offe…"), titles in two lines at most.
    const fit = await page.getByRole('region', { name: /^Kommende events/ }).evaluate((scroller) => ({
      overflow: scroller.scrollWidth - scroller.clientWidth,
      titleLines: [...scroller.querySelectorAll('tbody th')].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    }));
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(Math.max(...fit.titleLines)).toBeLessThanOrEqual(2);
    expect(await focusRingFaults(page)).toEqual([]);
  });

  it('at 360 px folds its menu behind "Menu", leaving at least two thirds of the screen to the page', async ({
    visit,
  }) => {
    const { page } = await visit();
    await page.setViewportSize({ width: 360, height: 780 });
    await login(page, ACCOUNTS.teacher, '/min-profil/min-oversigt/');
    await page.goto('/min-profil/konto/');
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(780 / 3);
    // "Til forsiden" does not touch the top edge.
    const home = await page.getByRole('link', { name: 'Til forsiden' }).boundingBox();
    expect(home!.y).toBeGreaterThanOrEqual(5);
    const nav = page.getByRole('navigation', { name: 'Min profil' });
    expect(await nav.isVisible()).toBe(false);
    expect(await focusRingFaults(page)).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Log ud/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(await focusRingFaults(page)).toEqual([]);

    // A chosen screen opens under a folded menu again.
    await toggle.click();
    await toggle.click();
    await nav.getByRole('link', { name: 'Min oversigt' }).click();
    await page.waitForURL(/\/min-profil\/min-oversigt\/$/);
    await expect.poll(() => nav.isVisible()).toBe(false);
  });

  it('shows the admin menu in the admin area', async ({ visit }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.admin, '/login/');
    const nav = page.getByRole('navigation', { name: 'Administration' });
    expect(await nav.getByRole('link', { name: /brugere og institutioner/i }).getAttribute('href')).toBe(
      '/admin/brugere-og-institutioner/',
    );
    await expectNoAxeViolations(page);
  });

  it('opens the quick links with the keyboard and closes them with Escape, returning focus', async ({
    visit,
  }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher);
    const button = page.getByRole('button', { name: 'Genveje' });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('announces the screen after a client-side navigation', async ({ visit }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher);
    await page.getByRole('navigation', { name: 'Min profil' }).getByRole('link', { name: 'Konto' }).click();
    await page.waitForURL(/\/min-profil\/konto\/$/);
    const announcer = page.getByTestId('route-announcer');
    await expect.poll(() => announcer.textContent(), { timeout: 3000 }).toBe('Konto er indlæst');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
  });
});

describe('login state', () => {
  it('sends the person to /login at once when the session ends behind the page', async ({ visit }) => {
    const { context, page } = await visit();
    await login(page, ACCOUNTS.teacher);
    await page.goto('/min-profil/konto/');
    await context.clearCookies({ name: 'auth.session' });
    // The watcher exists once the page has hydrated; until the page reacts, tell it again that it is visible.
    await expect
      .poll(
        async () => {
          await page
            .evaluate(() => {
              Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
              // TanStack Query listens on window for this event.
              window.dispatchEvent(new Event('visibilitychange'));
            })
            .catch(() => undefined);
          return new URL(page.url()).pathname;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe('/login/');
    await page.waitForURL(/\/login\/\?returnTo=/);
    expect(path(page)).toBe('/login/');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/min-profil/konto/');
  });
});
