import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, login, path, SITE } from './support';

/** The public site's chrome: header, burger menu, search box, login modals, footer, sticky nav, head scripts. */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 320, height: 640 };

async function open(
  visit: OpenVisit,
  viewport: { width: number; height: number },
  start = '/',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await visit();
  await page.setViewportSize(viewport);
  await page.goto(start);
  return { context, page };
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
  });
const isFocused = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el === document.activeElement);
const controlled = (page: Page, button: Awaited<ReturnType<Page['getByRole']>>) =>
  button.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));

describe('header menu', () => {
  it('opens and closes a sub-menu with the keyboard alone, returning focus on Escape', async ({ visit }) => {
    const { page } = await open(visit, DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    const toggle = nav.getByRole('button', { name: 'Vis undermenu: For lærere' });
    // From the top of the page: skip link, logo, "For lærere", then its sub-menu button.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const sub = await controlled(page, toggle);
    expect(await sub.isVisible()).toBe(true);
    expect(await sub.getByRole('link').allTextContents()).toEqual([
      'Tilmelding',
      'Undervisningsmateriale',
      'Guide til Min profil',
    ]);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Tilmelding');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sub.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // ArrowDown opens it at its first link; Enter follows the link and the menu closes.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(page)).toBe('Tilmelding');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('Undervisningsmateriale');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${SITE}/undervisningsmateriale/`);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes a sub-menu when focus moves on past it', async ({ visit }) => {
    const { page } = await open(visit, DESKTOP);
    const toggle = page.getByRole('button', { name: 'Vis undermenu: Arrangementer' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('burger menu', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['a 320 px phone', PHONE],
  ] as const) {
    it(`opens with focus inside after ~100 ms, closes on Escape with focus back on the button (${name})`, async ({
      visit,
    }) => {
      const { page } = await open(visit, viewport);
      const button = page.getByRole('button', { name: 'Menu', exact: true });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      const panel = await controlled(page, button);
      expect(await panel.isVisible()).toBe(false);

      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.isVisible()).toBe(true);
      await expect
        .poll(() => panel.evaluate((el) => el.contains(document.activeElement)), {
          timeout: 1000,
          interval: 20,
        })
        .toBe(true);
      // The burger items with their helper text and sub-items.
      expect(await panel.getByText('Forløb, materialer og tilmelding til skoleåret').isVisible()).toBe(true);
      expect(await panel.getByRole('link', { name: /Ny hjemmeside/ }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  }

  it('moves focus in only after the delay, and closes on a route change', async ({ visit }) => {
    const { page } = await open(visit, DESKTOP);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const panel = await controlled(page, button);
    const timing = await button.evaluate(
      async (el, panelId) => {
        const target = document.getElementById(panelId ?? '');
        const opened = performance.now();
        (el as HTMLButtonElement).click();
        await new Promise((resolve) => setTimeout(resolve, 40));
        const early = Boolean(target?.contains(document.activeElement));
        while (!target?.contains(document.activeElement) && performance.now() - opened < 2000) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        return { early, after: performance.now() - opened };
      },
      await button.getAttribute('aria-controls'),
    );
    expect(timing.early).toBe(false);
    expect(timing.after).toBeGreaterThanOrEqual(95);
    expect(timing.after).toBeLessThan(600);

    await panel.getByRole('link', { name: /^Legater/ }).click();
    await page.waitForURL(`${SITE}/legater/`);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
  });

  it('holds the main menu on a phone, where the top menu is hidden', async ({ visit }) => {
    const { page } = await open(visit, PHONE);
    expect(await page.getByRole('navigation', { name: 'Hovedmenu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    for (const item of ['For lærere', 'Arrangementer', 'Legater', 'Nyheder', 'Om fonden']) {
      expect(
        await page
          .getByRole('navigation', { name: 'Menu' })
          .getByRole('link', { name: new RegExp(`^${item}`) })
          .first()
          .isVisible(),
      ).toBe(true);
    }
  });
});

describe('search box', () => {
  it('is a real search form that submits to /soge-resultater/?query=… and is cleared after navigation', async ({
    visit,
  }) => {
    const { page } = await open(visit, DESKTOP);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: 'Søg', exact: true });
    // Read whether shown or not (role queries skip hidden elements).
    const headerForm = page.locator('[data-site-header] form');
    const headerInput = page.locator('[data-site-header] input[name="query"]');
    await toggle.click();
    const form = banner.getByRole('search');
    expect(await form.getAttribute('action')).toBe('/soge-resultater/');
    expect((await form.getAttribute('method'))?.toLowerCase()).toBe('get');
    const input = form.getByLabel('Søg på siden');
    expect(await input.getAttribute('name')).toBe('query');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await input.fill('design thinking');
    const entries = await page.evaluate(() => history.length);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/soge-resultater/');
    expect(new URL(page.url()).searchParams.get('query')).toBe('design thinking');
    // One history entry for the search: the results page finds its URL already in its own form (it would
    // otherwise write that form 400 ms after it starts, as a second entry).
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => headerInput.inputValue()).toBe('');
    expect(await headerForm.isVisible()).toBe(false);

    // Typed text does not survive a navigation either.
    await page.goto('/');
    await toggle.click();
    await headerInput.fill('pitch');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tilmelding', exact: true }).click();
    await page.waitForURL(`${SITE}/tilmelding/`);
    await expect.poll(() => headerInput.inputValue()).toBe('');
    expect(await headerForm.isVisible()).toBe(false);
  });

  it('closes on Escape with focus back on its button (320 px)', async ({ visit }) => {
    const { page } = await open(visit, PHONE);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Søg', exact: true });
    await toggle.click();
    expect(await page.locator('[data-site-header] form').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-site-header] form').isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('login button', () => {
  it('opens the login information modal; "Vis ikke igen" stores the flag and the next click goes straight on', async ({
    visit,
  }) => {
    const { page } = await open(visit, DESKTOP);
    const button = page.getByRole('banner').getByRole('button', { name: /Log ind/ });
    expect(await button.textContent()).toContain('Log ind');
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The CMS's ModalInformation, as rich text.
    expect(await dialog.getByRole('heading', { name: 'Log ind på Min profil' }).isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await page.getByRole('dialog', { name: 'Log ind på Min profil' }).isVisible()).toBe(true);
    expect(await dialog.getByText('Min profil er lærernes eget område.', { exact: false }).isVisible()).toBe(
      true,
    );
    expect(await dialog.getByRole('link', { name: 'guiden til Min profil' }).getAttribute('href')).toBe(
      '/min-profil-guide/',
    );
    expect(await dialog.getByRole('link', { name: 'Gå til Min profil' }).getAttribute('href')).toBe(
      '/min-profil/',
    );
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Vis ikke igen').check();
    expect(await page.evaluate(() => localStorage.getItem('fis-dont-show-login-modal'))).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await button.click();
    await page.waitForURL((url) => url.pathname === '/login/');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/min-profil/');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('takes a visitor from the modal to Min profil, which asks them to log in', async ({ visit }) => {
    const { page } = await open(visit, PHONE);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Log ind/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: 'Gå til Min profil' }).click();
    await page.waitForURL((url) => url.pathname === '/login/');
    expect(await page.evaluate(() => localStorage.getItem('fis-dont-show-login-modal'))).toBeNull();
  });

  it('links a logged-in teacher straight to Min profil', async ({ visit }) => {
    const { page } = await visit();
    await login(page, ACCOUNTS.teacher);
    await page.goto('/nyheder/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Min profil' });
    expect(await link.getAttribute('href')).toBe('/min-profil/');
    await link.click();
    await page.waitForURL(`${SITE}/min-profil/`);
  });

  it('shows the gated-content login modal on its signal and closes it on hide-content-login-modal', async ({
    visit,
  }) => {
    const { page } = await open(visit, DESKTOP, '/nyheder/');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('show-content-login-modal')));
    const dialog = page.getByRole('dialog', { name: 'Log ind for at fortsætte' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Straight to the sign-in, as the login page's button (one press), and back here.
    expect(await dialog.getByRole('link', { name: 'Log ind' }).getAttribute('href')).toBe(
      '/api/auth/login?returnTo=%2Fnyheder%2F',
    );
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('hide-content-login-modal')));
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});

describe('footer', () => {
  it('shows addresses, opening hours, sitemap, calls to action, social media, logos and the privacy link', async ({
    visit,
  }) => {
    const { page } = await open(visit, DESKTOP);
    const footer = page.getByRole('contentinfo');
    const primary = footer.getByRole('heading', { name: /Kontoret i København/ });
    expect(await primary.textContent()).toContain('Hovedadresse');
    expect(await footer.getByText('Vestergade 20').isVisible()).toBe(true);
    expect(await footer.getByText('Mandag–torsdag 9–16, fredag 9–14').isVisible()).toBe(true);
    expect(await footer.getByRole('heading', { name: 'Kontoret i Aarhus' }).isVisible()).toBe(true);

    const sitemap = footer.getByRole('navigation', { name: 'Genveje' });
    const hrefs = await sitemap
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/tilmelding/',
      '/undervisningsmateriale/',
      '/kickstart-finale/',
      '/vindere/',
      '/min-profil-guide/',
      '/om-fonden/',
    ])
      expect(hrefs).toContain(href);
    // The privacy policy is linked once, at the bottom (below), not in the sitemap too.
    expect(hrefs).not.toContain('/privatlivspolitik/');
    expect(await sitemap.getByRole('heading', { name: 'Konkurrencer og arrangementer' }).isVisible()).toBe(
      true,
    );

    const newsletter = footer.getByRole('link', { name: 'Tilmeld nyhedsbrevet (åbner i et nyt vindue)' });
    expect(await newsletter.getAttribute('href')).toBe('https://forms.example-nyhedsbrev.dk/fis');
    expect(await newsletter.getAttribute('target')).toBe('_blank');
    expect(await newsletter.getAttribute('rel')).toContain('noopener');
    expect(await footer.getByRole('heading', { name: 'Få nyhedsbrevet' }).isVisible()).toBe(true);

    for (const name of ['LinkedIn', 'Facebook', 'Instagram']) {
      const link = footer.getByRole('link', { name: `${name} (åbner i et nyt vindue)` });
      expect(await link.isVisible()).toBe(true);
      expect(await link.locator('svg path').count()).toBeGreaterThan(0);
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await footer.locator('svg script, svg foreignObject, svg [onload]').count()).toBe(0);

    const mail = footer.getByRole('link', { name: /Send os en e-mail/ });
    expect(await mail.getAttribute('href')).toBe('mailto:kontakt@fis-fonden.dk');
    expect(await footer.getByRole('img', { name: 'Fonden for Iværksætteri i Skolen' }).isVisible()).toBe(
      true,
    );
    expect(await footer.getByRole('img', { name: 'FIS-mærket' }).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Privatlivspolitik' }).last().getAttribute('href')).toBe(
      '/privatlivspolitik/',
    );
    await expectNoAxeViolations(page);
  });

  it('scrolls back to the top with "Til toppen"', async ({ visit }) => {
    const { page } = await open(visit, DESKTOP, '/nyheder/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Rul til toppen af siden' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    await expect.poll(() => isFocused(page, '[data-site-header] a[href="/"]')).toBe(true);
  });

  it('jumps without animation when the person prefers reduced motion', async ({ visit }) => {
    const { page } = await visit();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/nyheder/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Rul til toppen af siden' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('landing page sticky navigation', () => {
  const stickyBottom = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector<HTMLElement>('[data-site-header]');
      const nav = document.querySelector<HTMLElement>('nav[aria-label="Indhold på siden"]');
      return (header?.offsetHeight ?? 0) + (nav?.offsetHeight ?? 0);
    });

  it('links the sections, highlights the one in view while scrolling, and scrolls to a clicked one', async ({
    visit,
  }) => {
    const { page } = await open(visit, DESKTOP, '/for-laerere/');
    const nav = page.getByRole('navigation', { name: 'Indhold på siden' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Hvorfor iværksætteri?',
      'Vores forløb',
      'Se hvordan det virker',
      'Begreberne',
      'Ofte stillede spørgsmål',
      'Kontakt',
    ]);
    await expectNoAxeViolations(page);

    // Scroll the "forloeb" section across the middle of the viewport.
    await page.evaluate(() => {
      const section = document.getElementById('forloeb')!;
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2 + 20);
    });
    await expect.poll(() => nav.locator('[aria-current="true"]').textContent()).toBe('Vores forløb');
    expect(await nav.locator('[aria-current="true"]').count()).toBe(1);

    await nav.getByRole('link', { name: 'Ofte stillede spørgsmål' }).click();
    await expect
      .poll(() => nav.locator('[aria-current="true"]').textContent())
      .toBe('Ofte stillede spørgsmål');
    const expected = await stickyBottom(page);
    await expect
      .poll(
        () => page.evaluate(() => Math.round(document.getElementById('faq')!.getBoundingClientRect().top)),
        { timeout: 4000 },
      )
      .toBe(expected + 30);
    // Focus moves to the section's heading.
    expect(
      await page.evaluate(
        () =>
          Boolean(document.activeElement?.closest('#faq')) &&
          /^H[1-4]$/.test(document.activeElement?.tagName ?? ''),
      ),
    ).toBe(true);
  });

  it('is sticky below the header and scrolls sideways on a 320 px phone', async ({ visit }) => {
    const { page } = await open(visit, PHONE, '/for-laerere/');
    const nav = page.getByRole('navigation', { name: 'Indhold på siden' });
    await nav.getByRole('link', { name: 'Kontakt' }).click();
    await expect.poll(() => nav.locator('[aria-current="true"]').textContent()).toBe('Kontakt');
    const headerHeight = await page.evaluate(
      () => document.querySelector<HTMLElement>('[data-site-header]')!.offsetHeight,
    );
    await expect
      .poll(() => nav.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(headerHeight);
    const strip = nav.getByRole('list');
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The current link is in the strip's view.
    const inView = () =>
      strip.evaluate((el) => {
        const current = el.querySelector('[aria-current="true"]')?.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return current ? current.left >= box.left - 1 && current.right <= box.right + 1 : null;
      });
    await expect.poll(inView).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // Back at the top, no link is current: the strip returns to its start (its first links in view), and the
    // page stays where the visitor put it.
    // At once, not with the page's smooth scrolling: the page is then at the top before the strip moves. First the
    // click's smooth scroll ends: Chromium adds the last step of a running smooth scroll after a jump.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = -1;
          const settle = () =>
            window.scrollY === last ? resolve() : ((last = window.scrollY), setTimeout(settle, 150));
          settle();
        }),
    );
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => nav.locator('[aria-current="true"]').count()).toBe(0);
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

describe('header scripts', () => {
  it('adds the CMS header script to the head and runs it once, also across client-side navigation', async ({
    visit,
  }) => {
    const { page } = await open(visit, DESKTOP);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fisHeaderScript?: boolean }).fisHeaderScript))
      .toBe(true);
    // In the head, with the page's nonce (docs/decisions/0014; set as the property, which is what the policy
    // checks) and nothing else added.
    const element = page.locator('head > script#fis-header-script');
    expect(await element.evaluate((el) => Boolean((el as HTMLScriptElement).nonce))).toBe(true);
    expect(await element.evaluate((el) => el.getAttributeNames())).toEqual(['id']);
    expect(await element.textContent()).toBe('window.fisHeaderScript = true;');
    const loadedAt = await page.evaluate(
      () => (window as unknown as { fisHeaderScriptLoadedAt?: number }).fisHeaderScriptLoadedAt,
    );
    expect(typeof loadedAt).toBe('number');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vindere' }).click();
    await page.waitForURL(`${SITE}/vindere/`);
    expect(await page.locator('script#fis-header-script').count()).toBe(1);
  });
});

describe('analytics and third-party scripts', () => {
  it('sends no page-view event and loads no tracker when none is configured (the stand-in set-up)', async ({
    visit,
  }) => {
    const { page } = await visit();
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(SITE) && !request.url().includes('localhost'))
        thirdParty.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nyheder', exact: true }).click();
    await page.waitForURL(`${SITE}/nyheder/`);
    await page.waitForTimeout(600);
    const pageViews = await page.evaluate(
      () =>
        (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view')
          .length,
    );
    expect(pageViews).toBe(0);
    expect(thirdParty).toEqual([]);
    expect(
      await page.locator('script#analytics, script#cookie-consent, script#privacy-analytics').count(),
    ).toBe(0);
  });
});

describe('failure to load a part of the application', () => {
  it('reloads the page once, and not again within 60 s', async ({ visit }) => {
    const { page } = await open(visit, DESKTOP, '/nyheder/');
    const fail = () =>
      page.evaluate(() => {
        const error = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      });
    await page.evaluate(() => {
      (window as unknown as { marker?: boolean }).marker = true;
    });
    const reloaded = page.waitForEvent('load');
    await fail();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    expect(Number(await page.evaluate(() => sessionStorage.getItem('fis-chunk-reload-at')))).toBeGreaterThan(
      0,
    );

    await page.evaluate(() => {
      (window as unknown as { marker?: boolean }).marker = true;
    });
    await fail();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});

describe('announcer', () => {
  it('announces a content page by its title after a client-side navigation', async ({ visit }) => {
    const { page } = await open(visit, DESKTOP);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vindere' }).click();
    await page.waitForURL(`${SITE}/vindere/`);
    const announcer = page.getByTestId('route-announcer');
    await expect.poll(() => page.title()).toBe('Vindere - Fonden for Iværksætteri i Skolen');
    await expect
      .poll(() => announcer.textContent(), { timeout: 3000 })
      .toBe('Vindere - Fonden for Iværksætteri i Skolen er indlæst');
    expect(path(page)).toBe('/vindere/');
  });
});
