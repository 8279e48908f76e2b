/**
 * The search results page (/soge-resultater/), against the production build and the stand-in:
 *  (a) time from a keystroke to rendered results in Chromium: the last letter of each of 50 words is pressed in
 *      the page's search field, timed inside the page from `keydown` to the results section showing that query
 *      (a MutationObserver on its `data-query`) and to the frame after; median and p95, target median ≤ 100 ms;
 *  (b) server-rendering throughput of `GET /soge-resultater/?query=skole` (getServerState: a search on the
 *      server per request) with N concurrent connections: requests/second, p50/p99, and the same for a plain
 *      CMS page measured right after it, as a ratio.
 * Reuses the production build in `.next` (or NEXT_DIST_DIR); builds only when there is none.
 * Run: node_modules/.bin/tsx bench/search-page.ts  (part of `npm run bench`)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { median, percentile } from './lib/http-load';
import { CHROMIUM_FLAGS, ensureBuild, startSite } from './lib/site-server';

const WORDS = 50;
const WARMUP_WORDS = 5;
const TARGET_MS = 100;
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_REQUESTS = 5000;
const SSR_PATH = '/soge-resultater/?query=skole';
const CONTENT_PATH = '/tilmelding/';

const figures: Record<string, number> = {};
const figure = (name: string, value: number, digits = 1) => {
  figures[name] = Number(value.toFixed(digits));
  console.log(`${name} ${value.toFixed(digits)}`);
};

/** A port nobody listens on right now (loopback). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Words from the indexed titles whose last letter is plain ASCII (so it is a real key press), such that no
 * word or prefix repeats: the browser client caches answers, and a repeat would time the cache, not a search.
 */
async function benchWords(mockOrigin: string): Promise<string[]> {
  const response = await fetch(`${mockOrigin}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-search-key' },
    body: JSON.stringify({
      requests: [
        { indexName: 'content', query: '', hitsPerPage: 1000, attributesToRetrieve: ['title', 'teaser'] },
      ],
    }),
  });
  const body = (await response.json()) as { results: { hits: { title?: string; teaser?: string }[] }[] };
  const text = (body.results[0]?.hits ?? []).map((hit) => `${hit.title ?? ''} ${hit.teaser ?? ''}`).join(' ');
  const candidates = [...new Set(text.toLowerCase().split(/[^\p{L}\d]+/u))]
    .filter((word) => word.length >= 5 && /[a-z]$/.test(word))
    .sort();
  const used = new Set<string>(['skole']);
  const words: string[] = [];
  for (const word of candidates) {
    const prefix = word.slice(0, -1);
    if (used.has(word) || used.has(prefix)) continue;
    used.add(word).add(prefix);
    words.push(word);
  }
  if (words.length < WORDS + WARMUP_WORDS)
    throw new Error(`only ${words.length} distinct words in the index`);
  // Spread over the alphabet rather than the first 55 in order.
  const step = words.length / (WORDS + WARMUP_WORDS);
  return Array.from({ length: WORDS + WARMUP_WORDS }, (_, i) => words[Math.floor(i * step)] ?? '');
}

type Timing = { dom: number; frame: number };
type BenchWindow = Window & { __searchBench?: Promise<Timing> };

const shownQuery = (page: Page, query: string) =>
  page.waitForFunction(
    (q) => document.querySelector('section[data-query]')?.getAttribute('data-query') === q,
    query,
    { timeout: 10_000 },
  );

/** Types all but the last letter and lets the page settle (results and URL), then times the last key press. */
async function timeKeystroke(page: Page, word: string): Promise<Timing> {
  const prefix = word.slice(0, -1);
  await page.locator('#search-query').fill(prefix);
  await shownQuery(page, prefix);
  await page.waitForURL((url) => url.searchParams.get('query') === prefix, { timeout: 10_000 });
  await page.evaluate((expected) => {
    const section = document.querySelector('section[data-query]');
    if (!section) throw new Error('no results section');
    (window as BenchWindow).__searchBench = new Promise<Timing>((resolve) => {
      let pressed = 0;
      document.addEventListener('keydown', () => (pressed = performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (section.getAttribute('data-query') !== expected || !pressed) return;
        observer.disconnect();
        const dom = performance.now() - pressed;
        // The frame that shows the results: after the next animation frame's work is done.
        requestAnimationFrame(() =>
          setTimeout(() => resolve({ dom, frame: performance.now() - pressed }), 0),
        );
      });
      observer.observe(section, { attributes: true, attributeFilter: ['data-query'] });
    });
  }, word);
  await page.keyboard.press(word.slice(-1));
  return page.evaluate(() => (window as BenchWindow).__searchBench as Promise<Timing>);
}

/** A closed loop of `connections` clients on loopback, bounded by time and by request count. */
async function load(url: string, connections: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const loop = async (deadline: number, record: boolean) => {
    while (performance.now() < deadline && latencies.length + errors < MAX_REQUESTS) {
      const started = performance.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(String(response.status));
        if (record) latencies.push(performance.now() - started);
      } catch {
        if (record) errors += 1;
      }
    }
  };
  const warmup = performance.now() + 2000;
  await Promise.all(Array.from({ length: connections }, () => loop(warmup, false)));
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, () => loop(started + seconds * 1000, true)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    requests: latencies.length,
  };
}

async function main() {
  ensureBuild('.', process.env.NEXT_DIST_DIR || '.next');
  const [sitePort, mockPort] = [await freePort(), await freePort()];
  const site = await startSite({ port: sitePort, mockPort });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const words = await benchWords(`http://127.0.0.1:${mockPort}`);

    // (a) keystroke → results
    const context = await browser.newContext({ locale: 'da-DK', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${SSR_PATH}`);
    await shownQuery(page, 'skole');
    const timings: Timing[] = [];
    for (const [i, word] of words.entries()) {
      const timing = await timeKeystroke(page, word);
      if (i >= WARMUP_WORDS) timings.push(timing);
    }
    await context.close();
    const dom = timings.map((t) => t.dom).sort((a, b) => a - b);
    const frame = timings.map((t) => t.frame).sort((a, b) => a - b);
    figure('site.search.keystroke_to_results_ms{stat="median"}', median(dom));
    figure('site.search.keystroke_to_results_ms{stat="p95"}', percentile(dom, 95));
    figure('site.search.keystroke_to_frame_ms{stat="median"}', median(frame));
    figure('site.search.keystroke_to_frame_ms{stat="p95"}', percentile(frame, 95));
    figure('site.search.keystroke_queries', timings.length, 0);

    // (b) server-rendering throughput, the search page and a plain CMS page one after the other
    const html = await (await fetch(`${site.url}${SSR_PATH}`)).text();
    if (!/resultater for »skole«/.test(html)) throw new Error('the server-rendered page holds no results');
    const search = await load(`${site.url}${SSR_PATH}`, CONNECTIONS, SECONDS);
    const content = await load(`${site.url}${CONTENT_PATH}`, CONNECTIONS, SECONDS);
    const labels = `connections="${CONNECTIONS}"`;
    figure(`site.search.ssr_rps{${labels}}`, search.rps);
    figure(`site.search.ssr_p50_ms{${labels}}`, search.p50);
    figure(`site.search.ssr_p99_ms{${labels}}`, search.p99);
    figure(`site.search.ssr_errors{${labels}}`, search.errors, 0);
    figure(`site.content.ssr_rps{${labels}}`, content.rps);
    figure(`site.content.ssr_p50_ms{${labels}}`, content.p50);
    figure('site.search.ssr_throughput_ratio_to_content_page', search.rps / content.rps, 2);

    await mkdir('bench/results', { recursive: true });
    await writeFile(
      'bench/results/search-page.json',
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          queries: WORDS,
          connections: CONNECTIONS,
          seconds: SECONDS,
          ssrPath: SSR_PATH,
          contentPath: CONTENT_PATH,
          targetKeystrokeMedianMs: TARGET_MS,
          figures,
        },
        null,
        2,
      )}\n`,
    );
    const keystroke = figures['site.search.keystroke_to_results_ms{stat="median"}'] ?? NaN;
    if (keystroke > TARGET_MS)
      console.log(`# keystroke-to-results median ${keystroke} ms is above the ${TARGET_MS} ms target`);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
