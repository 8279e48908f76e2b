import { chromium } from 'playwright-core';
import { startStack } from './e2e/global-setup';

const stack = await startStack({ sitePort: 3990, mockPort: 4990 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/', '/tilmelding/']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://localhost:3990${path}`, { waitUntil: 'networkidle' });
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
      .map((e) => ({
        name: e.name.replace(/^.*\/_next\//, ''),
        gzip: (e as PerformanceResourceTiming).encodedBodySize,
        raw: (e as PerformanceResourceTiming).decodedBodySize,
      })),
  );
  const doc = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { gzip: nav.encodedBodySize, raw: nav.decodedBodySize };
  });
  console.log(JSON.stringify({ path, html: doc }));
  const sum = (k: 'gzip' | 'raw') => entries.reduce((s, e) => s + e[k], 0);
  console.log(JSON.stringify({ path, gzip: sum('gzip'), raw: sum('raw'), scripts: entries.length }));
  for (const e of entries.sort((a, b) => b.raw - a.raw)) console.log(`  ${e.raw}\t${e.gzip}\t${e.name}`);
  await context.close();
}
await browser.close();
await stack.stop();
process.exit(0);
