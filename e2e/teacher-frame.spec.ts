import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, type Fault, injectFault, login, path } from './support';

const fault = (body: Omit<Fault, 'service'>) => injectFault({ service: 'product', times: 1, ...body });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Min profil' });
const returnTo = (page: Page) => new URL(page.url()).searchParams.get('returnTo');

describe('the teacher area’s frame', () => {
  it('moves between screens by the menu: current item, tab title, announcement and the loading bar', async ({
    visit,
  }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher, '/min-profil/min-oversigt/');
    await page.goto('/min-profil/min-oversigt/');
    expect(await menu(page).getByRole('link', { name: 'Min oversigt' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The demo world's everyday menu has no dead link (the '404' rule for an unknown RouteName is unit-tested).
    expect(await menu(page).locator('a[href="404"]').count()).toBe(0);

    // A slow screen load shows the loading bar until it has arrived.
    await fault({ pathPrefix: '/material/GetOverviewForUser', delayMs: 1500 });
    const status = page.getByRole('banner').getByRole('status');
    await menu(page).getByRole('link', { name: 'Undervisningsmaterialer' }).click();
    await expect.poll(() => status.textContent(), { timeout: 1500 }).toBe('Indlæser …');
    await page.waitForURL(/\/min-profil\/undervisningsmaterialer\/$/);
    await expect.poll(() => status.textContent(), { timeout: 3000 }).toBe('');
    expect(await page.title()).toMatch(/^Undervisningsmaterialer - /);
    expect(
      await menu(page).getByRole('link', { name: 'Undervisningsmaterialer' }).getAttribute('aria-current'),
    ).toBe('page');
    await expect
      .poll(() => page.getByTestId('route-announcer').textContent(), { timeout: 3000 })
      .toBe('Undervisningsmaterialer er indlæst');

    await menu(page).getByRole('link', { name: 'Min oversigt' }).click();
    await page.waitForURL(/\/min-profil\/min-oversigt\/$/);
    await expect
      .poll(() => page.getByTestId('route-announcer').textContent(), { timeout: 3000 })
      .toBe('Min oversigt er indlæst');
    expect(await page.title()).toMatch(/^Min Oversigt - /);
    await expectNoAxeViolations(page);
  });

  it('logs out from the header and lands on the front page', async ({ visit }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher, '/min-profil/undervisningsmaterialer/');
    await page.getByRole('button', { name: /^Log ud/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/min-profil/undervisningsmaterialer/');
    expect(path(page)).toBe('/login/');
  });

  it('a session that ends during the server-side load sends the person to /login with the way back', async ({
    visit,
  }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher, '/min-profil/min-oversigt/');
    await fault({ pathPrefix: '/events/GetEvents', status: 401 });
    await page.goto('/min-profil/min-oversigt/');
    await page.waitForURL(/\/login\/\?returnTo=/);
    expect(returnTo(page)).toBe('/min-profil/min-oversigt/');
    await expectNoAxeViolations(page);
  });

  it('a session that ends during a browser-side call sends the person to /login, and back after logging in', async ({
    visit,
  }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher, '/min-profil/undervisningsmaterialer/');
    await page.goto('/min-profil/undervisningsmaterialer/');
    await fault({ pathPrefix: '/material/GetMaterial', status: 401 });
    await page.getByRole('button', { name: 'Hent Kickstart-guiden' }).click();
    await page.waitForURL(/\/login\/\?returnTo=/);
    expect(returnTo(page)).toBe('/min-profil/undervisningsmaterialer/');

    // Logging in again (the IdP may still know the person and skip its form) leads back to the screen.
    await page.getByRole('main').getByRole('link', { name: 'Log ind' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/min-profil/undervisningsmaterialer/' || url.pathname.startsWith('/idp'),
    );
    if (path(page).startsWith('/idp')) {
      await page.getByLabel('E-mail').fill(ACCOUNTS.teacher.email);
      await page.getByLabel('Adgangskode').fill(ACCOUNTS.teacher.password);
      await page.getByRole('button', { name: 'Log ind' }).click();
      await page.waitForURL((url) => url.pathname === '/min-profil/undervisningsmaterialer/');
    }
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Undervisningsmaterialer');
  });

  it('a call made after the session cookie is gone sends the person to /login as well', async ({ visit }) => {
    const { context, page } = await visit();
    await login(page, ACCOUNTS.teacher, '/min-profil/undervisningsmaterialer/');
    await page.goto('/min-profil/undervisningsmaterialer/');
    await context.clearCookies({ name: 'auth.session' });
    await page.getByRole('button', { name: 'Hent Kickstart-guiden' }).click();
    await page.waitForURL(/\/login\/\?returnTo=/);
    expect(returnTo(page)).toBe('/min-profil/undervisningsmaterialer/');
  });
});
