import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { startStack, type RunningStack } from './global-setup';
import { ACCOUNTS, launch, login } from './support';

/**
 * Administrators' sessions end after a spell without activity (docs/decisions/0013). The shared site keeps the
 * 30-minute default, so this file starts a site of its own (the same build) with a short idle time, and a
 * stand-in of its own, on ports no other tier uses.
 */
const SITE_PORT = 3150;
const MOCK_PORT = 4150;
const SHORT_SITE = `http://localhost:${SITE_PORT}`;
// Long enough that a screen loading slowly on a busy machine is not itself a spell without activity.
const IDLE_SECONDS = 8;

let stack: RunningStack | undefined;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({
    sitePort: SITE_PORT,
    mockPort: MOCK_PORT,
    env: { ADMIN_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS) },
  });
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
  await stack?.stop();
});

const path = (page: Page) => new URL(page.url()).pathname;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(account: { email: string; password: string }, start: string) {
  const context = await browser.newContext({ locale: 'da-DK', baseURL: SHORT_SITE });
  const page = await context.newPage();
  await login(page, account, start, SHORT_SITE);
  return { context, page };
}

const SCREENS = ['/admin/events/', '/admin/undervisningsmaterialer/', '/admin/oversigt/'];

describe(`an administrator's idle limit (${IDLE_SECONDS} s on this site)`, () => {
  it('keeps an active administrator signed in past the idle time, and sends an idle one to sign in', async () => {
    const { context, page } = await signIn(ACCOUNTS.admin, '/login/');
    expect(path(page)).toBe('/admin/oversigt/');
    // Active for twice the idle time: a screen about every second (or as soon as the last one has loaded, when
    // that takes longer), each one recorded as activity.
    const started = Date.now();
    for (let i = 0; Date.now() - started < IDLE_SECONDS * 2_000; i += 1) {
      const screen = SCREENS[i % SCREENS.length]!;
      const asked = Date.now();
      await page.goto(screen);
      expect(path(page)).toBe(screen);
      await pause(Math.max(0, 1_000 - (Date.now() - asked)));
    }
    const last = path(page);

    // Idle for longer than the limit: coming back to the tab, the session watcher finds the session over and
    // sends the person to sign in, with the way back.
    await pause((IDLE_SECONDS + 2) * 1_000);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForURL((url) => url.pathname === '/login/');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(last);
    expect((await context.cookies()).some((c) => c.name === 'auth.session')).toBe(false);
    await context.close();
  });

  it('sends an idle administrator who opens a screen to sign in and refuses a copy of the cookie; a teacher idle as long stays', async () => {
    const [admin, teacher] = await Promise.all([
      signIn(ACCOUNTS.admin, '/login/'),
      signIn(ACCOUNTS.teacher, '/min-profil/'),
    ]);
    expect(path(admin.page)).toBe('/admin/oversigt/');
    expect(path(teacher.page)).toBe('/min-profil/');
    const copy = (await admin.context.cookies()).find((c) => c.name === 'auth.session')!;
    // Idle with the screen closed: an open screen's own session checks (on focus, when visible again) could
    // send it to sign in at the moment it is told to open the next screen, one navigation cutting off the other.
    await admin.page.goto('about:blank');
    await pause((IDLE_SECONDS + 2) * 1_000);

    await admin.page.goto('/admin/events/?side=2');
    expect(path(admin.page)).toBe('/login/');
    expect(new URL(admin.page.url()).searchParams.get('returnTo')).toBe('/admin/events/?side=2');
    expect((await admin.context.cookies()).some((c) => c.name === 'auth.session')).toBe(false);
    // The old cookie put back is no session for the typed API either: 401, and the browser is told it ended.
    // Asked from a same-origin document that runs no script of its own (robots.txt): the login page's own session
    // check, whenever it comes, would clear the cookie again before the call.
    await admin.page.goto('/robots.txt');
    await admin.context.addCookies([copy]);
    const answer = await admin.page.evaluate(async () => {
      const response = await fetch('/api/trpc/institutions.getPendingInstitutions', { cache: 'no-store' });
      return { status: response.status, ended: response.headers.get('x-session-ended') };
    });
    expect(answer).toEqual({ status: 401, ended: '1' });

    await teacher.page.goto('/min-profil/konto/');
    expect(path(teacher.page)).toBe('/min-profil/konto/');
    expect((await teacher.context.cookies()).some((c) => c.name === 'auth.session')).toBe(true);
    await Promise.all([admin.context.close(), teacher.context.close()]);
  });
});
