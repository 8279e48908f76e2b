import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, injectFault, SITE, watchPageErrors, downloadText } from './support';

const SCREEN = '/min-profil/event-og-programmer/';
const CONFERENCE = 'Konference: Entreprenørskab i hele uddannelsessystemet';
const FINAL = 'Kickstart-finalen 2026';

const collectPageErrors = watchPageErrors;

async function openScreen(visit: OpenVisit) {
  const { context, page } = await visit({ account: ACCOUNTS.teacher });
  const errors = collectPageErrors(page);
  await page.goto(SCREEN);
  await page.getByRole('heading', { level: 1, name: 'Programmer og events' }).waitFor();
  return { context, page, errors };
}

const isFocused = (page: Page, locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => element === document.activeElement);

async function openEvent(page: Page, title: string) {
  await page.getByRole('button', { name: `Åbn arrangementet ${title}` }).click();
  const panel = page.locator(
    `#${await page.getByRole('button', { name: `Luk arrangementet ${title}` }).getAttribute('aria-controls')}`,
  );
  await panel.getByRole('heading', { name: 'Din tilmelding' }).waitFor();
  return panel;
}

export const FIVE_AND_TWO_BAD = [
  'Navn\tE-mail',
  'Ib Hansen\tib.hansen@example.dk',
  'Åse Ørsted\taase.oersted@example.dk',
  '"Lund, Peter"\tpeter.l@example.dk',
  'Sara Kjær\tsara.kjaer@example.dk',
  'IB HANSEN\tIB.HANSEN@example.dk',
  'Mads Bo\tmads.bo@example',
  'Lis Berg\tlis.berg@example.dk',
].join('\n');

describe('programmes', () => {
  it('shows the programmes from the server, joins one and leaves it through the confirmation dialog', async ({
    visit,
  }) => {
    const { context, page, errors } = await openScreen(visit);
    // The first HTML already carries the programmes and the events (rendered on the server).
    const html = await (await context.request.get(SCREEN)).text();
    expect(html).toContain('Innovationsugen');
    expect(html).toContain(FINAL);
    expect(html).toContain(CONFERENCE);
    const programmes = page.getByRole('region', { name: 'Dine programmer' });
    expect(await programmes.getByRole('heading', { name: 'Kickstart' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // A failed join is told in Danish; the next try works.
    await injectFault({ service: 'product', pathPrefix: '/user/JoinProgram', status: 500, times: 1 });
    await programmes.getByRole('button', { name: 'Meld dig ind Innovationsugen' }).click();
    await programmes
      .getByRole('alert')
      .getByText('Du kunne ikke melde dig ind i Innovationsugen lige nu. Prøv igen om lidt.')
      .waitFor();
    await programmes.getByRole('button', { name: 'Meld dig ind Innovationsugen' }).click();
    await programmes.getByText('Du er nu med i Innovationsugen.').waitFor();
    // The programme's event now appears among the events.
    await page.getByRole('heading', { name: 'Workshop: Design thinking i udskolingen' }).waitFor();

    const leave = programmes.getByRole('button', { name: 'Forlad programmet Innovationsugen' });
    await leave.click();
    const dialog = page.getByRole('dialog', { name: 'Forlad programmet?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Bliv i programmet' }).click();
    expect(await leave.isVisible()).toBe(true);

    await leave.click();
    await dialog.getByRole('button', { name: 'Forlad programmet' }).click();
    await programmes.getByText('Du har forladt Innovationsugen.').waitFor();
    const join = programmes.getByRole('button', { name: 'Meld dig ind Innovationsugen' });
    await join.waitFor();
    await expect.poll(() => isFocused(page, join)).toBe(true);
    await page
      .getByRole('heading', { name: 'Workshop: Design thinking i udskolingen' })
      .waitFor({ state: 'detached' });

    await programmes.getByRole('button', { name: 'Vis tilmeldinger i Kickstart' }).click();
    await programmes.getByText('Webinar: Kom godt i gang med Kickstart', { exact: false }).first().waitFor();
    // A held event in the past tense; counts with the plural that fits ("1 tilmeldinger" was wrong).
    const held = programmes
      .getByRole('listitem')
      .filter({ hasText: 'Workshop: Pitchtræning for lærere' })
      .last();
    expect(await held.textContent()).toContain('(afholdt)Du var tilmeldt');
    const counts = (await programmes.textContent()) ?? '';
    expect(counts).toContain('2 kommende arrangementer · 2 tilmeldinger');
    expect(counts).toContain('Ingen kommende arrangementer · 1 tilmelding');
    expect(counts).not.toMatch(/\b1 tilmeldinger|\b0 kommende/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('signing up', () => {
  it('signs up alone and for a pasted list of five; invalid and duplicate rows are shown and not sent', async ({
    visit,
  }) => {
    const { page, errors } = await openScreen(visit);
    // Held events speak in the past tense (they are folded away until asked for).
    await page.getByRole('button', { name: /^Vis afholdte arrangementer \(\d+\)$/ }).click();
    const held = page.locator('#afholdte-arrangementer');
    await expect.poll(() => held.textContent()).toContain('Du var tilmeldt');
    expect(await held.textContent()).not.toMatch(/Du er /);
    const panel = await openEvent(page, CONFERENCE);
    await panel.getByText('200 ledige pladser af 200').waitFor();
    await expectNoAxeViolations(page);

    // An open event with no teams says nothing about teams ("holddata" was jargon on every panel).
    expect(await panel.getByRole('heading', { name: 'Hold', exact: true }).count()).toBe(0);
    expect(await panel.getByText(/holddata/i).count()).toBe(0);
    // The place has no stray commas; the conference runs over two days, so both days are named.
    expect(await panel.textContent()).toMatch(
      /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}–\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, /,
    );
    expect(await panel.textContent()).not.toMatch(/, *[.,]/);
    expect(await panel.getByText(/Skal du afmelde dig/).count()).toBe(0);

    await panel.getByRole('button', { name: `Tilmeld mig ${CONFERENCE}` }).click();
    const selfMessage = panel.getByText(`Du er tilmeldt ${CONFERENCE}.`, { exact: true });
    await selfMessage.waitFor();
    await expect.poll(() => isFocused(page, selfMessage)).toBe(true);
    await panel.getByText('199 ledige pladser af 200').waitFor();
    // There is no call to cancel: the person is told to write to the foundation, at the site-wide e-mail.
    const cancel = panel.getByText(/Skal du afmelde dig selv eller en deltager\? Skriv til fonden på/);
    await cancel.waitFor();
    expect(await cancel.getByRole('link').getAttribute('href')).toBe('mailto:kontakt@fis-fonden.dk');

    // The teacher's own row is marked: they now hold a seat.
    await panel.getByLabel('Deltagerliste').fill(`${FIVE_AND_TWO_BAD}\nMette Lærkegaard\tlaerer@example.dk`);
    await panel.getByRole('button', { name: 'Vis forhåndsvisning' }).click();
    const heading = panel.getByRole('heading', { name: 'Forhåndsvisning: 5 personer kan tilmeldes' });
    await heading.waitFor();
    await expect.poll(() => isFocused(page, heading)).toBe(true);
    const table = panel.getByRole('table', { name: 'Rækkerne i listen og om de tilmeldes' });
    expect(await table.getByRole('row').count()).toBe(9);
    expect(await table.getByRole('row', { name: /laerer@example\.dk.*Allerede tilmeldt/ }).count()).toBe(1);
    expect(
      await table.getByRole('row', { name: /IB HANSEN.*Dublet.*Samme e-mail som linje 2/ }).count(),
    ).toBe(1);
    expect(
      await table.getByRole('row', { name: /Mads Bo.*Ugyldig.*Email skal indeholde @ og domæne/ }).count(),
    ).toBe(1);
    expect(await panel.getByText('Ledige pladser nu: 199. Efter tilmeldingen: 194.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Tilmeld 5 personer' }).click();
    const result = panel.getByText(`5 personer er tilmeldt ${CONFERENCE}.`, { exact: true });
    await result.waitFor();
    await expect.poll(() => isFocused(page, result)).toBe(true);
    await panel.getByText('194 ledige pladser af 200').waitFor();
    // No message on screen names a seat count the status line contradicts.
    expect(await panel.getByText(/Der er nu \d+ ledige/).count()).toBe(0);
    await panel.getByRole('heading', { name: 'Dine deltagere via liste (5)' }).waitFor();
    expect(await panel.getByText('Åse Ørsted').isVisible()).toBe(true);
    expect(await panel.getByText('mads.bo@example', { exact: false }).count()).toBe(0);
    expect(await panel.getByLabel('Deltagerliste').inputValue()).toBe('');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('tells a failed list sign-up in Danish and keeps the pasted text, then succeeds on retry', async ({
    visit,
  }) => {
    const { page, errors } = await openScreen(visit);
    const panel = await openEvent(page, CONFERENCE);
    await panel.getByLabel('Deltagerliste').fill(FIVE_AND_TWO_BAD);
    await panel.getByRole('button', { name: 'Vis forhåndsvisning' }).click();
    await panel.getByRole('heading', { name: 'Forhåndsvisning: 5 personer kan tilmeldes' }).waitFor();
    await injectFault({
      service: 'product',
      pathPrefix: '/events/SignUpToEventByList',
      status: 500,
      times: 1,
    });
    await panel.getByRole('button', { name: 'Tilmeld 5 personer' }).click();
    const failure = panel.getByRole('alert').getByText(/Listen kunne ikke tilmeldes lige nu/);
    await failure.waitFor();
    await expect.poll(() => isFocused(page, failure)).toBe(true);
    expect(await panel.getByLabel('Deltagerliste').inputValue()).toBe(FIVE_AND_TWO_BAD);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Tilmeld 5 personer' }).click();
    await panel.getByText(`5 personer er tilmeldt ${CONFERENCE}.`, { exact: true }).waitFor();
    await panel.getByText('195 ledige pladser af 200').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows why a list cannot be sent when it asks for more seats than are left', async ({ visit }) => {
    const { page, errors } = await openScreen(visit);
    await page
      .getByRole('region', { name: 'Dine programmer' })
      .getByRole('button', { name: 'Meld dig ind Iværksætterdagen' })
      .click();
    const panel = await openEvent(page, 'Iværksætterdagen i Vejle');
    await panel.getByLabel('Deltagerliste').fill('Ib;ib@x.dk\nLis;lis@x.dk\nBo;bo@x.dk');
    await panel.getByRole('button', { name: 'Vis forhåndsvisning' }).click();
    await panel
      .getByText('Der er kun 2 ledige pladser, men listen har 3 personer at tilmelde. Fjern nogle rækker.')
      .waitFor();
    expect(await panel.getByRole('button', { name: /^Tilmeld \d/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('event codes and the calendar', () => {
  it('checks and redeems KICKSTART-2026, signs up and hands in a submission with the code', async ({
    visit,
  }) => {
    const { page, errors } = await openScreen(visit);
    const panel = await openEvent(page, FINAL);
    // A same-day event names its day once: "27/12/2026 10:00–16:00, DOKK1, …".
    expect(await panel.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}–\d{2}:\d{2}, /);
    await panel
      .getByText('Arrangementet kræver en deltagerkode, som du har fået af fonden. Indløs koden', {
        exact: false,
      })
      .waitFor();
    // The hand-in is explained, before anyone meets its button.
    await panel
      .getByText(/«Aflever med kode» melder jeres aflevering til fonden\..*Ingen aflevering endnu\./)
      .waitFor();
    const code = panel.getByRole('textbox', { name: 'Deltagerkode', exact: true });

    await panel.getByRole('button', { name: 'Tjek kode' }).click();
    const summary = panel.getByRole('alert').filter({ hasText: 'Deltagerkode er påkrævet' }).first();
    await summary.waitFor();
    await expectNoAxeViolations(page);

    await code.fill('FORKERT-KODE');
    await panel.getByRole('button', { name: 'Indløs kode' }).click();
    await panel.getByText('Koden er ikke gyldig til arrangementet.', { exact: false }).waitFor();

    await code.fill('kickstart-2026');
    await panel.getByRole('button', { name: 'Tjek kode' }).click();
    await panel.getByText(`Koden passer til ${FINAL}.`, { exact: false }).waitFor();
    // Enter in the code field redeems it (it used to check it again, then ask for "Indløs kode").
    await code.press('Enter');
    const redeemed = panel.getByText(`Koden er indløst til ${FINAL}. Du kan nu tilmelde dig.`);
    await redeemed.waitFor();
    await panel.getByText(/Du har indløst koden/).waitFor();
    // The message takes focus, and "Tilmeld mig" is the next thing after it, on screen with it at 360 px too.
    await expect.poll(() => isFocused(page, redeemed)).toBe(true);
    const signUp = panel.getByRole('button', { name: `Tilmeld mig ${FINAL}` });
    await page.setViewportSize({ width: 360, height: 780 });
    await redeemed.scrollIntoViewIfNeeded();
    const [said, button] = [await redeemed.boundingBox(), await signUp.boundingBox()];
    expect(button!.y - (said!.y + said!.height)).toBeLessThan(40);
    expect(button!.y + button!.height).toBeLessThanOrEqual(780);
    await page.keyboard.press('Tab');
    expect(await isFocused(page, signUp)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectNoAxeViolations(page);

    await signUp.click();
    await panel.getByText(`Du er tilmeldt ${FINAL}.`, { exact: false }).waitFor();

    await panel.getByRole('button', { name: 'Aflever med kode' }).click();
    const handedIn = panel.getByText(`Din aflevering til ${FINAL} er oprettet.`);
    await handedIn.waitFor();
    await expect.poll(() => isFocused(page, handedIn)).toBe(true);
    await panel.getByText(/Afleveret \d{2}\/\d{2}\/\d{4}/).waitFor();
    expect(await panel.getByRole('button', { name: 'Aflever med kode' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('shows the team of an event and downloads one .ics with every event the teacher is signed up for', async ({
    visit,
  }) => {
    const { page, errors } = await openScreen(visit);
    // The fair was held 20 days ago: past events are folded away until asked for.
    await page.getByRole('button', { name: /^Vis afholdte arrangementer \(\d+\)$/ }).click();
    const fair = await openEvent(page, 'Company Programme: Messe for elevvirksomheder');
    await fair.getByText('Grøn Kaffe ApS').waitFor();
    await expectNoAxeViolations(page);

    const panel = await openEvent(page, CONFERENCE);
    expect(await panel.getByRole('heading', { name: 'Hold', exact: true }).count()).toBe(0);
    await panel.getByRole('button', { name: `Tilmeld mig ${CONFERENCE}` }).click();
    await panel.getByText(`Du er tilmeldt ${CONFERENCE}.`, { exact: false }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Tilføj alle mine arrangementer til min kalender' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mine-arrangementer.ics');
    const ics = await downloadText(download);
    const uids = [...ics.matchAll(/^UID:(evt-\d+)@/gm)].map((match) => match[1]).sort();
    // The seed's evt-3003 (own seat and a list) and the conference just signed up for; past events are left out.
    expect(uids).toEqual(['evt-3003', 'evt-3005']);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // Without a session the same address answers 401, not a calendar.
    const anonymous = await fetch(`${SITE}/api/min-profil/kalender/`);
    expect(anonymous.status).toBe(401);
    expect(errors).toEqual([]);
  });
});
