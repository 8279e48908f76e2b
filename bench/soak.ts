/**
 * The many-instances soak (docs/deploy.md, "Sizing"): two production instances sharing Debian's redis-server and
 * one stand-in, 50 connections for BENCH_SOAK_SECONDS (default 600) sent round-robin to the two instances, as a
 * load balancer would. The mix: anonymous page views (60 %), signed-in teacher screens (25 %) and procedures
 * (15 %) for five seeded teachers. Reports errors (target 0), p50/p99 per kind, each instance's memory (RSS of its
 * process tree) after warm-up and at the end (target: growth under 10 %).
 * Then the cost of Redis: throughput of a signed-in screen on an instance with REDIS_URL and on one without, in
 * alternating rounds, as a ratio (target ≥ 0.9).
 * BENCH_SOAK_SCALE=foundation runs it on the stand-in's foundation-sized world, with the worst-case teacher
 * (stor@example.dk) among the five, and writes bench/results/soak-foundation.json instead.
 * Run: node_modules/.bin/tsx bench/soak.ts  (part of `npm run bench`; `npm run bench -- soak`)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import pino from 'pino';
import { startMockServer } from '../prisma-free-mock/src/server';
import { localEnv, waitFor } from '../scripts/local-env.mjs';
import { SESSION_COOKIE, signInOverHttp } from '../tests/support/http-sign-in';
import { freePort, startRedis } from '../tests/support/redis-server';
import { median, percentile } from './lib/http-load';
import { treeRssMb } from './lib/process-memory';
import { ensureBuild } from './lib/site-server';

const PORTS = { a: 3900, b: 3901, plain: 3902, mock: 4900 };
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const WARMUP_SECONDS = Math.min(120, Math.max(5, Math.round(SECONDS / 5)));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const results: Record<string, number | string> = {};
const figure = (name: string, value: number, digits = 1) => {
  results[name] = Number(value.toFixed(digits));
  console.log(`${name} ${value.toFixed(digits)}`);
};

const SCALE = process.env.BENCH_SOAK_SCALE === 'foundation' ? 'foundation' : 'demo';
const TEACHERS = [
  SCALE === 'foundation' ? ['stor@example.dk', 'Stor123!'] : ['laerer@example.dk', 'Laerer123!'],
  ['sofie.bech@example.dk', 'Demo123!'],
  ['jonas.krogh@example.dk', 'Demo123!'],
  ['aase.oestergaard@example.dk', 'Demo123!'],
  ['frederik.moeller@example.dk', 'Demo123!'],
] as const;
const PAGES = ['/', '/arrangementer/', '/legater/', '/nyheder/', '/tilmelding/', '/undervisningsmateriale/'];
const SCREENS = [
  '/min-profil/',
  '/min-profil/konto/',
  '/min-profil/min-oversigt/',
  '/min-profil/event-og-programmer/',
];
const PROCEDURES = ['user.getUser', 'user.getPrograms', 'events.getEvents', 'material.getOverviewForUser'];

ensureBuild('.');
const redisPort = await freePort();
const redis = await startRedis(redisPort);
const env = localEnv({ port: PORTS.a, mockPort: PORTS.mock });
const mock = await startMockServer({
  config: {
    port: PORTS.mock,
    host: '127.0.0.1',
    controlEnabled: true,
    scale: SCALE,
    redirectUris: env.AUTH_REDIRECT_URIS!.split(','),
    postLogoutRedirectUris: env.AUTH_POST_LOGOUT_REDIRECT_URIS!.split(','),
    logLevel: 'silent',
  },
  log: pino({ level: 'silent' }),
});

const startInstance = (port: number, extra: Record<string, string>): ChildProcess =>
  spawn('node_modules/.bin/next', ['start', '--port', String(port)], {
    env: {
      ...process.env,
      ...env,
      ...extra,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const withRedis = { REDIS_URL: `redis://127.0.0.1:${redisPort}` };
const instances = [startInstance(PORTS.a, withRedis), startInstance(PORTS.b, withRedis)];
const plain = startInstance(PORTS.plain, {});
await Promise.all(
  [PORTS.a, PORTS.b, PORTS.plain].map((port) => waitFor(`http://127.0.0.1:${port}/api/health`, 120_000)),
);

const publicUrl = `http://localhost:${PORTS.a}`;
const cookies = await Promise.all(
  TEACHERS.map(([email, password]) => signInOverHttp(publicUrl, email, password)),
);
const bases = [`http://127.0.0.1:${PORTS.a}`, `http://127.0.0.1:${PORTS.b}`];
/** The load balancer's header: instances asked by address send pages to the public host (docs/decisions/0034). */
const BALANCED = { 'x-forwarded-host': `localhost:${PORTS.a}` };

type Kind = 'page' | 'screen' | 'procedure';
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function soak(seconds: number, record: boolean) {
  const latencies: Record<Kind, number[]> = { page: [], screen: [], procedure: [] };
  const errors: Record<Kind, number> = { page: 0, screen: 0, procedure: 0 };
  const deadline = performance.now() + seconds * 1000;
  let turn = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const roll = Math.random();
        const kind: Kind = roll < 0.6 ? 'page' : roll < 0.85 ? 'screen' : 'procedure';
        const base = bases[turn++ % bases.length]!;
        const cookie = `${SESSION_COOKIE}=${pick(cookies)}`;
        const url =
          kind === 'page'
            ? `${base}${pick(PAGES)}`
            : kind === 'screen'
              ? `${base}${pick(SCREENS)}`
              : `${base}/api/trpc/${pick(PROCEDURES)}`;
        const started = performance.now();
        try {
          const response = await fetch(url, {
            headers: kind === 'page' ? BALANCED : { ...BALANCED, cookie },
            redirect: 'manual',
            signal: AbortSignal.timeout(30_000),
          });
          const body = await response.text();
          const ok = response.status === 200 && (kind !== 'procedure' || !body.includes('"error"'));
          if (!ok && record) errors[kind] += 1;
        } catch {
          if (record) errors[kind] += 1;
        }
        if (record) latencies[kind].push(performance.now() - started);
      }
    }),
  );
  return { latencies, errors };
}

console.log(
  `# soak: ${SECONDS} s, ${CONNECTIONS} connections, two instances with Redis (warm-up ${WARMUP_SECONDS} s)`,
);
await soak(WARMUP_SECONDS, false);
const rssAfterWarmup = instances.map((child) => treeRssMb(child.pid!));
// The memory curve, every tenth of the run: a plateau is a warmed-up heap, a steady climb a leak.
const samples: number[][] = [];
const sampler = setInterval(
  () => samples.push(instances.map((child) => treeRssMb(child.pid!))),
  (SECONDS * 1000) / 10,
);
const { latencies, errors } = await soak(SECONDS, true);
clearInterval(sampler);
const rssAtEnd = instances.map((child) => treeRssMb(child.pid!));
results.soak_rss_curve_mb = samples.map((row) => row.map((mb) => Math.round(mb)).join('/')).join(' ');
console.log(`soak_rss_curve_mb ${results.soak_rss_curve_mb}`);

let totalErrors = 0;
for (const kind of ['page', 'screen', 'procedure'] as const) {
  const sorted = [...latencies[kind]].sort((a, b) => a - b);
  figure(`soak_${kind}_requests`, sorted.length, 0);
  figure(`soak_${kind}_p50_ms`, percentile(sorted, 50));
  figure(`soak_${kind}_p99_ms`, percentile(sorted, 99));
  figure(`soak_${kind}_errors`, errors[kind], 0);
  totalErrors += errors[kind];
}
figure('soak_errors_total', totalErrors, 0);
rssAfterWarmup.forEach((mb, i) => {
  const name = i === 0 ? 'a' : 'b';
  figure(`soak_instance_${name}_rss_after_warmup_mb`, mb);
  figure(`soak_instance_${name}_rss_at_end_mb`, rssAtEnd[i]!);
  figure(`soak_instance_${name}_rss_growth_pct`, ((rssAtEnd[i]! - mb) / mb) * 100);
});

/** Throughput (rps) of one signed-in screen on one instance for a few seconds. */
async function screenRps(base: string, seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const cookie = `${SESSION_COOKIE}=${cookies[i % cookies.length]}`;
      while (performance.now() < deadline) {
        const response = await fetch(`${base}/min-profil/konto/`, {
          headers: { ...BALANCED, cookie },
          redirect: 'manual',
        });
        await response.arrayBuffer();
        if (response.status === 200) done += 1;
      }
    }),
  );
  return done / seconds;
}

const ROUNDS = 3;
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const rpsRedis: number[] = [];
const rpsPlain: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  rpsRedis.push(await screenRps(bases[0]!, ROUND_SECONDS));
  rpsPlain.push(await screenRps(`http://127.0.0.1:${PORTS.plain}`, ROUND_SECONDS));
}
figure('redis_screen_rps', median(rpsRedis));
figure('memory_screen_rps', median(rpsPlain));
figure('redis_cost_ratio', median(rpsRedis) / median(rpsPlain), 2);

results.measured_at = new Date().toISOString();
await mkdir('bench/results', { recursive: true });
await writeFile(
  `bench/results/${SCALE === 'foundation' ? 'soak-foundation' : 'soak'}.json`,
  `${JSON.stringify(results, null, 2)}\n`,
);
for (const child of [...instances, plain]) child.kill('SIGTERM');
await mock.close();
redis.kill('SIGTERM');
process.exit(0);
