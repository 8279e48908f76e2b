/**
 * The admin CSV export at size, against the production build: the stand-in seeded with 30,000 generated
 * teachers (MOCK_EXTRA_USERS), an admin signed in through the IdP's form, and GET
 * /api/admin/eksport/brugere.csv?searchTerm=… (the generated e-mails are laerer00001@generet.example.dk …, so
 * `laerer001` finds 100 of them, `laerer1` 10,000 and `generet` all 30,000). Figures: time to the last byte of
 * the 10,000-row export (median and worst of 5, target < 2 s), rows and bytes, and the site process's resident
 * memory (VmRSS of `next start` and its children) before, at the peak while exporting (sampled every 10 ms)
 * and after.
 * The site runs twice: as `npm start` runs it (V8 sizes its heap by the machine and lets the garbage of
 * thousands of rows pile up before collecting it, so the peak there says how lazily V8 collects: reported, not
 * judged), then with the old generation capped at HEAP_CAP_MB, where the peak shows what the export keeps
 * alive. Judged on the capped run: the peak growth of the 30,000-row export against the 100-row export (flat =
 * within FLAT_TOLERANCE_MB: the upstream list is read item by item and the CSV streamed, neither held whole),
 * and every 10,000-row run under 2 s. Prints PASS or FAIL with the numbers and writes
 * bench/results/admin-csv.json; exits 1 on FAIL.
 * Run: node_modules/.bin/tsx bench/admin-csv.ts  (part of `npm run bench`)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { ensureBuild, startSite } from './lib/site-server';
import { SESSION_COOKIE, signInOverHttp } from '../tests/support/http-sign-in';

const SITE_PORT = 3700;
const MOCK_PORT = 4700;
const SEEDED = 30_000;
const EXPORTS = {
  small: { term: 'laerer001', rows: 100 },
  timed: { term: 'laerer1', rows: 10_000 },
  large: { term: 'generet', rows: SEEDED },
} as const;
type ExportName = keyof typeof EXPORTS;
const RUNS = 5;
const TARGET_MS = 2_000;
/**
 * How much more the 30,000-row export may raise the site's peak memory than the 100-row one, with the heap
 * capped. Measured on this machine: streamed, +1.5 MB (30,000 rows; −2 to +8 MB at 10,000: noise, when a
 * collection falls); the same export with SearchUser read whole (as before decision 0023), +24.6 MB at 30,000
 * rows (+8.5 to +11 MB at 10,000), growing with the rows: hence the longer export is the judged one.
 */
const FLAT_TOLERANCE_MB = Number(process.env.BENCH_CSV_FLAT_MB ?? 12);
/** The old-generation cap of the judged site (MB): room for the site itself, not for lazily kept garbage. */
const HEAP_CAP_MB = Number(process.env.BENCH_CSV_HEAP_MB ?? 160);
const results: Record<string, number | string> = {};
const figure = (name: string, value: number, digits = 1) => {
  results[name] = Number(value.toFixed(digits));
  console.log(`${name} ${value.toFixed(digits)}`);
};

/** Kilobytes resident of a process and its descendants (Linux /proc). */
function treeRssKb(pid: number): number {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeRssKb(Number(child));
    }
  } catch {
    // The process ended between two reads.
  }
  return total;
}

/** The admin's session cookie, signed in the way a browser does (site login → IdP form → /auth). */
const adminCookie = async (site: string) =>
  `${SESSION_COOKIE}=${await signInOverHttp(site, 'admin@example.dk', 'Admin123!')}`;

ensureBuild('.');

/** One site (with the given V8 flags), and the named exports measured against it in turn. */
async function measureSite(nodeOptions: string, names: readonly ExportName[]) {
  const site = await startSite({
    port: SITE_PORT,
    mockPort: MOCK_PORT,
    mockConfig: { extraUsers: SEEDED },
    env: nodeOptions ? { NODE_OPTIONS: nodeOptions } : {},
  });
  try {
    const pid = site.pid;
    if (!pid) throw new Error('no site pid');
    const cookie = await adminCookie(site.url);
    const download = async (url: string) => {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`export answered ${response.status}`);
      let bytes = 0;
      let newlines = 0;
      let firstByteMs = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) newlines += 1;
      }
      return { ms: performance.now() - started, firstByteMs, bytes, rows: newlines - 1 };
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

    /** RUNS exports of one search after a warm-up, with the site's memory sampled every 10 ms meanwhile. */
    const measure = async (name: ExportName) => {
      const url = `${site.url}/api/admin/eksport/brugere.csv?searchTerm=${EXPORTS[name].term}`;
      await download(url);
      await settle();
      const before = treeRssKb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, treeRssKb(pid));
      }, 10);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await download(url));
      clearInterval(sampler);
      await settle();
      if (runs[0]!.rows !== EXPORTS[name].rows) {
        throw new Error(`${name}: expected ${EXPORTS[name].rows} rows, got ${runs[0]!.rows}`);
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      return {
        rows: runs[0]!.rows,
        bytes: runs[0]!.bytes,
        median: median(runs.map((r) => r.ms)),
        max: Math.max(...runs.map((r) => r.ms)),
        firstByte: median(runs.map((r) => r.firstByteMs)),
        before,
        peak,
        after: treeRssKb(pid),
        growthMb: (peak - before) / 1024,
      };
    };
    const measured: Partial<Record<ExportName, Awaited<ReturnType<typeof measure>>>> = {};
    for (const name of names) measured[name] = await measure(name);
    return measured;
  } finally {
    await site.stop();
  }
}

const lazy = await measureSite('', ['small', 'timed']);
const capped = await measureSite(`--max-old-space-size=${HEAP_CAP_MB}`, ['small', 'timed', 'large']);
const { small, timed, large } = capped;
if (!small || !timed || !large || !lazy.small || !lazy.timed) throw new Error('an export was not measured');

figure('admin_csv.rows', timed.rows, 0);
figure('admin_csv.csv_mb', timed.bytes / 1024 / 1024, 2);
figure('admin_csv.last_byte_ms{stat="median"}', lazy.timed.median);
figure('admin_csv.last_byte_ms{stat="max"}', lazy.timed.max);
figure('admin_csv.first_byte_ms{stat="median"}', lazy.timed.firstByte);
figure('admin_csv.last_byte_ms{heap="capped",stat="median"}', timed.median);
figure('admin_csv.last_byte_ms{heap="capped",stat="max"}', timed.max);
figure('admin_csv.last_byte_ms{rows="100",stat="median"}', lazy.small.median);
figure(`admin_csv.last_byte_ms{rows="${SEEDED}",heap="capped",stat="median"}`, large.median);
for (const [heap, set] of [
  ['default', lazy],
  ['capped', capped],
] as const) {
  for (const name of ['small', 'timed', 'large'] as const) {
    const m = set[name];
    if (!m) continue;
    figure(`admin_csv.site_rss_mb{heap="${heap}",rows="${m.rows}",at="before"}`, m.before / 1024);
    figure(`admin_csv.site_rss_mb{heap="${heap}",rows="${m.rows}",at="peak"}`, m.peak / 1024);
    figure(`admin_csv.site_rss_mb{heap="${heap}",rows="${m.rows}",at="after"}`, m.after / 1024);
    figure(`admin_csv.site_rss_growth_mb{heap="${heap}",rows="${m.rows}"}`, m.growthMb);
  }
}
const extraMb = large.growthMb - small.growthMb;
const flat = extraMb <= FLAT_TOLERANCE_MB;
const fast = lazy.timed.max < TARGET_MS && timed.max < TARGET_MS;
figure('admin_csv.site_rss_growth_extra_mb', extraMb);
figure('admin_csv.memory_flat', flat ? 1 : 0, 0);
figure('admin_csv.under_target_ms', fast ? 1 : 0, 0);
results.heap_cap_mb = HEAP_CAP_MB;
results.target = `last byte of 10,000 rows < ${TARGET_MS} ms (every run); with the old generation capped at ${HEAP_CAP_MB} MB, peak memory growth of the ${SEEDED}-row export at most ${FLAT_TOLERANCE_MB} MB above the 100-row export's`;
console.log(
  `admin_csv ${flat && fast ? 'PASS' : 'FAIL'}: capped heap, growth ${large.growthMb.toFixed(1)} MB (${SEEDED} rows) vs ${small.growthMb.toFixed(1)} MB (100 rows), extra ${extraMb.toFixed(1)} MB (limit ${FLAT_TOLERANCE_MB}); 10,000 rows slowest ${Math.max(lazy.timed.max, timed.max).toFixed(0)} ms (limit ${TARGET_MS})`,
);
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/admin-csv.json', `${JSON.stringify(results, null, 2)}\n`);
if (!flat || !fast) process.exitCode = 1;
