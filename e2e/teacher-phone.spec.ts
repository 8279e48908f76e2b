import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, expectNoAxeViolations, login, watchPageErrors } from './support';

const PHONE = 360;
const SCREENS = [
  '/min-profil/',
  '/min-profil/min-oversigt/',
  '/min-profil/undervisningsmaterialer/',
  '/min-profil/konto/',
  // Last: the list preview below is opened on it.
  '/min-profil/event-og-programmer/',
];
const CONFERENCE = 'Konference: Entreprenørskab i hele uddannelsessystemet';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The screen's title and the largest other heading in its main content, in CSS pixels. */
const headingSizes = (page: Page) =>
  page.evaluate(() => {
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const main = document.querySelector('main');
    const title = main?.querySelector('h1');
    const others = [...(main?.querySelectorAll('h2, h3, h4, h5, h6') ?? [])]
      .filter((element) => element.getClientRects().length > 0)
      .map(size);
    return { title: title ? size(title) : 0, largestOther: Math.max(0, ...others) };
  });

/** How many lines an element's text takes. */
const lineCount = (element: Element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getClientRects().length;
};

/** The characters that start a new line inside an element's text. */
const lineBreaksAt = (element: Element) => {
  const starts: string[] = [];
  let lastTop: number | null = null;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      if (lastTop !== null && top > lastTop + 2) starts.push(text[index] ?? '');
      lastTop = top;
    }
  }
  return starts;
};

describe('the teacher screens on a phone (360 px)', () => {
  it('every screen fits the width, keeps its title the largest heading and is axe-clean; so is the list preview', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: PHONE, height: 780 });
    await login(page, ACCOUNTS.teacher);

    for (const screen of SCREENS) {
      await page.goto(screen);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect({ screen, width: await pageWidth(page) }).toEqual({ screen, width: PHONE });
      const sizes = await headingSizes(page);
      expect(
        sizes.title,
        `${screen}: title ${sizes.title} px, other ${sizes.largestOther} px`,
      ).toBeGreaterThan(sizes.largestOther);
      await expectNoAxeViolations(page);
    }

    // The pasted-list preview, the widest thing on these screens: no overflow, no status split mid-word.
    await page.getByRole('button', { name: `Åbn arrangementet ${CONFERENCE}` }).click();
    await page.getByLabel('Deltagerliste').fill('Ib Hansen\tib.hansen@example.dk\nMads Bo\tmads.bo@example');
    await page.getByRole('button', { name: 'Vis forhåndsvisning' }).click();
    const table = page.getByRole('table', { name: 'Rækkerne i listen og om de tilmeldes' });
    await table.waitFor();
    expect(await pageWidth(page)).toBe(PHONE);
    // One line box each: a word broken over two lines has two.
    for (const word of [
      table.getByRole('columnheader', { name: 'Status' }),
      table.getByText('Tilmeldes', { exact: true }),
    ])
      expect(await word.evaluate(lineCount)).toBe(1);
    // An e-mail wraps only before its "@" or a dot, never mid-word.
    const email = table.getByText('hansen@example', { exact: false });
    for (const at of await email.evaluate(lineBreaksAt)) expect(['@', '.']).toContain(at);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
