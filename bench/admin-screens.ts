/**
 * The admin area's speed and size, against the production build and the stand-in, with an admin signed in
 * through the stand-in's IdP form (the `auth.session` cookie, as a browser would hold it):
 *  (a) server-rendering throughput of Admin oversigt (session, three product-API calls, tables rendered on
 *      the server) as a ratio to the bare reference page (bench/reference) in the same run (target ≥ 0.5),
 *      with p50/p99;
 *  (b) the admin area's extra JavaScript in gzip bytes as served: every script the three admin dashboards
 *      load (charts drawn) that a public content page does not load, and of it the chart library's chunks;
 *  (c) the public pages' first-load JavaScript, checked (`admin.public_first_load_js_unchanged`): none of the
 *      files .next/build-manifest.json lists for a public page holds chart, table or admin screen code (a
 *      public page in Chromium loads none either), and their first-load JavaScript did not grow against the
 *      figures recorded before the admin screens (bench/baselines/public-first-load-js.json): no more bundled
 *      modules, gzip bytes at most 1 % above. Whether the module set is the very same is reported per page.
 * Run: node_modules/.bin/tsx bench/admin-screens.ts  (part of `npm run bench`)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { runLoad } from './lib/http-load';
import { CHROMIUM_FLAGS, ensureBuild, startSite } from './lib/site-server';
import { SESSION_COOKIE, signInOverHttp } from '../tests/support/http-sign-in';

const SITE_PORT = 3600;
const MOCK_PORT = 4600;
const REFERENCE_PORT = 3601;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DIST = '.next';
const PUBLIC_PAGES = [
  '/[[...slug]]',
  '/Index',
  '/dynamicPage',
  '/login',
  '/auth',
  '/soge-resultater',
  '/404',
  '/_error',
];
/** How much a public page's first-load gzip bytes may exceed the baseline's (regrouped files, gzip noise). */
const GROWTH_TOLERANCE = 0.01;
const ADMIN_SCREENS = ['/admin/oversigt/', '/admin/events/', '/admin/undervisningsmaterialer/'];
/** Strings that only the chart library, the table library and the admin screens' code contain. */
const ADMIN_MARKERS = { charts: 'recharts-', tables: 'getCoreRowModel', screens: 'jlediagram' } as const;

const results: Record<string, number | string | boolean> = {};
const figure = (name: string, value: number, digits = 1) => {
  results[name] = Number(value.toFixed(digits));
  console.log(`${name} ${value.toFixed(digits)}`);
};
const fact = (name: string, value: string | boolean) => {
  results[name] = value;
  console.log(`${name} ${String(value)}`);
};

/** The admin's session cookie, signed in the way a browser does (site login → IdP form → /auth). */
const adminSessionCookie = async (site: string) =>
  `${SESSION_COOKIE}=${await signInOverHttp(site, 'admin@example.dk', 'Admin123!')}`;

ensureBuild('.');
ensureBuild('bench/reference');
const site = await startSite({ port: SITE_PORT, mockPort: MOCK_PORT });
const cookie = await adminSessionCookie(site.url);
const oversigt = `${site.url}/admin/oversigt/`;
const oversigtResponse = await fetch(oversigt, { headers: { cookie } });
const oversigtHtml = await oversigtResponse.text();
if (!oversigtResponse.ok || !oversigtHtml.includes('De nyeste brugere'))
  throw new Error(`Admin oversigt did not render its data (${oversigtResponse.status})`);
// The reference page is sized to Admin oversigt's HTML (about 400 bytes a paragraph).
const paragraphs = String(Math.max(1, Math.round((oversigtHtml.length - 1500) / 400)));
const reference = await startSite({
  port: REFERENCE_PORT,
  dir: 'bench/reference',
  env: { REFERENCE_PARAGRAPHS: paragraphs },
});
try {
  const referenceHtml = await (await fetch(`${reference.url}/`)).text();
  figure('admin.html_bytes{page="oversigt"}', oversigtHtml.length, 0);
  figure('admin.html_bytes{page="reference"}', referenceHtml.length, 0);

  // (a) throughput, one after the other in the same run
  const adminLoad = await runLoad(oversigt, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { cookie },
  });
  const referenceLoad = await runLoad(`${reference.url}/`, { connections: CONNECTIONS, seconds: SECONDS });
  for (const [page, load] of [
    ['oversigt', adminLoad],
    ['reference', referenceLoad],
  ] as const) {
    figure(`admin.ssr.rps{page="${page}"}`, load.rps);
    figure(`admin.ssr.p50_ms{page="${page}"}`, load.p50);
    figure(`admin.ssr.p99_ms{page="${page}"}`, load.p99);
    figure(`admin.ssr.errors{page="${page}"}`, load.errors, 0);
  }
  figure('admin.ssr.throughput_ratio', adminLoad.rps / referenceLoad.rps, 2);

  // (b) the admin area's extra JavaScript, as served (gzip), charts drawn
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const article = site.mock!.store.state.cms.listPages().find((page) => page.ContentType === 'article');
    if (!article) throw new Error('no article in the seed');
    const scriptsOf = async (urls: string[], withSession: boolean) => {
      const context = await browser.newContext();
      if (withSession) {
        const [name, value] = cookie.split(/=(.*)/s) as [string, string];
        await context.addCookies([{ name, value, url: site.url }]);
      }
      const page = await context.newPage();
      const sizes = new Map<string, number>();
      for (const url of urls) {
        await page.goto(url, { waitUntil: 'networkidle' });
        // Admin events has no chart; the two dashboards with charts are measured once they are drawn.
        if (withSession && (await page.locator('figure').count()) > 0)
          await page.locator('svg.recharts-surface').first().waitFor();
        const entries = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
            .map((entry) => [entry.name, (entry as PerformanceResourceTiming).encodedBodySize] as const),
        );
        for (const [name, size] of entries) sizes.set(new URL(name).pathname, size);
      }
      await context.close();
      return sizes;
    };
    const publicScripts = await scriptsOf([`${site.url}${article.Url}`, `${site.url}/`], false);
    const adminScripts = await scriptsOf(
      ADMIN_SCREENS.map((screen) => `${site.url}${screen}`),
      true,
    );
    const extra = [...adminScripts].filter(([path]) => !publicScripts.has(path));
    const textOf = (path: string) =>
      readFile(`${DIST}/static/${path.replace(/^\/_next\/static\//, '')}`, 'utf8');
    let chartBytes = 0;
    for (const [path, size] of extra)
      if ((await textOf(path)).includes(ADMIN_MARKERS.charts)) chartBytes += size;
    figure(
      'admin.extra_js_gzip_bytes',
      extra.reduce((sum, [, size]) => sum + size, 0),
      0,
    );
    figure('admin.extra_js_scripts', extra.length, 0);
    figure('admin.charts_js_gzip_bytes', chartBytes, 0);

    // (c) public pages: nothing of the admin area in what they load, and their first-load JavaScript unchanged
    let publicClean = true;
    for (const path of publicScripts.keys()) {
      const text = await textOf(path);
      if (Object.values(ADMIN_MARKERS).some((marker) => text.includes(marker))) publicClean = false;
    }
    fact('admin.public_pages_load_no_admin_code', publicClean);
  } finally {
    await browser.close();
  }

  const manifest = JSON.parse(await readFile(`${DIST}/build-manifest.json`, 'utf8')) as {
    pages: Record<string, string[]>;
  };
  const baseline = JSON.parse(await readFile('bench/baselines/public-first-load-js.json', 'utf8')) as {
    commit: string;
    gzipBytes: Record<string, number>;
    modules: Record<string, { modules: number; digest: string }>;
  };
  let notGrown = true;
  let firstLoadClean = true;
  for (const page of PUBLIC_PAGES) {
    const files = [...new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.pages[page] ?? [])])].filter(
      (file) => file.endsWith('.js'),
    );
    let bytes = 0;
    const modules = new Set<string>();
    for (const file of files) {
      const text = await readFile(`${DIST}/${file}`, 'utf8');
      bytes += gzipSync(text).length;
      if (Object.values(ADMIN_MARKERS).some((marker) => text.includes(marker))) firstLoadClean = false;
      // Turbopack's chunks register each module as `<id>,(e,t,n)=>{…}`; the ids are stable across builds.
      for (const match of text.matchAll(/[,[](\d{1,7}),\((?:[A-Za-z$_]\w*,?){0,3}\)=>/g))
        modules.add(match[1]!);
    }
    const digest = createHash('sha256')
      .update([...modules].sort().join(','))
      .digest('hex')
      .slice(0, 16);
    const before = baseline.gzipBytes[page];
    const known = baseline.modules[page];
    if (before === undefined || !known) throw new Error(`no baseline for ${page}`);
    const sameModules = known.digest === digest;
    figure(`admin.public_first_load_js_gzip_bytes{page="${page}"}`, bytes, 0);
    figure(`admin.public_first_load_js_change_bytes{page="${page}"}`, bytes - before, 0);
    figure(`admin.public_first_load_js_modules{page="${page}"}`, modules.size, 0);
    // Informative: a different set can be a module moved or removed on purpose (see the baseline's updates).
    fact(`admin.public_first_load_js_same_modules{page="${page}"}`, sameModules);
    // Not grown: no more modules than before, and the bytes at most 1 % above (gzip of regrouped files moves a
    // little either way). Fewer bytes or modules is not a failure.
    if (modules.size > known.modules || bytes > before * (1 + GROWTH_TOLERANCE)) notGrown = false;
  }
  fact('admin.public_first_load_js_baseline_commit', baseline.commit.slice(0, 7));
  fact('admin.public_first_load_js_not_grown', notGrown);
  fact('admin.public_first_load_js_has_no_admin_code', firstLoadClean);
  // The check of (c): the public pages carry no admin code and their first-load JavaScript did not grow.
  fact('admin.public_first_load_js_unchanged', notGrown && firstLoadClean);
} finally {
  await site.stop();
  await reference.stop();
}

await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/admin-screens.json',
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
