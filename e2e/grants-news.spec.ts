import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { SITE, expectNoAxeViolations, path } from './support';

describe('grants', () => {
  it('lists open grants apart from closed ones, with no axe violations', async ({ visit }) => {
    const { page } = await visit();
    await page.goto('/legater/');
    const open = page.getByRole('region', { name: 'Åbne legater' }).getByRole('article');
    const closed = page.getByRole('region', { name: 'Lukkede legater' }).getByRole('article');
    expect(await open.count()).toBe(4);
    expect(await closed.count()).toBe(2);
    expect(await closed.allTextContents()).toEqual([
      expect.stringContaining('Lukket'),
      expect.stringContaining('Lukket'),
    ]);
    await expectNoAxeViolations(page);
  });

  it('filters by category and deadline and searches, forgiving æ/ø/å', async ({ visit }) => {
    const { page } = await visit();
    await page.goto('/legater/');
    const cards = page.getByRole('region', { name: /legater/ }).getByRole('article');

    await page.getByLabel('Kategori').selectOption('Ekskursioner');
    await page.getByRole('button', { name: 'Vis legater' }).click();
    await page.waitForURL(/kategori=Ekskursioner/);
    await expect.poll(() => cards.allTextContents()).toEqual([expect.stringContaining('Ekskursionsstøtte')]);

    await page.getByRole('link', { name: 'Nulstil filtre' }).click();
    await expect.poll(() => cards.count()).toBe(6);

    await page.getByRole('radio', { name: 'Lukkede' }).check();
    await page.getByRole('button', { name: 'Vis legater' }).click();
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.getByRole('region', { name: 'Åbne legater' }).count()).toBe(0);

    await page.getByRole('radio', { name: 'Alle' }).check();
    await page.getByRole('searchbox', { name: 'Søg i legater' }).fill('laererlegat');
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.allTextContents()).toEqual([expect.stringContaining('Lærerlegatet')]);
    expect(await page.getByRole('status').filter({ hasText: 'legat' }).textContent()).toBe(
      '1 legat passer til din søgning.',
    );
  });

  it('serves the filtered list to a client without JavaScript', async () => {
    const html =
      /<main[\s\S]*<\/main>/.exec(await (await fetch(`${SITE}/legater/?kategori=Forskning`)).text())?.[0] ??
      '';
    expect(html).toContain('Midler til praksisforskning');
    expect(html).not.toContain('Ekskursionsstøtte');
  });

  it("shows a grant's deadline, amount, category and how to apply; a passed deadline says so", async ({
    visit,
  }) => {
    const { page } = await visit();
    await page.goto('/legater/ekskursionsstoette/');
    const facts = page.getByRole('region', { name: 'Fakta om legatet' });
    const text = (await facts.textContent()) ?? '';
    // The deadline's clock time is the one the text beside it names: "kl. 12.00 på fristdagen".
    expect(text).toMatch(/Ansøgningsfrist\p{L}+dag d\. \d+\. \p{L}+ \d{4} kl\. 12\.00(?!\d)/u);
    expect(text).toContain('Op til 8.000 kr. pr. klasse');
    expect(text).toContain('Ekskursioner');
    expect(text).toContain('Sådan søger du');
    expect(text).not.toContain('Ansøgningsfristen er overskredet');
    expect(await facts.getByRole('link', { name: /Søg legatet/ }).getAttribute('href')).toBe(
      'https://ansoegning.example-legater.dk/fis/ekskursionsstoette',
    );
    // Teasers of other open grants, from the grant preview index.
    const others = page.getByRole('region', { name: 'Andre legater du kan søge' });
    await others.waitFor();
    const hrefs = await others
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(3);
    expect(hrefs).not.toContain('/legater/ekskursionsstoette/');
    expect(hrefs).not.toContain('/legater/finalestoette/');
    await expectNoAxeViolations(page);

    await page.goto('/legater/finalestoette/');
    const closed = page.getByRole('region', { name: 'Fakta om legatet' });
    expect(await closed.textContent()).toContain('Ansøgningsfristen er overskredet.');
    expect(await closed.getByRole('link', { name: /Søg legatet/ }).count()).toBe(0);
  });
});

describe('news', () => {
  it('shows the latest articles and loads more with "Vis flere", moving focus to the first new one', async ({
    visit,
  }) => {
    const { page } = await visit();
    await page.goto('/nyheder/');
    const list = page.getByRole('region', { name: 'Seneste nyheder' });
    const articles = list.getByRole('article');
    expect(await articles.count()).toBe(9);
    await expectNoAxeViolations(page);

    const more = list.getByRole('button', { name: 'Vis flere' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => articles.count()).toBe(17);
    const tenth = (await articles.nth(9).getByRole('link').textContent()) ?? '';
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(tenth);
    // All 17 articles are shown: the button is gone.
    expect(await more.count()).toBe(0);
    const titles = await articles.getByRole('link').allTextContents();
    expect(new Set(titles).size).toBe(17);
  });

  it('shows an article with author, date and tags, and "Læs også" without itself', async ({ visit }) => {
    const { page } = await visit();
    await page.goto('/nyheder/design-thinking-i-matematik/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Design thinking i matematiktimen – sådan gjorde 7.b',
    );
    expect(await page.getByText('Af Sofie Bech').count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Emner' }).getByRole('listitem').allTextContents()).toEqual([
      'Inspiration',
      'Grundskole',
    ]);
    const related = page.getByRole('region', { name: 'Læs også' });
    expect(await related.getByRole('article').count()).toBe(3);
    const hrefs = await related
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(path(page));
    await expectNoAxeViolations(page);
  });
});

describe('flashcards', () => {
  it('turn with the keyboard and show one side at a time to a screen reader', async ({ visit }) => {
    const { page } = await visit();
    await page.goto('/nyheder/design-thinking-i-matematik/');
    const flip = page.getByRole('button', { name: 'Vend kortet: Hvad er en prototype?' });
    await flip.focus();
    expect(await flip.getAttribute('aria-pressed')).toBe('false');
    // The answer is in the page, hidden from assistive technology until the card turns.
    expect(
      await page
        .getByText('En enkel, tidlig udgave af en løsning', { exact: false })
        .first()
        .evaluate((el) => el.closest('[aria-hidden]')?.getAttribute('aria-hidden')),
    ).toBe('true');

    await page.keyboard.press('Enter');
    expect(await flip.getAttribute('aria-pressed')).toBe('true');
    const answerSide = page.getByText('En enkel, tidlig udgave af en løsning', { exact: false }).first();
    expect(await answerSide.evaluate((el) => el.closest('[aria-hidden]')?.getAttribute('aria-hidden'))).toBe(
      'false',
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press('Space');
    expect(await flip.getAttribute('aria-pressed')).toBe('false');
  });
});
