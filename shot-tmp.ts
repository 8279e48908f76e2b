import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { signInOverHttp, SESSION_COOKIE } from './tests/support/http-sign-in';
const site = 'http://localhost:3028';
const value = await signInOverHttp(site, 'stor@example.dk', 'Stor123!');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const axe = async (page: import('playwright-core').Page, label: string) => {
  const r = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  console.log(label, 'axe violations:', r.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(',')}`));
};
for (const width of [1280, 360]) {
  const context = await browser.newContext({ locale: 'da-DK', viewport: { width, height: 900 } });
  await context.addCookies([{ name: SESSION_COOKIE, value, url: site }]);
  const page = await context.newPage();
  await page.goto(`${site}/min-profil/event-og-programmer/`);
  await page.screenshot({ path: `/tmp/size/programmer-${width}.png`, fullPage: false });
  if (width === 1280) {
    await axe(page, 'programmer');
    const more = page.getByRole('button', { name: 'Vis flere arrangementer' });
    await more.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/size/programmer-more-before.png` });
    await more.click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H3');
    console.log('focus after more:', await page.evaluate(() => document.activeElement?.textContent));
    console.log('status:', await page.getByRole('status').filter({ hasText: 'Viser' }).first().textContent());
    const past = page.getByRole('button', { name: /Vis afholdte arrangementer/ });
    console.log('past button:', await past.textContent());
    await past.click();
    await page.getByRole('heading', { name: /^Afholdt:/ }).first().waitFor();
    await page.getByRole('button', { name: 'Skjul afholdte arrangementer' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/size/programmer-past.png` });
    await axe(page, 'programmer with past open');
  }
  await page.goto(`${site}/min-profil/min-oversigt/`);
  await page.screenshot({ path: `/tmp/size/oversigt-${width}.png`, fullPage: true });
  if (width === 1280) {
    await axe(page, 'oversigt');
    const more = page.getByRole('button', { name: 'Vis flere arrangementer' });
    await more.click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'A');
    console.log('focus after more:', await page.evaluate(() => document.activeElement?.textContent));
    await page.screenshot({ path: `/tmp/size/oversigt-more.png` });
  }
  for (const path of ['/arrangementer/', '/legater/']) {
    await page.goto(`${site}${path}`);
    await page.screenshot({ path: `/tmp/size/${path.slice(1, -1)}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
