import { startSite } from './bench/lib/site-server';
import { routeThirdParty } from './e2e/consent-double';
import { launch } from './e2e/support';

const site = await startSite({
  port: 3150,
  mockPort: 4150,
  env: { ANALYTICS_ID: 'GTM-FIS1', COOKIE_CONSENT_ID: 'fis-consent', PRIVACY_ANALYTICS_DOMAIN: 'fis.dk' },
});
const browser = await launch();
try {
  for (const width of [1280, 360]) {
    const context = await browser.newContext({ locale: 'da-DK', baseURL: site.url, viewport: { width, height: 900 } });
    await routeThirdParty(context);
    await context.addCookies([{ name: 'CookieConsent', value: encodeURIComponent('{"statistics":false}'), url: site.url }]);
    const page = await context.newPage();
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Cookieindstillinger' });
    await button.waitFor();
    await button.scrollIntoViewIfNeeded();
    await page.keyboard.press('Tab');
    await button.focus();
    await page.locator('footer').last().screenshot({ path: `/tmp/consent-shots/footer-${width}.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
