import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { startSite, type RunningSite } from '../bench/lib/site-server';
import { ACCOUNTS, launch } from './support';

/**
 * Token lifetimes as the environment sets them: a stand-in whose access tokens live 3 seconds
 * (MOCK_ACCESS_TOKEN_TTL's setting) and the production build of the site against it, on ports of their own.
 */
const PORT = Number(process.env.E2E_EXPIRY_SITE_PORT ?? 3120);
const MOCK_PORT = Number(process.env.E2E_EXPIRY_MOCK_PORT ?? 4120);

let browser: Browser;
let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ port: PORT, mockPort: MOCK_PORT, mockConfig: { accessTokenTtl: 3 } });
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  await site.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an expired access token', () => {
  it('is refreshed on the next navigation, so the teacher stays logged in and gets their data', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'da-DK', baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/login/');
    await page.getByRole('main').getByRole('link', { name: 'Log ind' }).click();
    await page.getByLabel('E-mail').fill(ACCOUNTS.teacher.email);
    await page.getByLabel('Adgangskode').fill(ACCOUNTS.teacher.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.waitForURL(`${site.url}/min-profil/`);
    const before = (await context.cookies()).find((c) => c.name === 'auth.session')?.value;

    await sleep(4500);
    await page.goto('/min-profil/konto/');
    expect(new URL(page.url()).pathname).toBe('/min-profil/konto/');
    await expect
      .poll(() => page.getByText(ACCOUNTS.teacher.email).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const after = (await context.cookies()).find((c) => c.name === 'auth.session')?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    await context.close();
  });
});
