import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

import { WORKER_PORTS } from '../scripts/e2e-ports.mjs';
import type { Account } from '../tests/support/accounts';
import { scanViolations } from './axe-scan';

/** This worker's site and stand-in (scripts/e2e-ports.mjs). */
export const SITE = `http://localhost:${WORKER_PORTS.sitePort}`;
export const MOCK = `http://localhost:${WORKER_PORTS.mockPort}`;

export { ACCOUNTS, type Account } from '../tests/support/accounts';

/**
 * The run's one Chromium (e2e/global-setup.ts), connected for a spec that makes its contexts itself; closing it
 * closes the connection and its contexts. Most specs take `browser` from e2e/fixtures.ts instead.
 */
export function launch(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** A fresh browser context (axe needs pages made from a context, not browser.newPage()). */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'da-DK', baseURL: SITE });
  return { context, page: await context.newPage() };
}

/**
 * A fault of the stand-in's control API (prisma-free-mock/README.md, Control API); `POST /__mock/reset`
 * clears them all.
 */
export interface Fault {
  service: 'cms' | 'product' | 'idp' | 'search' | 'cdn';
  pathPrefix?: string;
  status?: number;
  delayMs?: number;
  times?: number;
}

export async function injectFault(fault: Fault) {
  const response = await fetch(`${MOCK}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
}

/** The page's uncaught exceptions, collected for the test to expect none. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function resetMock() {
  await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
}

/**
 * Logs in through the site's login page and the stand-in's form, as a person would. `site` is the site's origin
 * (a spec that starts a site of its own passes its own).
 */
export async function login(page: Page, account: Account, start = '/min-profil/', site = SITE) {
  await page.goto(start);
  await page.getByRole('main').getByRole('link', { name: 'Log ind' }).click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Adgangskode').fill(account.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.waitForURL(
    (url) => url.origin === site && !url.pathname.startsWith('/auth') && !url.pathname.startsWith('/login'),
  );
}

/**
 * Scans the page as a person sees it once it has settled: finite animations and transitions (a dialog fading in)
 * are let finish first, so a half-faded button is not judged on its contrast mid-way. Endless ones (a loading
 * bar) are left running.
 */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The page's axe violations (WCAG 2.2 AA), one line each, once it has settled (see expectNoAxeViolations). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return (await scanViolations(page)).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

export const path = (page: Page) => new URL(page.url()).pathname;

/** A download's content as text, read over the browser connection (`download.path()` is not there remotely). */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
