import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, MOCK, SITE, expectNoAxeViolations, login, downloadText } from './support';

const WORKSHOP = '/arrangementer/workshop-design-thinking/';
const FULL_SOON = '/arrangementer/ivaerksaetterdagen-vejle/';
const MEMBERS_ONLY = '/arrangementer/kickstart-finalen-2026/';
const PAST = '/arrangementer/workshop-pitchtraening/';

/** The seats left, once the live count has arrived. */
async function remainingSeats(page: Page): Promise<number> {
  const seats = page.getByTestId('remaining-seats');
  await expect.poll(() => seats.textContent(), { timeout: 10_000 }).toMatch(/ledige? plads/);
  return Number(/(\d+) ledige? plads/.exec((await seats.textContent()) ?? '')?.[1]);
}

/** A form field by its accessible name (the label without the visual '*'). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The served page's main content, as a client without JavaScript gets it. */
async function mainHtml(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
}

async function fillSignup(page: Page, person: { name: string; email: string; repeat?: string }) {
  await field(page, 'Navn').fill(person.name);
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Gentag e-mail').fill(person.repeat ?? person.email);
}

/** A seat taken by someone else, straight at the stand-in's attendee endpoint. */
async function takeSeat(eventId: string, email: string) {
  const response = await fetch(`${MOCK}/cms/api/attendee/CreateAttendee`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventId, name: 'En anden', email }),
  });
  expect(response.status).toBe(201);
}

describe('the events overview', () => {
  it('lists upcoming events soonest first and past events apart, with no axe violations', async ({
    visit,
  }) => {
    const { page } = await visit();
    await page.goto('/arrangementer/');
    const upcoming = page.getByRole('region', { name: 'Kommende arrangementer' }).getByRole('article');
    const past = page.getByRole('region', { name: 'Tidligere arrangementer' }).getByRole('article');
    expect(await upcoming.count()).toBe(5);
    expect(await past.count()).toBe(3);
    const starts = await upcoming
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(starts).toEqual([...starts].sort());
    await expectNoAxeViolations(page);
  });

  it('filters by type with the keyboard, keeping the filter in the URL', async ({ visit }) => {
    const { page } = await visit();
    await page.goto('/arrangementer/');
    await page.getByLabel('Type').focus();
    await page.getByLabel('Type').selectOption('Workshop');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Vis arrangementer');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?type=Workshop$/);
    const cards = page.getByRole('region', { name: /arrangementer/ }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.allTextContents()).toEqual([
      expect.stringContaining('Workshop'),
      expect.stringContaining('Workshop'),
    ]);
    expect(await page.getByRole('status').filter({ hasText: 'Viser' }).textContent()).toContain(
      'Viser 1 kommende og 1 tidligere',
    );
  });

  it('serves the filtered list to a client without JavaScript', async () => {
    const html = await mainHtml(`${SITE}/arrangementer/?program=iv%C3%A6rks%C3%A6tterdag`);
    expect(html).toContain('Iværksætterdagen i Vejle');
    expect(html).not.toContain('Workshop: Design thinking i udskolingen');
  });
});

describe('the public sign-up', () => {
  it('signs a visitor up: the seat count drops by one and the page remembers it after a reload', async ({
    visit,
  }) => {
    const { page } = await visit();
    await page.goto(WORKSHOP);
    const before = await remainingSeats(page);
    await fillSignup(page, { name: 'Signe Kjær', email: 'signe.kjaer@example.dk' });
    await field(page, 'Skole eller institution (valgfri)').fill('Vejle Friskole');
    await page.getByRole('button', { name: 'Tilmeld mig' }).click();

    const confirmation = page.getByRole('heading', { name: 'Tak, du er tilmeldt' });
    await confirmation.waitFor();
    expect(await confirmation.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'du er nu tilmeldt' }).textContent()).toContain(
      `Der er nu ${before - 1} ledige pladser tilbage.`,
    );
    expect(await remainingSeats(page)).toBe(before - 1);

    const stored = await page.evaluate(() => [
      localStorage.getItem('fis-events'),
      localStorage.getItem('fis-event-submission'),
    ]);
    const events = JSON.parse(stored[0] ?? '[]') as { eventId: string; sessionId: string }[];
    expect(events.map((entry) => entry.eventId)).toEqual(['evt-3002']);
    expect(events[0]?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({
      eventId: 'evt-3002',
      name: 'Signe Kjær',
      email: 'signe.kjaer@example.dk',
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Du er tilmeldt' }).waitFor();
    expect(await page.getByRole('region', { name: 'Tilmelding' }).textContent()).toContain(
      'signe.kjaer@example.dk',
    );
    expect(await page.getByRole('button', { name: 'Tilmeld mig' }).count()).toBe(0);
    expect(await remainingSeats(page)).toBe(before - 1);
    await expectNoAxeViolations(page);
  });

  it('keeps a long school e-mail address inside a 360 px phone, in the confirmation and after a reload', async ({
    visit,
  }) => {
    const { page } = await visit();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(WORKSHOP);
    const email = 'signe.kjaer-andersen@vejle-friskole-og-boernehave.dk'; // 51 characters
    await fillSignup(page, { name: 'Signe Kjær', email });
    await page.getByRole('button', { name: 'Tilmeld mig' }).click();
    await page.getByRole('heading', { name: 'Tak, du er tilmeldt' }).waitFor();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await page.getByRole('status').filter({ hasText: email }).count()).toBe(1);
    expect(await width()).toBeLessThanOrEqual(360);
    await page.reload();
    await page.getByRole('heading', { name: 'Du er tilmeldt' }).waitFor();
    expect(await width()).toBeLessThanOrEqual(360);
  });

  it('proves the work in the browser; a refused proof is told in Danish, what was typed stays, and the next try signs up', async ({
    visit,
  }) => {
    const { page } = await visit();
    // The first challenge arrives with a forged signature, as a tampered one would: the site refuses its solution.
    await page.route(
      '**/api/tilmelding/udfordring',
      async (route) => {
        const response = await route.fetch();
        const challenge = (await response.json()) as { signature: string };
        await route.fulfill({
          response,
          json: { ...challenge, signature: '0'.repeat(challenge.signature.length) },
        });
      },
      { times: 1 },
    );
    await page.goto(WORKSHOP);
    const widget = page.locator('altcha-widget');
    const robot = page.getByRole('checkbox', { name: 'Jeg er ikke en robot' });
    await robot.waitFor();
    await fillSignup(page, { name: 'Bo Bevis', email: 'bo.bevis@example.dk' });
    // Entering the form starts the work; it is done in a second or two.
    await expect
      .poll(() => widget.evaluate((el) => (el as HTMLElement & { getState(): string }).getState()), {
        timeout: 10_000,
      })
      .toBe('verified');
    await page.getByRole('button', { name: 'Tilmeld mig' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Vi kunne ikke bekræfte, at tilmeldingen kommer fra en person.' });
    await alert.waitFor();
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field(page, 'Navn').inputValue()).toBe('Bo Bevis');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Tilmeld mig' }).click();
    await page.getByRole('heading', { name: 'Tak, du er tilmeldt' }).waitFor({ timeout: 15_000 });
  });

  it('refuses the same e-mail again with a Danish message on the e-mail field', async ({ visit }) => {
    await takeSeat('evt-3002', 'allerede@example.dk');
    const { page } = await visit();
    await page.goto(WORKSHOP);
    await fillSignup(page, { name: 'Signe Kjær', email: 'Allerede@example.dk' });
    await page.getByRole('button', { name: 'Tilmeld mig' }).click();
    const summary = page
      .getByRole('alert')
      .filter({ hasText: 'Denne e-mail er allerede tilmeldt arrangementet.' });
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    const email = field(page, 'E-mail');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Denne e-mail er allerede tilmeldt arrangementet.',
    );
  });

  it('validates as the specification says, and the error summary takes focus and links to the fields', async ({
    visit,
  }) => {
    const { page } = await visit();
    await page.goto(WORKSHOP);
    await page.getByRole('button', { name: 'Tilmeld mig' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Ret venligst følgende' });
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Navn er påkrævet',
      'Email er påkrævet',
      'Gentag e-mail er påkrævet',
    ]);
    await summary.getByRole('link', { name: 'Email er påkrævet' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tilmelding-evt-3002-email');

    // After a submit each input validates: a bad address, then a repeat that differs.
    await field(page, 'E-mail').fill('signe@example');
    await expect
      .poll(() => page.locator('#tilmelding-evt-3002-email-fejl').textContent())
      .toBe('Email skal indeholde @ og domæne');
    await field(page, 'E-mail').fill('signe@example.dk');
    await field(page, 'Gentag e-mail').fill('signe@example.com');
    await expect
      .poll(() => page.locator('#tilmelding-evt-3002-repeatEmail-fejl').textContent())
      .toBe('Venligst tjek at emails matcher');
    expect(await page.locator('#tilmelding-evt-3002-repeatEmail-fejl').getAttribute('aria-live')).toBe(
      'polite',
    );
    await expectNoAxeViolations(page);
  });

  it('validates a field when it is left, before any submit', async ({ visit }) => {
    const { page } = await visit();
    await page.goto(WORKSHOP);
    const name = field(page, 'Navn');
    await name.focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.locator('#tilmelding-evt-3002-name-fejl').textContent())
      .toBe('Navn er påkrævet');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Signe');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses a sign-up to a full event clearly, and then says it is full', async ({ visit }) => {
    const { page } = await visit();
    await page.goto(FULL_SOON);
    expect(await remainingSeats(page)).toBe(2);
    await takeSeat('evt-3004', 'en@example.dk');
    await takeSeat('evt-3004', 'to@example.dk');
    await fillSignup(page, { name: 'Tredje Person', email: 'tre@example.dk' });
    await page.getByRole('button', { name: 'Tilmeld mig' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Arrangementet er desværre fuldt booket.' });
    await alert.waitFor();
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.reload();
    expect(await remainingSeats(page)).toBe(0);
    await page.getByText('Arrangementet er desværre fuldt booket.').waitFor();
    expect(await page.getByRole('button', { name: 'Tilmeld mig' }).count()).toBe(0);
  });

  it('sends members to Min profil and shows no form for a past event', async ({ visit }) => {
    const { page } = await visit();
    await page.goto(MEMBERS_ONLY);
    const login = page.getByRole('link', { name: 'Log ind for at tilmelde dig' });
    expect(await login.getAttribute('href')).toBe(`/login/?returnTo=${encodeURIComponent(MEMBERS_ONLY)}`);
    expect(await page.getByRole('button', { name: 'Tilmeld mig' }).count()).toBe(0);
    // One way in, said once: the template's note, no sign-up box from the content beside it.
    expect(await page.getByText(/Tilmelding (sker|via) (på )?Min profil/).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto(PAST);
    await page.getByText('Arrangementet er afholdt, så der er ikke længere tilmelding.').waitFor();
    expect(await page.getByRole('button', { name: 'Tilmeld mig' }).count()).toBe(0);
    // Said once, and an event that is over goes in no calendar.
    expect(await page.getByText(/afholdt/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Tilføj til kalender' }).count()).toBe(0);
  });
});

describe('members-only events for a logged-in teacher', () => {
  it('link into the teacher area instead of the login', async ({ visit }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher);
    await page.goto(MEMBERS_ONLY);
    const link = page.getByRole('link', { name: 'Gå til Programmer og events' });
    expect(await link.getAttribute('href')).toBe('/min-profil/event-og-programmer/');
    expect(await page.getByRole('link', { name: 'Log ind for at tilmelde dig' }).count()).toBe(0);
  });
});

describe('Tilføj til kalender', () => {
  it('downloads an .ics file with the event date in UTC', async ({ visit }) => {
    const cms = (await (await fetch(`${MOCK}/cms/api/fonden${WORKSHOP}`)).json()) as {
      Page: { Event: { StartDate: string; EndDate: string } };
    };
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

    const { page } = await visit();
    await page.goto(WORKSHOP);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Tilføj til kalender' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('workshop-design-thinking.ics');
    const file = await downloadText(download);
    const unfolded = file.replace(/\r\n /g, '');
    expect(/^DTSTART:(\S+)\r$/m.exec(unfolded)?.[1]).toBe(utc(cms.Page.Event.StartDate));
    expect(/^DTEND:(\S+)\r$/m.exec(unfolded)?.[1]).toBe(utc(cms.Page.Event.EndDate));
    expect(unfolded).toContain('SUMMARY:Workshop: Design thinking i udskolingen');

    const response = await fetch(`${SITE}/api/kalender/arrangementer/workshop-design-thinking.ics`);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="workshop-design-thinking.ics"',
    );
    expect((await fetch(`${SITE}/api/kalender/legater/ekskursionsstoette.ics`)).status).toBe(404);
  });
});
