/**
 * The teacher area, signed in as laerer@example.dk (through the stand-in's IdP form, in Chromium), against the
 * production build and the stand-in, side by side with the bare reference page (bench/reference):
 *  (a) the first HTML of each of the five teacher screens carries its main data (1 = every check found in the
 *      server-rendered <main>, not in the page's JSON), e.g. the teacher's name, a programme, a material;
 *  (b) server-rendering throughput of Min oversigt (every request renders: it fetches the person's data from
 *      the product API) as a ratio to the reference page sized to its HTML (target ≥ 0.5), p50/p99;
 *  (c) Lighthouse (mobile, signed in: the session cookie passed as an extra header) on Min oversigt and
 *      Programmer og events (targets ≥ 95 performance, 100 for the rest); the run with the median
 *      performance score of BENCH_LIGHTHOUSE_RUNS (default 3) is reported. A run Lighthouse reports as failed
 *      (runtimeError) is retried, at most twice, and never counted; its error code is reported;
 *  (d) Min oversigt's first byte with one product call (GetRelevantEvents) held 5 s (target ≤ 1,500 ms, the
 *      other parts in the HTML), beside the normal path's.
 * Run: node_modules/.bin/tsx bench/teacher-screens.ts  (part of `npm run bench`)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { runLoad } from './lib/http-load';
import { CHROMIUM_FLAGS, ensureBuild, startSite } from './lib/site-server';
import { mainOf } from './lib/html';

const SITE_PORT = 3500;
const MOCK_PORT = 4500;
const REFERENCE_PORT = 3501;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_RETRIES = 2;
const TEACHER = { email: 'laerer@example.dk', password: 'Laerer123!' };

/** Each screen and what its first HTML must show (seed: prisma-free-mock/docs/product-api.md, section 6). */
const SCREENS: readonly { name: string; path: string; expect: string[] }[] = [
  { name: 'min-profil', path: '/min-profil/', expect: ['Mette Lærkegaard'] },
  {
    name: 'min-oversigt',
    path: '/min-profil/min-oversigt/',
    expect: ['Hej Mette', 'Kickstart-finalen 2026', 'Webinar: Kom godt i gang med Kickstart'],
  },
  {
    name: 'undervisningsmaterialer',
    path: '/min-profil/undervisningsmaterialer/',
    expect: ['Kickstart-guiden', 'Du har hentet materialer 4 gange i alt'],
  },
  {
    name: 'event-og-programmer',
    path: '/min-profil/event-og-programmer/',
    expect: ['Company Programme', 'Kickstart-finalen 2026'],
  },
  { name: 'konto', path: '/min-profil/konto/', expect: ['Mette Lærkegaard', 'Aarhus Katedralskole'] },
];

const results: Record<string, number | string> = {};
const figure = (name: string, value: number, digits = 1) => {
  results[name] = Number(value.toFixed(digits));
  console.log(`${name} ${value.toFixed(digits)}`);
};

/**
 * (d) Min oversigt's first byte with GetRelevantEvents held 5 s by the stand-in (docs/decisions/0011, target
 * ≤ 1,500 ms), its four other parts in the HTML and the held one in its loading state; the normal path beside it.
 */
async function firstByteWithOneSlowCall(siteUrl: string, mockPort: number, headers: Record<string, string>) {
  const timed = async () => {
    const started = performance.now();
    const response = await fetch(`${siteUrl}/min-profil/min-oversigt/`, { headers });
    const firstByte = performance.now() - started;
    return { firstByte, main: mainOf(await response.text()) };
  };
  const normal = await timed();
  await fetch(`http://localhost:${mockPort}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      service: 'product',
      pathPrefix: '/events/GetRelevantEvents',
      delayMs: 5000,
      times: 1,
    }),
  });
  const slow = await timed();
  await fetch(`http://localhost:${mockPort}/__mock/faults`, { method: 'DELETE' });
  figure('teacher.slow_call.first_byte_ms{call="none"}', normal.firstByte, 0);
  figure('teacher.slow_call.first_byte_ms{call="GetRelevantEvents+5s"}', slow.firstByte, 0);
  const others = ['Hej Mette', 'Kickstart-finalen 2026', 'Dine seneste tilmeldinger'];
  const complete =
    others.every((text) => slow.main.includes(text)) && slow.main.includes('Henter arrangementer');
  figure('teacher.slow_call.other_parts_in_html', complete ? 1 : 0, 0);
  results['teacher.slow_call.verdict'] = slow.firstByte <= 1500 && complete ? 'PASS' : 'FAIL';
  console.log(`teacher.slow_call.verdict ${results['teacher.slow_call.verdict']}`);
}

ensureBuild('.');
ensureBuild('bench/reference');
const site = await startSite({ port: SITE_PORT, mockPort: MOCK_PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
let reference: Awaited<ReturnType<typeof startSite>> | undefined;
try {
  // Sign in as a person would: the site's login page, then the stand-in's IdP form.
  const login = await browser.newContext({ locale: 'da-DK' });
  const page = await login.newPage();
  await page.goto(`${site.url}/login/?returnTo=%2Fmin-profil%2Fmin-oversigt%2F`);
  await page.getByRole('main').getByRole('link', { name: 'Log ind' }).click();
  await page.getByLabel('E-mail').fill(TEACHER.email);
  await page.getByLabel('Adgangskode').fill(TEACHER.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.waitForURL((url) => url.pathname === '/min-profil/min-oversigt/');
  const session = (await login.cookies()).find((c) => c.name === 'auth.session');
  if (!session) throw new Error('no auth.session cookie after signing in');
  await login.close();
  const cookie = `${session.name}=${session.value}`;
  const headers = { cookie };

  // (a) the first HTML of each screen
  for (const screen of SCREENS) {
    const response = await fetch(`${site.url}${screen.path}`, { headers, redirect: 'manual' });
    const main = mainOf(await response.text());
    const missing = screen.expect.filter((text) => !main.includes(text));
    figure(
      `teacher.first_html_has_data{screen="${screen.name}"}`,
      response.status === 200 && !missing.length ? 1 : 0,
      0,
    );
    if (missing.length) results[`teacher.first_html_missing{screen="${screen.name}"}`] = missing.join(' | ');
  }

  // (d) one slow call: GetRelevantEvents held 5 s; the first byte comes by the data deadline with the rest
  await firstByteWithOneSlowCall(site.url, MOCK_PORT, headers);

  // (b) throughput of Min oversigt against the reference page sized to its HTML
  const overview = `${site.url}/min-profil/min-oversigt/`;
  const overviewHtml = await (await fetch(overview, { headers })).text();
  const paragraphs = String(Math.max(1, Math.round((overviewHtml.length - 1500) / 400)));
  reference = await startSite({
    port: REFERENCE_PORT,
    dir: 'bench/reference',
    env: { REFERENCE_PARAGRAPHS: paragraphs },
  });
  const referenceHtml = await (await fetch(`${reference.url}/`)).text();
  figure('teacher.html_bytes{page="min-oversigt"}', overviewHtml.length, 0);
  figure('teacher.html_bytes{page="reference"}', referenceHtml.length, 0);
  const overviewLoad = await runLoad(overview, { connections: CONNECTIONS, seconds: SECONDS, headers });
  const referenceLoad = await runLoad(`${reference.url}/`, { connections: CONNECTIONS, seconds: SECONDS });
  for (const [name, load] of [
    ['min-oversigt', overviewLoad],
    ['reference', referenceLoad],
  ] as const) {
    figure(`teacher.ssr.rps{page="${name}"}`, load.rps);
    figure(`teacher.ssr.p50_ms{page="${name}"}`, load.p50);
    figure(`teacher.ssr.p99_ms{page="${name}"}`, load.p99);
    figure(`teacher.ssr.errors{page="${name}"}`, load.errors, 0);
  }
  figure('teacher.ssr.throughput_ratio', overviewLoad.rps / referenceLoad.rps, 2);

  // (c) Lighthouse, mobile (its default form factor), signed in
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    for (const [name, path] of [
      ['min-oversigt', '/min-profil/min-oversigt/'],
      ['event-og-programmer', '/min-profil/event-og-programmer/'],
    ] as const) {
      // A run that Lighthouse itself reports as failed (lhr.runtimeError, e.g. NO_FCP when the tab never
      // painted) scores 0 in every category: it is a failed measurement, not a slow page. It is retried (up to
      // RETRIES extra runs) and never counted; its error code is reported.
      const runs: LighthouseResult[] = [];
      const runtimeErrors: string[] = [];
      for (let i = 0; runs.length < LIGHTHOUSE_RUNS && i < LIGHTHOUSE_RUNS + LIGHTHOUSE_RETRIES; i++) {
        const run = await lighthouse(`${site.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          extraHeaders: { Cookie: cookie },
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!run) throw new Error('lighthouse gave no result');
        if (run.lhr.runtimeError) runtimeErrors.push(run.lhr.runtimeError.code);
        else runs.push(run.lhr);
      }
      results[`teacher.lighthouse.runtime_errors{page="${name}"}`] = runtimeErrors.join(' ') || 'none';
      if (runtimeErrors.length)
        console.log(`teacher.lighthouse.runtime_errors{page="${name}"} ${runtimeErrors.join(' ')}`);
      if (runs.length === 0)
        throw new Error(`every Lighthouse run of ${path} failed: ${runtimeErrors.join(' ')}`);
      const performance = (lhr: LighthouseResult) => lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performance(a) - performance(b));
      const median = runs[Math.floor(runs.length / 2)]!;
      if (median.finalDisplayedUrl && !median.finalDisplayedUrl.includes(path)) {
        throw new Error(
          `Lighthouse ended on ${median.finalDisplayedUrl}, not ${path}: the session was not used`,
        );
      }
      results[`teacher.lighthouse.performance_runs{page="${name}"}`] = runs
        .map((lhr) => Math.round(performance(lhr) * 100))
        .join(' ');
      for (const [category, result] of Object.entries(median.categories)) {
        figure(`teacher.lighthouse.${category}{page="${name}"}`, (result.score ?? 0) * 100, 0);
      }
      const metric = (audit: string) => median.audits[audit]?.numericValue ?? NaN;
      figure(`teacher.lighthouse.lcp_ms{page="${name}"}`, metric('largest-contentful-paint'), 0);
      figure(`teacher.lighthouse.tbt_ms{page="${name}"}`, metric('total-blocking-time'), 0);
      figure(`teacher.lighthouse.cls{page="${name}"}`, metric('cumulative-layout-shift'), 3);
      const failing = Object.values(median.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) =>
          category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => median.audits[ref.id]),
        )
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => audit!.id);
      if (failing.length) results[`teacher.lighthouse.failing_audits{page="${name}"}`] = failing.join(' ');
    }
  } finally {
    chrome.kill();
  }
} finally {
  await browser.close();
  await site.stop();
  await reference?.stop();
}

await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/teacher-screens.json',
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
