import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { countdownAt } from '../src/lib/countdown';
import { expectNoAxeViolations, MOCK, SITE } from './support';

/** React has taken over this element (hydration attaches its fiber to the DOM node). */
async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))), {
      timeout: 15_000,
    })
    .toBe(true);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName ?? '',
      label: active?.getAttribute('aria-label') ?? '',
      role: active?.getAttribute('aria-roledescription') ?? '',
    };
  });

/** Console errors and uncaught exceptions of a page, for the "no hydration error" checks. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The text of the server's HTML without tags, for asserting what a reader without JavaScript gets. */
const htmlText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

async function upsertPage(path: string, blocks: unknown[]) {
  const response = await fetch(`${MOCK}/__mock/cms/page?path=${encodeURIComponent(path)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Name: 'Test af nedtælling', ContentType: 'contentPage', Blocks: blocks }),
  });
  expect(response.ok).toBe(true);
}

const countdownBlock = (releaseDate: string) => ({
  ContentType: 'countdownBlock',
  Content: {
    Headline: 'Fonden præsenterer ny hjemmeside om:',
    ReleaseDate: releaseDate,
    ReleasedHeadline: 'HURRA!',
    ReleasedText: 'Den nye hjemmeside er i luften.',
    Image: null,
  },
});

const RELEASE_EVENTS_LISTENER = () => {
  const target = window as unknown as { releaseEvents: unknown[] };
  target.releaseEvents = [];
  window.addEventListener('update-release', (event) =>
    target.releaseEvents.push((event as CustomEvent<unknown>).detail),
  );
};
const releaseEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { releaseEvents: unknown[] }).releaseEvents);

describe('carousel', () => {
  it('is operable with the keyboard alone: Tab to the buttons, Enter and the arrow keys move, the position is announced', async ({
    visit,
  }) => {
    const { page } = await visit();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Sådan arbejder eleverne' });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('karrusel');
    const next = carousel.getByRole('button', { name: 'Næste dias' });
    await hydrated(next);
    await expectNoAxeViolations(page);

    // From the top of the page, Tab until the carousel region itself has focus.
    for (let step = 0; step < 80 && (await focused(page)).role !== 'karrusel'; step += 1)
      await page.keyboard.press('Tab');
    expect((await focused(page)).role).toBe('karrusel');

    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Forrige dias');
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Næste dias');

    const live = carousel.locator('[aria-live="polite"]');
    expect(await live.textContent()).toBe('');
    await page.keyboard.press('Enter');
    await expect.poll(() => live.textContent()).toBe('Dias 2 af 3: Prototype');
    // Only the slide in view is reachable.
    await expect
      .poll(() => carousel.locator('[aria-roledescription="dias"]:not([inert])').getAttribute('aria-label'))
      .toBe('2 af 3');
    expect(await carousel.locator('[aria-roledescription="dias"][inert]').count()).toBe(2);

    // Back to the region, and on with the arrow keys.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).role).toBe('karrusel');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => live.textContent()).toBe('Dias 3 af 3: Pitch');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => live.textContent()).toBe('Dias 2 af 3: Prototype');

    await expectNoAxeViolations(page);
  });

  it('loads embla only when the carousel comes near, and a move asked for before it has loaded is made when it has', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'da-DK',
      baseURL: SITE,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    // Embla's script is the one with its default option 'trimSnaps'; it is held back 1.5 s to widen the gap.
    const emblaLoads: number[] = [];
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('trimSnaps')) {
        emblaLoads.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Sådan arbejder eleverne' });
    await hydrated(carousel.getByRole('button', { name: 'Næste dias' }));
    // On a phone the carousel starts screens below the fold: the page has not asked for embla.
    await page.waitForLoadState('networkidle');
    expect(emblaLoads).toEqual([]);

    // Focus (which also scrolls it into view) asks for it; the arrow key pressed at once is not lost.
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    const live = carousel.locator('[aria-live="polite"]');
    await expect.poll(() => live.textContent(), { timeout: 10_000 }).toBe('Dias 2 af 3: Prototype');
    expect(emblaLoads).toHaveLength(1);
    await expect
      .poll(() => carousel.locator('[aria-roledescription="dias"]:not([inert])').getAttribute('aria-label'))
      .toBe('2 af 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => live.textContent()).toBe('Dias 3 af 3: Pitch');
    await context.close();
  });
});

describe('video modal', () => {
  it('opens from the keyboard, takes focus after ~500 ms, and Escape closes it, removes the iframe and returns focus', async ({
    visit,
  }) => {
    const { page } = await visit();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto('/');
    const play = page.getByRole('button', {
      name: 'Afspil video: Tre lærere fortæller om iværksætteri i undervisningen',
    });
    // The block comes as HTML: its button answers once the page's listener for static parts is set, when React
    // has taken over the page.
    await hydrated(page.locator('main'));
    await expectNoAxeViolations(page);
    // Nothing from the video host until the person asks.
    expect(videoRequests).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    // Where focus goes, and when, measured in the page itself (this machine is too slow to sample it).
    await page.evaluate(() => {
      const log: { at: number; tag: string; label: string }[] = [];
      (window as unknown as { focusLog: typeof log }).focusLog = log;
      document.addEventListener('focusin', (event) => {
        const target = event.target as HTMLElement;
        log.push({
          at: performance.now(),
          tag: target.tagName,
          label: target.getAttribute('aria-label') ?? '',
        });
      });
    });
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: 'Tre lærere fortæller om iværksætteri i undervisningen',
    });
    await dialog.waitFor();
    const frame = dialog.locator('iframe[title="Tre lærere fortæller om iværksætteri i undervisningen"]');
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/,
    );
    // First the dialog itself holds focus; ~500 ms later focus moves to the player (still in this document,
    // so Escape keeps working; Tab goes on into the player's own controls).
    const playerLabel = 'Videoafspiller: Tre lærere fortæller om iværksætteri i undervisningen';
    await expect.poll(async () => (await focused(page)).label).toBe(playerLabel);
    const log = await page.evaluate(
      () => (window as unknown as { focusLog: { at: number; tag: string; label: string }[] }).focusLog,
    );
    const inDialog = log.findIndex((entry) => entry.tag === 'DIALOG');
    const onPlayer = log.findIndex((entry) => entry.label === playerLabel);
    expect(inDialog).toBeGreaterThanOrEqual(0);
    expect(onPlayer).toBe(inDialog + 1);
    expect((log[onPlayer]?.at ?? 0) - (log[inDialog]?.at ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(
      450,
    );
    // The page behind is inert while the modal is open.
    expect(await page.evaluate(() => Boolean(document.querySelector('dialog:modal iframe')))).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    expect((await focused(page)).label).toBe(
      'Afspil video: Tre lærere fortæller om iværksætteri i undervisningen',
    );
    await expectNoAxeViolations(page);
  });
});

describe('release countdown', () => {
  it('has the headline and the four numbers in the server HTML, right for the moment it was rendered', async () => {
    const page = (await (await fetch(`${MOCK}/cms/api/fonden/ny-hjemmeside/`)).json()) as {
      Page: { Blocks: { ContentType: string; Content: { ReleaseDate: string } }[] };
    };
    const releaseDate =
      page.Page.Blocks.find((block) => block.ContentType === 'countdownBlock')?.Content.ReleaseDate ?? '';
    const before = Date.now();
    const html = await (await fetch(`${SITE}/ny-hjemmeside/`)).text();
    const after = Date.now();
    const text = htmlText(html);
    expect(text).toContain('Fonden præsenterer ny hjemmeside om:');
    const match = /(\d+) dage (\d{2}) timer (\d{2}) minutter (\d{2}) sekunder/.exec(text);
    expect(match).not.toBeNull();
    const [days, hours, minutes, seconds] = (match ?? []).slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const shown = ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
    expect(shown).toBeLessThanOrEqual(countdownAt(releaseDate, before - 1000).totalSeconds);
    expect(shown).toBeGreaterThanOrEqual(countdownAt(releaseDate, after + 1000).totalSeconds);
    expect(text).not.toContain('HURRA!');
  });

  it('hydrates without a mismatch and then ticks every second', async ({ visit }) => {
    const { page } = await visit();
    const errors = collectErrors(page);
    await page.goto('/ny-hjemmeside/');
    const timer = page.getByRole('timer');
    await hydrated(timer);
    expect(await timer.getAttribute('aria-live')).toBe('off');
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(first);
    expect(
      await page.getByRole('heading', { level: 2, name: 'Fonden præsenterer ny hjemmeside om:' }).count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it("after the release date: 'HURRA!', no counter, the released text and one update-release event", async ({
    visit,
  }) => {
    const releaseDate = '2024-03-14T08:00:00.000Z';
    await upsertPage('/test-nedtaelling/', [countdownBlock(releaseDate)]);
    const html = htmlText(await (await fetch(`${SITE}/test-nedtaelling/`)).text());
    expect(html).toContain('HURRA!');
    expect(html).not.toContain('sekunder');

    const { context, page } = await visit();
    const errors = collectErrors(page);
    await context.addInitScript(RELEASE_EVENTS_LISTENER);
    await page.goto('/test-nedtaelling/');
    await page.getByRole('heading', { level: 2, name: 'HURRA!' }).waitFor();
    expect(await page.getByText('Den nye hjemmeside er i luften.').count()).toBe(1);
    expect(await page.getByRole('timer').count()).toBe(0);
    await expect.poll(() => releaseEvents(page)).toEqual([{ releaseDate }]);
    await page.waitForTimeout(1500);
    expect(await releaseEvents(page)).toEqual([{ releaseDate }]);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('switches from counting to released while the page is open, emitting the event exactly once', async ({
    visit,
  }) => {
    // Ten minutes ahead, so the page is still counting when it has loaded however busy the machine is; the
    // browser's clock (Playwright's, running on from the real time) then jumps there, as a tab left open would.
    const releaseDate = new Date(Date.now() + 10 * 60_000).toISOString();
    await upsertPage('/test-nedtaelling-live/', [countdownBlock(releaseDate)]);
    const { context, page } = await visit();
    const errors = collectErrors(page);
    await context.addInitScript(RELEASE_EVENTS_LISTENER);
    await page.clock.install();
    await page.goto('/test-nedtaelling-live/');
    await hydrated(page.getByRole('timer'));
    expect(await releaseEvents(page)).toEqual([]);
    await page.clock.fastForward('10:01');
    await page.getByRole('heading', { level: 2, name: 'HURRA!' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('timer').count()).toBe(0);
    // The released state is said politely, once; the ticking numbers never were.
    const live = page.locator('[aria-live="polite"]', { hasText: 'HURRA!' });
    expect(await live.textContent()).toContain('Den nye hjemmeside er i luften.');
    await expect.poll(() => releaseEvents(page)).toEqual([{ releaseDate }]);
    await page.waitForTimeout(1500);
    expect(await releaseEvents(page)).toEqual([{ releaseDate }]);
    expect(errors).toEqual([]);
  });
});
