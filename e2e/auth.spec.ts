import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, login, path, SITE } from './support';

describe('sign-in', () => {
  it('a teacher logs in through the stand-in form and lands in /min-profil', async ({ visit }) => {
    const { page } = await visit();
    await page.goto('/min-profil/');
    expect(path(page)).toBe('/login/');
    await expectNoAxeViolations(page);
    await login(page, ACCOUNTS.teacher);
    expect(path(page)).toBe('/min-profil/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Min profil');
    await expect.poll(() => page.getByText('laerer@example.dk').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it('an administrator lands in /admin/oversigt', async ({ visit }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.admin, '/login/');
    expect(path(page)).toBe('/admin/oversigt/');
    expect(await page.title()).toContain('Admin Dashboard');
    await expectNoAxeViolations(page);
  });

  it('keeps every token away from page scripts: the only session cookie is HttpOnly', async ({ visit }) => {
    const { context, page } = await visit();
    await login(page, ACCOUNTS.teacher);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'auth.session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.path).toBe('/');
    expect(session?.sameSite).toBe('Lax');
    const visible = await page.evaluate(
      () => document.cookie + JSON.stringify(localStorage) + document.documentElement.outerHTML,
    );
    expect(visible).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);
  });

  it('logout ends on / with the session cookie gone', async ({ visit }) => {
    const { context, page } = await visit();
    await login(page, ACCOUNTS.teacher);
    await page.getByRole('button', { name: /Log ud/ }).click();
    await page.waitForURL(`${SITE}/`);
    expect((await context.cookies()).some((c) => c.name === 'auth.session')).toBe(false);
    await page.goto('/min-profil/');
    expect(path(page)).toBe('/login/');
  });

  it('two tabs that each start a sign-in both finish it, each at its own page', async ({ visit }) => {
    const { context, page: first } = await visit();
    const second = await context.newPage();
    const flowCookies = async () =>
      (await context.cookies()).filter((c) => c.name.startsWith('auth.flow')).map((c) => c.name);
    // Both reach the identity provider's form before either signs in: two sign-ins in flight at once.
    for (const [page, start] of [
      [first, '/min-profil/'],
      [second, '/min-profil/konto/'],
    ] as const) {
      await page.goto(start);
      expect(path(page)).toBe('/login/');
      await page.getByRole('main').getByRole('link', { name: 'Log ind' }).click();
      await page.getByLabel('E-mail').waitFor();
    }
    for (const [page, landing] of [
      [first, '/min-profil/'],
      [second, '/min-profil/konto/'],
    ] as const) {
      await page.getByLabel('E-mail').fill(ACCOUNTS.teacher.email);
      await page.getByLabel('Adgangskode').fill(ACCOUNTS.teacher.password);
      await page.getByRole('button', { name: 'Log ind' }).click();
      await page.waitForURL((url) => url.origin === SITE && !url.pathname.startsWith('/auth'));
      expect(`${path(page)}${new URL(page.url()).search}`).toBe(landing);
      // The first callback took its own transaction cookie and left the other tab's.
      if (page === first) expect(await flowCookies()).toHaveLength(1);
    }
    expect(await flowCookies()).toEqual([]);
    expect((await context.cookies()).some((c) => c.name === 'auth.session')).toBe(true);
  });

  it('refuses an account whose e-mail address is not verified, with a Danish message and no session', async ({
    visit,
  }) => {
    const { context, page } = await visit();
    await page.goto('/min-profil/');
    await page.getByRole('main').getByRole('link', { name: 'Log ind' }).click();
    await page.getByLabel('E-mail').fill(ACCOUNTS.unverified.email);
    await page.getByLabel('Adgangskode').fill(ACCOUNTS.unverified.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.waitForURL((url) => url.origin === SITE && url.pathname === '/login/');
    expect(new URL(page.url()).searchParams.get('fejl')).toBe('ikke-bekraeftet');
    await expect
      .poll(() => page.getByRole('main').getByRole('alert').textContent())
      .toContain('Din e-mailadresse er ikke bekræftet endnu.');
    expect((await context.cookies()).some((c) => c.name === 'auth.session')).toBe(false);
    await expectNoAxeViolations(page);
  });
});

describe('route rules (SPEC section 6)', () => {
  it('sends a visitor who is not logged in from the teacher and admin areas to /login', async ({ visit }) => {
    const { page } = await visit();
    for (const start of ['/min-profil/konto/', '/admin/oversigt/', '/admin/']) {
      await page.goto(start);
      expect(path(page)).toBe('/login/');
    }
    await page.goto('/');
    expect(path(page)).toBe('/');
  });

  it('sends a logged-in teacher away from /login and from the admin area', async ({ teacher: { page } }) => {
    await page.goto('/login/');
    expect(path(page)).toBe('/min-profil/');
    await page.goto('/admin/oversigt/');
    expect(path(page)).toBe('/min-profil/');
    await page.goto('/min-profil/konto/');
    expect(path(page)).toBe('/min-profil/konto/');
  });

  it('sends a logged-in administrator away from /login and from the teacher area, and /admin/ to the overview', async ({
    admin: { page },
  }) => {
    await page.goto('/login/');
    expect(path(page)).toBe('/admin/oversigt/');
    await page.goto('/min-profil/');
    expect(path(page)).toBe('/admin/oversigt/');
    await page.goto('/admin/');
    expect(path(page)).toBe('/admin/oversigt/');
    await page.goto('/admin/events/');
    expect(path(page)).toBe('/admin/events/');
  });

  it('keeps public content pages public, including /min-profil-guide/', async ({ visit }) => {
    const { page } = await visit();
    const response = await page.goto('/min-profil-guide/');
    expect(response?.status()).toBe(200);
    expect(path(page)).toBe('/min-profil-guide/');
  });
});
