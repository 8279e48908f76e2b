/**
 * Faults as figures (docs/deploy.md, "Faults behind nginx"): two production instances and Redis behind Debian's
 * nginx with deploy/nginx.conf (default buffers), on the stand-in's foundation world with 25 s access tokens, for
 * BENCH_CHAOS_SECONDS (default 600). Visitors view public pages, signed-in teachers a teacher screen and public
 * pages, a public sign-up comes every BENCH_CHAOS_SIGNUP_MS (default 3000), and an editor publishes every 30 s
 * (the stand-in's CMS control API, whose webhook reaches the site through nginx). The schedule scales with the
 * run: one instance killed (SIGKILL) and started again at 15 %, Redis restarted at 35 %, a product call held 5 s
 * from 50 % and the CMS answering 503 from 72 %, each of those for a tenth of the run (at most 60 s).
 * Judged (PASS/FAIL): sign-ups answered 200 missing in the stand-in afterwards (0); signed-in clients logged out
 * (0); 5xx through nginx only while an instance is going down, ≤ 0.1 % of all requests; p99 back under 1.5× the
 * quiet p99 within 10 s of each fault's end; nginx cache hits for signed-in visitors' public pages ≥ 0.9; answers
 * kept with Set-Cookie (0). Printed: memory per instance. Results in bench/results/chaos.json.
 * Run inside a network namespace of its own: npm run bench -- chaos
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import pino from 'pino';
import { startMockServer } from '../prisma-free-mock/src/server';
import { localEnv, localPublishHook, waitFor } from '../scripts/local-env.mjs';
import { SESSION_COOKIE, signInOverHttp } from '../tests/support/http-sign-in';
import { keptFiles, startNginx } from '../tests/support/nginx';
import { freePort, startRedis } from '../tests/support/redis-server';
import { percentile } from './lib/http-load';
import { treeRssMb } from './lib/process-memory';
import { ensureBuild } from './lib/site-server';

const SECONDS = Number(process.env.BENCH_CHAOS_SECONDS ?? 600);
const FAULT_SECONDS = Math.min(60, Math.max(10, Math.round(SECONDS / 10)));
const SIGNUP_MS = Number(process.env.BENCH_CHAOS_SIGNUP_MS ?? 3000);
const PAUSE_MS = 250;
const PORTS = [3951, 3952];
const TEACHERS = [
  ['stor@example.dk', 'Stor123!'],
  ['laerer@example.dk', 'Laerer123!'],
  ['sofie.bech@example.dk', 'Demo123!'],
  ['jonas.krogh@example.dk', 'Demo123!'],
] as const;
const VISITORS = 4;
const EDITOR_PAGE = '/kaos-redaktoer/';
const PAGES = ['/', '/arrangementer/', '/legater/', '/nyheder/', '/undervisningsmateriale/', EDITOR_PAGE];
const SCREEN = '/min-profil/min-oversigt/';
/** The product call the teacher screen waits for, held 5 s during its fault. */
const HELD_CALL = '/material/GetOverviewForUser';

const results: Record<string, number | string> = {};
const figure = (name: string, value: number, digits = 1) => {
  results[name] = Number(value.toFixed(digits));
  console.log(`${name} ${value.toFixed(digits)}`);
};
const judge = (name: string, pass: boolean, value: string) => {
  results[`${name}_judged`] = pass ? 'PASS' : 'FAIL';
  console.log(`${pass ? 'PASS' : 'FAIL'} ${name}: ${value}`);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

ensureBuild('.');
const children: ChildProcess[] = [];
const nginxPort = await freePort();
const mockPort = await freePort();
const redisPort = await freePort();
let redis = await startRedis(redisPort);
const env = localEnv({ port: nginxPort, mockPort });
const SITE = env.SITE_URL!;
const mock = await startMockServer({
  config: {
    port: mockPort,
    host: '127.0.0.1',
    controlEnabled: true,
    scale: 'foundation',
    accessTokenTtl: 25,
    redirectUris: env.AUTH_REDIRECT_URIS!.split(','),
    postLogoutRedirectUris: env.AUTH_POST_LOGOUT_REDIRECT_URIS!.split(','),
    logLevel: 'silent',
    // The CMS calls the site's one public address: nginx.
    publishHook: localPublishHook({ port: nginxPort }),
  },
  log: pino({ level: 'silent' }),
});
const MOCK = `http://127.0.0.1:${mockPort}`;

/** `next start` in a process group of its own, so SIGKILL takes the whole instance (next start forks). */
const startInstance = (port: number): ChildProcess => {
  const child = spawn('node_modules/.bin/next', ['start', '--port', String(port)], {
    env: {
      ...process.env,
      ...env,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      // The bench's clients stand behind a CDN and nginx: two proxies, so each simulated client's own
      // X-Forwarded-For is its address for the per-client limits (signUp below).
      TRUST_PROXY_HOPS: '2',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
};
const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
};
const ready = (port: number, timeoutMs: number) =>
  waitFor(`http://127.0.0.1:${port}/api/ready`, timeoutMs, { ok: true });

// Whatever happens, nothing this bench started outlives it.
process.on('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
  redis.kill('SIGKILL');
  for (const child of helpers) child.kill('SIGKILL');
});
/** nginx (not in a group of its own). */
const helpers: ChildProcess[] = [];

const instances = PORTS.map(startInstance);
await Promise.all(PORTS.map((port) => ready(port, 180_000)));
const nginx = await startNginx(nginxPort, PORTS);
helpers.push(nginx.process);
const PUBLIC = nginx.url;

// ---- the load ------------------------------------------------------------------------------------------------
type Kind = 'page' | 'signed-page' | 'screen' | 'signup';
interface Sample {
  t: number;
  ms: number;
  kind: Kind;
  status: number;
  cache: string | null;
  setCookie: number;
}
const samples: Sample[] = [];
let t0 = performance.now();
const now = () => performance.now() - t0;
let running = true;

async function timed(kind: Kind, url: string, init: RequestInit = {}) {
  const t = now();
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
    const body = await response.text();
    const sample: Sample = {
      t,
      ms: now() - t,
      kind,
      status: response.status,
      cache: response.headers.get('x-cache-status'),
      setCookie: response.headers.getSetCookie().length,
    };
    if (running) samples.push(sample);
    return { response, body };
  } catch {
    if (running) samples.push({ t, ms: now() - t, kind, status: 599, cache: null, setCookie: 0 });
    return null;
  }
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function visitor() {
  while (running) {
    await timed('page', `${PUBLIC}${pick(PAGES)}`);
    await sleep(PAUSE_MS);
  }
}

const loggedOut = new Set<string>();
let logouts = 0;
async function teacher([email, password]: readonly [string, string]) {
  let cookie = await signInOverHttp(SITE, email, password);
  for (let turn = 0; running; turn++) {
    const screen = turn % 2 === 0;
    const answer = await timed(
      screen ? 'screen' : 'signed-page',
      `${PUBLIC}${screen ? SCREEN : pick(PAGES)}`,
      {
        headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
      },
    );
    if (answer) {
      const { response } = answer;
      for (const line of response.headers.getSetCookie()) {
        const value = new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=([^;]*)`).exec(line)?.[1];
        if (value) cookie = value;
      }
      const location = response.headers.get('location') ?? '';
      if (response.headers.get('x-session-ended') || (response.status >= 300 && /login/.test(location))) {
        if (running) {
          loggedOut.add(email);
          logouts += 1;
          console.log(`# ${Math.round(now() / 1000)} s: ${email} logged out (${response.status})`);
        }
        cookie = await signInOverHttp(SITE, email, password).catch(() => cookie);
      }
    }
    await sleep(PAUSE_MS);
  }
}

// Upcoming events open to public sign-up with room, from the stand-in's own state (it runs in this process).
const openEvents = mock.store.state.seed.events
  .filter(
    (event) =>
      event.publicSignup &&
      new Date(event.startDate).getTime() > Date.now() + 86_400_000 &&
      mock.store.state.seats.remaining(event.eventId) >= 20,
  )
  .slice(0, 40)
  .map((event) => event.eventId);

/**
 * The public sign-up as one simulated client sends it: the one place to adapt when the sign-up asks for more
 * (a proof of work, a per-client limit). Each client has its own address in X-Forwarded-For, which nginx
 * extends and the instances believe (TRUST_PROXY_HOPS=2 above).
 */
async function signUp(n: number) {
  const answer = await timed('signup', `${PUBLIC}/api/trpc/attendee.createAttendee`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    },
    body: JSON.stringify({
      eventId: openEvents[n % openEvents.length],
      name: `Kaos Deltager ${n}`,
      email: `kaos.${process.pid}.${n}@example.dk`,
      institution: null,
    }),
  });
  if (!answer) return { status: 599, sessionId: null };
  const sessionId =
    answer.response.status === 200
      ? ((JSON.parse(answer.body) as { result?: { data?: { sessionId?: string } } }).result?.data
          ?.sessionId ?? null)
      : null;
  return { status: answer.response.status, sessionId };
}

const signUps: { n: number; status: number; sessionId: string | null }[] = [];
async function signUpLoop() {
  for (let n = 0; running; n++) {
    signUps.push({ n, ...(await signUp(n)) });
    await sleep(SIGNUP_MS);
  }
}

let publishes = 0;
let publishFailures = 0;
const publish = async () => {
  const name = `Redaktørens side, udgave ${publishes + 1}`;
  const response = await fetch(`${MOCK}/__mock/cms/page?path=${EDITOR_PAGE}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Name: name,
      ContentType: 'contentPage',
      Blocks: [
        {
          ContentType: 'richTextBlock',
          Content: { Headline: name, Text: `<p>${name}</p>`, UpdatedDate: new Date().toISOString() },
        },
      ],
    }),
  }).catch(() => null);
  publishes += 1;
  if (!response?.ok) publishFailures += 1;
  await response?.text();
};
async function editor() {
  while (running) {
    for (let waited = 0; running && waited < 30_000; waited += 500) await sleep(500);
    if (running) await publish();
  }
}

// ---- the faults ----------------------------------------------------------------------------------------------
interface FaultWindow {
  name: string;
  start: number;
  end: number;
}
const faults: FaultWindow[] = [];
const fault = async (name: string, atFraction: number, run: () => Promise<void>) => {
  while (now() < atFraction * SECONDS * 1000) await sleep(100);
  const start = now();
  console.log(`# ${Math.round(start / 1000)} s: ${name}`);
  await run();
  faults.push({ name, start, end: now() });
  console.log(`# ${Math.round(now() / 1000)} s: ${name} over`);
};
const setFault = (body: object) =>
  fetch(`${MOCK}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.text());
const clearFaults = () => fetch(`${MOCK}/__mock/faults`, { method: 'DELETE' }).then((r) => r.text());

async function schedule() {
  await fault('instance killed (SIGKILL) and started again', 0.15, async () => {
    killGroup(instances[1]!, 'SIGKILL');
    instances[1] = startInstance(PORTS[1]!);
    await ready(PORTS[1]!, 180_000);
  });
  await fault('Redis restarted', 0.35, async () => {
    const exited = new Promise((r) => redis.once('exit', r));
    redis.kill('SIGTERM');
    await exited;
    await sleep(2000);
    redis = await startRedis(redisPort);
    await Promise.all(PORTS.map((port) => ready(port, 60_000)));
  });
  await fault(`a product call held 5 s (${HELD_CALL})`, 0.5, async () => {
    await setFault({ service: 'product', pathPrefix: HELD_CALL, delayMs: 5000 });
    await sleep(FAULT_SECONDS * 1000);
    await clearFaults();
  });
  await fault('the CMS down (503)', 0.72, async () => {
    await setFault({ service: 'cms', status: 503 });
    await sleep(FAULT_SECONDS * 1000);
    await clearFaults();
  });
}

// ---- the run -------------------------------------------------------------------------------------------------
console.log(
  `# chaos: ${SECONDS} s behind nginx, two instances and Redis, foundation world; faults of ${FAULT_SECONDS} s; ` +
    `${VISITORS} visitors, ${TEACHERS.length} teachers, a sign-up every ${SIGNUP_MS} ms to ${openEvents.length} events`,
);
await publish();
// Warm-up, not counted: each page once through nginx, each teacher signed in.
for (const page of PAGES) await (await fetch(`${PUBLIC}${page}`)).text();
publishes = 0;
publishFailures = 0;
const memoryPeak = PORTS.map(() => 0);
const sampleMemory = () =>
  instances.forEach((child, i) => {
    memoryPeak[i] = Math.max(memoryPeak[i]!, treeRssMb(child.pid!));
  });
const memoryTimer = setInterval(sampleMemory, 5000);
t0 = performance.now();
const load = Promise.all([
  ...Array.from({ length: VISITORS }, visitor),
  ...TEACHERS.map(teacher),
  signUpLoop(),
  editor(),
]);
try {
  await schedule();
  while (now() < SECONDS * 1000) await sleep(200);
} finally {
  running = false;
}
await load;
clearInterval(memoryTimer);
sampleMemory();
const memoryAtEnd = instances.map((child) => treeRssMb(child.pid!));

// ---- the figures ---------------------------------------------------------------------------------------------
const total = samples.length;
figure('chaos_requests', total, 0);
figure('chaos_seconds', SECONDS, 0);

// Sign-ups answered 200, looked up in the stand-in's state afterwards.
const kept = signUps.filter((s) => s.status === 200);
const missing = kept.filter((s) => !s.sessionId || !mock.store.state.seats.findSession(s.sessionId)).length;
figure('chaos_signups', signUps.length, 0);
figure('chaos_signups_200', kept.length, 0);
figure('chaos_signups_4xx', signUps.filter((s) => s.status >= 400 && s.status < 500).length, 0);
figure('chaos_signups_5xx', signUps.filter((s) => s.status >= 500).length, 0);
judge('chaos_signups_200_missing', missing === 0, `${missing} of ${kept.length}`);
figure('chaos_signups_200_missing', missing, 0);

judge('chaos_clients_logged_out', loggedOut.size === 0, `${loggedOut.size} clients, ${logouts} times`);
figure('chaos_clients_logged_out', loggedOut.size, 0);

// 5xx: where they fell. "Going down" is from the kill until the new instance is ready, and 10 s after.
const killWindow = faults[0]!;
const during = (s: Sample, w: FaultWindow, after = 0) => s.t >= w.start && s.t <= w.end + after;
const errors = samples.filter((s) => s.status >= 500);
const outsideKill = errors.filter((s) => !during(s, killWindow, 10_000));
figure('chaos_5xx', errors.length, 0);
figure('chaos_5xx_pct', (errors.length / total) * 100, 3);
const byKindOf = (list: Sample[]) =>
  [...new Set(list.map((s) => `${s.kind} ${s.status}`))]
    .map((k) => `${k}×${list.filter((s) => `${s.kind} ${s.status}` === k).length}`)
    .join(', ');
for (const w of faults) {
  const inWindow = errors.filter((s) => during(s, w, 10_000));
  console.log(`#   5xx during "${w.name}" (+10 s): ${inWindow.length} ${byKindOf(inWindow)}`);
}
const quietErrors = errors.filter((s) => !faults.some((w) => during(s, w, 10_000)));
console.log(
  `#   5xx outside every fault: ${quietErrors.length} ${byKindOf(quietErrors)}` +
    ` at ${quietErrors.map((s) => `${Math.round(s.t / 1000)} s`).join(', ')}`,
);
judge(
  'chaos_5xx_only_while_going_down',
  outsideKill.length === 0 && errors.length / total <= 0.001,
  `${errors.length} of ${total} (${((errors.length / total) * 100).toFixed(3)} %), ${outsideKill.length} outside the instance's going down`,
);

// p99 of views (pages and screens) in 5 s windows after each fault's end, against the quiet p99.
const views = samples.filter((s) => s.kind !== 'signup');
const p99Of = (from: number, to: number) =>
  percentile(
    views
      .filter((s) => s.t >= from && s.t < to)
      .map((s) => s.ms)
      .sort((a, b) => a - b),
    99,
  );
const quietP99 = p99Of(0, faults[0]!.start);
figure('chaos_quiet_p99_ms', quietP99);
let allRecovered = true;
for (const [i, w] of faults.entries()) {
  let recovered = -1;
  for (let k = 0; k <= 30 && w.end + k * 1000 + 5000 <= SECONDS * 1000; k++) {
    if (p99Of(w.end + k * 1000, w.end + k * 1000 + 5000) <= 1.5 * quietP99) {
      recovered = k;
      break;
    }
  }
  figure(`chaos_fault_${i + 1}_p99_back_s`, recovered, 0);
  console.log(`#   fault ${i + 1}: ${w.name}, ${((w.end - w.start) / 1000).toFixed(1)} s`);
  if (recovered < 0 || recovered > 10) allRecovered = false;
}
judge('chaos_p99_back_within_10s', allRecovered, 'every fault (−1: not back within 30 s)');

// nginx's cache, for signed-in visitors' public pages, and what it kept.
const signedPages = samples.filter((s) => s.kind === 'signed-page' && s.status === 200);
const fromCache = signedPages.filter((s) => ['HIT', 'STALE', 'UPDATING'].includes(s.cache ?? '')).length;
const hits = signedPages.filter((s) => s.cache === 'HIT').length;
figure('chaos_signed_in_public_page_hit_rate', hits / signedPages.length, 3);
figure('chaos_signed_in_public_page_from_cache_rate', fromCache / signedPages.length, 3);
judge(
  'chaos_signed_in_public_page_hit_rate',
  hits / signedPages.length >= 0.9,
  `${hits} of ${signedPages.length}`,
);
const keptWithCookie = nginx.keptWithSetCookie();
const cachedWithCookie = samples.filter((s) => s.setCookie > 0 && s.cache === 'HIT').length;
figure('chaos_nginx_kept_files', keptFiles(nginx.prefix), 0);
judge(
  'chaos_kept_with_set_cookie',
  keptWithCookie === 0 && cachedWithCookie === 0,
  `${keptWithCookie} kept files, ${cachedWithCookie} cache hits with Set-Cookie`,
);
figure('chaos_kept_with_set_cookie', keptWithCookie + cachedWithCookie, 0);
const tooBig = nginx
  .errorLog()
  .split('\n')
  .filter((l) => l.includes('too big header')).length;
figure('chaos_nginx_too_big_header', tooBig, 0);
figure('chaos_publishes', publishes, 0);
figure('chaos_publish_failures', publishFailures, 0);

memoryAtEnd.forEach((mb, i) => {
  figure(`chaos_instance_${i === 0 ? 'a' : 'b'}_rss_at_end_mb`, mb);
  figure(`chaos_instance_${i === 0 ? 'a' : 'b'}_rss_peak_mb`, memoryPeak[i]!);
});

const quiet = views.filter((s) => s.t < faults[0]!.start);
for (const kind of ['page', 'signed-page', 'screen'] as const) {
  const sorted = quiet
    .filter((s) => s.kind === kind)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  figure(`chaos_quiet_${kind.replace('-', '_')}_p50_ms`, percentile(sorted, 50));
}

await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/chaos.json', `${JSON.stringify(results, null, 2)}\n`);

for (const child of instances) killGroup(child, 'SIGTERM');
await nginx.stop();
redis.kill('SIGTERM');
await mock.close();
setTimeout(() => {
  for (const child of children) killGroup(child, 'SIGKILL');
  process.exit(0);
}, 3000).unref();
