/**
 * The public site's speed and size, against the production build and the stand-in, side by side with the
 * bare reference page (bench/reference) in the same run:
 *  (a) server-rendering throughput of a typical CMS page as a ratio to the reference (target ≥ 0.7), p50/p99:
 *      as served to visitors who are not logged in (mostly from the rendered-page cache, decision 0004), and
 *      rendered on every request (the same page with a query string, which always renders);
 *  (b) upstream calls per warm page view (target: only the page data, site-wide data from cache);
 *  (e) a signed-in teacher's cache hit rate over public pages (target ≥ 0.9; one HTML for everyone, decision 0004);
 *  (c) first-load JavaScript of a content page in gzip bytes, as a ratio to the reference (target ≤ 1.3);
 *  (d) Lighthouse (mobile) on the front page and a landing page (targets ≥ 95 performance, 100 for the rest),
 *      and on the reference page as the machine's baseline: the median of three runs each, after one earlier
 *      visit, as a real image CDN has its variants cached (the stand-in encodes each AVIF/WebP variant on its
 *      first request, which takes up to a second);
 *  (e) the front page's and the landing page's LCP as a ratio to their "static twin" (the same served HTML and
 *      CSS with every script removed, served as a static file by bench/lib/static-twin.ts; target ≤ 1.5, the
 *      median LCP of the runs each), and their TBT (target ≤ 150 ms);
 *  (f) the phone targets of decision 0009 for the front page, a landing page and an article, each beside the
 *      bare reference page in the same run: first-load JavaScript ≤ 1.1× the reference's, TBT ≤ 1.5× the
 *      reference's, Lighthouse performance ≥ the reference's − 3, LCP ≤ 1.3× the page's static twin, CLS 0, and
 *      the rendered-every-request throughput ≥ 0.6 of the reference; printed as a table beside the figures
 *      measured on main before the parts no visitor acts on came as HTML (3b57e05).
 * Run: node_modules/.bin/tsx bench/site-render.ts  (part of `npm run bench`)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { runLoad } from './lib/http-load';
import { signedInHitRate } from './lib/signed-in-hits';
import { CHROMIUM_FLAGS, ensureBuild, startSite } from './lib/site-server';
import { startTwinServer } from './lib/static-twin';

const SITE_PORT = 3400;
const MOCK_PORT = 4400;
const REFERENCE_PORT = 3401;
const TWIN_PORT = 3402;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The first-paint targets (docs/decisions/0009): LCP at most 1.5× the page's static twin, TBT at most 150 ms. */
const TWIN_LCP_RATIO_TARGET = 1.5;
const TBT_TARGET_MS = 150;
/** Decision 0009's phone targets, each against the bare reference page (or the page's static twin) in the same run. */
const PHONE = {
  jsRatio: 1.1,
  tbtRatio: 1.5,
  performanceBelow: 3,
  twinLcpRatio: 1.3,
  cls: 0,
  renderRatio: 0.6,
};
/** The same figures on main before static parts (3b57e05, one run, the machine otherwise idle). */
const BEFORE: Record<string, { js: number; tbt: string; performance: number; twinLcp: number | null }> = {
  reference: { js: 114_000, tbt: '182', performance: 97, twinLcp: null },
  front: { js: 165_000, tbt: '761–790', performance: 81, twinLcp: 1.41 },
  landing: { js: 158_000, tbt: '681', performance: 83, twinLcp: 1.46 },
};
const results: Record<string, number | string> = {};
const figure = (name: string, value: number, digits = 1) => {
  results[name] = Number(value.toFixed(digits));
  console.log(`${name} ${value.toFixed(digits)}`);
};

ensureBuild('.');
ensureBuild('bench/reference');
const site = await startSite({ port: SITE_PORT, mockPort: MOCK_PORT });
const article = site.mock!.store.state.cms.listPages().find((page) => page.ContentType === 'article');
if (!article) throw new Error('no article in the seed');
const typical = `${site.url}${article.Url}`;
const typicalHtml = await (await fetch(typical)).text();
// The reference page is sized to the typical page's HTML (about 400 bytes a paragraph).
const paragraphs = String(Math.max(1, Math.round((typicalHtml.length - 1500) / 400)));
const reference = await startSite({
  port: REFERENCE_PORT,
  dir: 'bench/reference',
  env: { REFERENCE_PARAGRAPHS: paragraphs },
});
try {
  const referenceHtml = await (await fetch(`${reference.url}/`)).text();
  results.typical_page = article.Url;
  figure('site.html_bytes{page="typical"}', typicalHtml.length, 0);
  figure('site.html_bytes{page="reference"}', referenceHtml.length, 0);

  // (a) throughput, measured one after the other in the same run
  const siteLoad = await runLoad(typical, { connections: CONNECTIONS, seconds: SECONDS });
  const renderedLoad = await runLoad(`${typical}?render=1`, { connections: CONNECTIONS, seconds: SECONDS });
  const referenceLoad = await runLoad(`${reference.url}/`, { connections: CONNECTIONS, seconds: SECONDS });
  for (const [page, load] of [
    ['typical', siteLoad],
    ['typical-rendered', renderedLoad],
    ['reference', referenceLoad],
  ] as const) {
    figure(`site.ssr.rps{page="${page}"}`, load.rps);
    figure(`site.ssr.p50_ms{page="${page}"}`, load.p50);
    figure(`site.ssr.p99_ms{page="${page}"}`, load.p99);
    figure(`site.ssr.errors{page="${page}"}`, load.errors, 0);
  }
  figure('site.ssr.throughput_ratio', siteLoad.rps / referenceLoad.rps, 2);
  figure('site.ssr.render_every_request_throughput_ratio', renderedLoad.rps / referenceLoad.rps, 2);

  // (b) upstream calls per warm page view
  const views = 20;
  await fetch(typical);
  await fetch(`http://localhost:${MOCK_PORT}/__mock/stats`, { method: 'DELETE' });
  for (let i = 0; i < views; i++) await (await fetch(typical)).text();
  const stats = (await (await fetch(`http://localhost:${MOCK_PORT}/__mock/stats`)).json()) as {
    total: number;
  };
  figure('site.upstream_calls_per_warm_view', stats.total / views, 2);

  // (e) a signed-in teacher reading public pages is served from the rendered-page cache like everyone else
  const publicPaths = [article.Url, '/', '/nyheder/', '/vindere/', '/arrangementer/'];
  const signedIn = await signedInHitRate(site.url, publicPaths);
  figure('site.signed_in_cache_hit_rate', signedIn.rate, 2);
  console.log(
    `signed-in cache hit rate ${signedIn.hits}/${signedIn.views}: ${signedIn.rate >= 0.9 ? 'PASS' : 'FAIL'} (target ≥ 0.9)`,
  );

  // (c) first-load JavaScript, gzip bytes as served
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const scriptBytes = async (url: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    );
    await context.close();
    return bytes;
  };
  const siteJs = await scriptBytes(typical);
  const referenceJs = await scriptBytes(`${reference.url}/`);
  figure('site.first_load_js_gzip_bytes{page="typical"}', siteJs, 0);
  figure('site.first_load_js_gzip_bytes{page="reference"}', referenceJs, 0);
  figure('site.first_load_js_ratio', siteJs / referenceJs, 2);
  const js: Record<string, number> = {
    front: await scriptBytes(`${site.url}/`),
    landing: await scriptBytes(`${site.url}/for-laerere/`),
    article: siteJs,
    reference: referenceJs,
  };
  for (const page of ['front', 'landing'])
    figure(`site.first_load_js_gzip_bytes{page="${page}"}`, js[page]!, 0);

  // (d) Lighthouse, mobile (its default form factor)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const twins = await startTwinServer(TWIN_PORT, site.url);
  const twinOf = async (name: string, url: string) => twins.add(name, await (await fetch(url)).text());
  const lcps: Record<string, number> = {};
  const tbts: Record<string, number> = {};
  const performances: Record<string, number> = {};
  const clss: Record<string, number> = {};
  try {
    // The bare reference page is measured too, as the machine's own baseline: on this shared machine a page
    // with no code of its own also swings between the high 80s and 100 from one run to the next.
    for (const [name, url] of [
      ['front', `${site.url}/`],
      ['landing', `${site.url}/for-laerere/`],
      ['article', typical],
      ['reference', `${reference.url}/`],
      ['front-twin', await twinOf('front', `${site.url}/`)],
      ['landing-twin', await twinOf('landing', `${site.url}/for-laerere/`)],
      ['article-twin', await twinOf('article', typical)],
    ] as const) {
      // The same screen as Lighthouse's mobile run, so the same image variants are fetched.
      const visit = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      await (await visit.newPage()).goto(url, { waitUntil: 'networkidle' });
      await visit.close();
      // Three runs (BENCH_LIGHTHOUSE_RUNS), the one with the median performance score reported (as Lighthouse CI does with its
      // numberOfRuns): a single run on a shared machine swings by several points.
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // The reference is a baseline for speed only: a bare page has no title, language or description.
          onlyCategories:
            name === 'reference' || name.endsWith('-twin')
              ? ['performance']
              : ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!run) throw new Error('lighthouse gave no result');
        runs.push(run.lhr);
      }
      const performance = (lhr: LighthouseResult) => lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performance(a) - performance(b));
      const median = runs[Math.floor(runs.length / 2)]!;
      results[`site.lighthouse.performance_runs{page="${name}"}`] = runs
        .map((lhr) => Math.round(performance(lhr) * 100))
        .join(' ');
      for (const [category, result] of Object.entries(median.categories)) {
        figure(`site.lighthouse.${category}{page="${name}"}`, (result.score ?? 0) * 100, 0);
      }
      const metric = (audit: string) => median.audits[audit]?.numericValue ?? NaN;
      figure(`site.lighthouse.lcp_ms{page="${name}"}`, metric('largest-contentful-paint'), 0);
      figure(`site.lighthouse.tbt_ms{page="${name}"}`, metric('total-blocking-time'), 0);
      figure(`site.lighthouse.cls{page="${name}"}`, metric('cumulative-layout-shift'), 3);
      const medianOf = (audit: string) => {
        const values = runs.map((lhr) => lhr.audits[audit]?.numericValue ?? NaN).sort((a, b) => a - b);
        return values[Math.floor(values.length / 2)] ?? NaN;
      };
      lcps[name] = medianOf('largest-contentful-paint');
      tbts[name] = medianOf('total-blocking-time');
      performances[name] = Math.round(performance(median) * 100);
      clss[name] = medianOf('cumulative-layout-shift');
    }
    // (e) the static-twin LCP ratio and TBT, from the medians of the runs above
    for (const page of ['front', 'landing']) {
      const ratio = lcps[page]! / lcps[`${page}-twin`]!;
      figure(`site.first_paint.lcp_median_ms{page="${page}"}`, lcps[page]!, 0);
      figure(`site.first_paint.lcp_median_ms{page="${page}-twin"}`, lcps[`${page}-twin`]!, 0);
      figure(`site.first_paint.static_twin_lcp_ratio{page="${page}"}`, ratio, 2);
      figure(`site.first_paint.tbt_median_ms{page="${page}"}`, tbts[page]!, 0);
      const verdict = ratio <= TWIN_LCP_RATIO_TARGET && tbts[page]! <= TBT_TARGET_MS ? 'PASS' : 'FAIL';
      results[`site.first_paint.verdict{page="${page}"}`] = verdict;
      console.log(`site.first_paint.verdict{page="${page}"} ${verdict}`);
    }
    // (f) decision 0009's phone targets, one run, beside the reference and the figures before static parts
    const renderRatio = renderedLoad.rps / referenceLoad.rps;
    const rows: string[] = [
      '| page | first-load JS (gzip) | TBT | Lighthouse performance | LCP ÷ static twin | CLS |',
      '|---|---|---|---|---|---|',
    ];
    const kb = (bytes: number) => `${Math.round(bytes / 1000)} KB`;
    let allPass = true;
    for (const page of ['reference', 'front', 'landing', 'article']) {
      const before = BEFORE[page];
      if (before)
        rows.push(
          `| ${page} (before, 3b57e05) | ${kb(before.js)} | ${before.tbt} ms | ${before.performance} | ${before.twinLcp ?? '–'} | – |`,
        );
      if (page === 'reference') {
        rows.push(
          `| reference (this run) | ${kb(js.reference!)} | ${Math.round(tbts.reference!)} ms | ${performances.reference} | – | ${clss.reference!.toFixed(3)} |`,
        );
        continue;
      }
      const jsRatio = js[page]! / js.reference!;
      const tbtRatio = tbts[page]! / Math.max(tbts.reference!, 1);
      const twinRatio = lcps[page]! / lcps[`${page}-twin`]!;
      const checks = {
        js: jsRatio <= PHONE.jsRatio,
        tbt: tbtRatio <= PHONE.tbtRatio,
        performance: performances[page]! >= performances.reference! - PHONE.performanceBelow,
        lcp: twinRatio <= PHONE.twinLcpRatio,
        cls: clss[page]! <= PHONE.cls,
      };
      const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
      rows.push(
        `| ${page} (after) | ${kb(js[page]!)} (${jsRatio.toFixed(2)}×, ${mark(checks.js)}) | ${Math.round(tbts[page]!)} ms (${tbtRatio.toFixed(1)}×, ${mark(checks.tbt)}) | ${performances[page]} (${mark(checks.performance)}) | ${twinRatio.toFixed(2)} (${mark(checks.lcp)}) | ${clss[page]!.toFixed(3)} (${mark(checks.cls)}) |`,
      );
      for (const [target, ok] of Object.entries(checks)) {
        results[`site.phone.${target}{page="${page}"}`] = mark(ok);
        allPass &&= ok;
      }
      figure(`site.phone.first_load_js_ratio{page="${page}"}`, jsRatio, 2);
      figure(`site.phone.tbt_ratio{page="${page}"}`, tbtRatio, 2);
    }
    const renderOk = renderRatio >= PHONE.renderRatio;
    allPass &&= renderOk;
    console.log(`\n${rows.join('\n')}`);
    console.log(
      `rendered-every-request throughput ratio ${renderRatio.toFixed(2)} (target ≥ ${PHONE.renderRatio}): ${renderOk ? 'PASS' : 'FAIL'} (before: 0.40)`,
    );
    results['site.phone.verdict'] = allPass ? 'PASS' : 'FAIL';
    console.log(`site.phone.verdict ${allPass ? 'PASS' : 'FAIL'}`);
  } finally {
    chrome.kill();
    await browser.close();
    await twins.stop();
  }
} finally {
  await site.stop();
  await reference.stop();
}

await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/site-render.json',
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
