#!/usr/bin/env node
/**
 * `npm test`: every test. Three lanes share the machine's two cores until the end-to-end tier: one runs the
 * static checks (typecheck, lint, paths, unused code, format); one the unit and stand-in tests; one the
 * integration tests, then the production build and the many-instances test (two production instances, Debian's
 * redis-server and nginx). The end-to-end tier in Debian's Chromium comes last, alone, because it needs both cores. A lane's output is printed whole when its step ends, so the two never interleave; the summary at the end
 * names every failed test. `--only e2e` runs the build and the end-to-end tier alone (docs/decisions/0041).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withPinnedNode } from './pinned-node.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
// Every tool runs on the pinned Node (scripts/pinned-node.mjs), whichever `node` started this script.
const env = { ...withPinnedNode(), NEXT_TELEMETRY_DISABLED: '1' };
const reports = mkdtempSync(join(tmpdir(), 'fis-test-'));
const results = [];
const running = new Set();

const bin = (name) => `node_modules/.bin/${name}`;

/** A vitest step: its JSON report, read after a failure to name the failed tests. */
function vitest(name, projects) {
  const report = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  return { name, command: bin('vitest'), args, report };
}

/**
 * Runs one step. With `buffered`, its output is kept and printed whole when it ends (the lanes); otherwise it
 * goes straight to the terminal (the end-to-end tier, which runs alone).
 */
function run({ name, command, args, report }, { buffered }) {
  const started = Date.now();
  const header = `\n=== ${name}: ${command} ${args.join(' ')}`;
  if (!buffered) console.log(header);
  return new Promise((resolveStep) => {
    const child = spawn(command, args, {
      env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
        console.log(`--- ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      }
      const ok = code === 0 && !signal;
      results.push({ name, ok, seconds, report });
      resolveStep(ok);
    });
  });
}

/** Runs a lane's steps in order; stops at the first failure (and when another lane has failed). */
async function lane(steps) {
  for (const step of steps) {
    if (results.some((r) => !r.ok)) return;
    if (!(await run(step, { buffered: true }))) return;
  }
}

/** The failed tests of a vitest JSON report, a line each. */
function failedTests(report) {
  if (!report || !existsSync(report)) return [];
  try {
    const { testResults = [] } = JSON.parse(readFileSync(report, 'utf8'));
    return testResults.flatMap((file) => {
      const path = file.name.replace(`${process.cwd()}/`, '');
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      const firstLine = (text) => (text ?? '').split('\n').find((line) => line.trim()) ?? '';
      if (failed.length === 0 && file.status === 'failed') return [`${path}: ${firstLine(file.message)}`];
      return failed.map(
        (test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0]).slice(0, 300)}`,
      );
    });
  } catch {
    return [];
  }
}

function finish() {
  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) for (const line of failedTests(r.report)) console.log(`  failed: ${line}`);
  console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Debian's Chromium (the end-to-end tier), redis-server and nginx (the many-instances test, which starts its own
 * on free ports, as this user; Debian's services are stopped): installed with apt-get when missing and root.
 */
function ensureDebianPackage({ name, binary, envName, purpose, extra = [] }) {
  if (existsSync(binary)) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log(`${name} is missing: installing Debian's ${name} with apt-get …`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', name, ...extra], {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    spawnSync('service', [name, 'stop'], { stdio: 'ignore' });
  }
  if (existsSync(binary)) return true;
  console.error(
    `${purpose} needs ${name} at ${binary}. Install it with \`sudo apt-get install ${name}\` ` +
      `(Debian/Ubuntu), or point ${envName} at one.`,
  );
  results.push({ name, ok: false, seconds: 0 });
  return false;
}

const PACKAGES = {
  chromium: {
    name: 'chromium',
    binary: CHROMIUM,
    envName: 'CHROMIUM_PATH',
    purpose: 'The end-to-end tests',
    extra: ['fonts-dejavu-core'],
  },
  redis: {
    name: 'redis-server',
    binary: REDIS_SERVER,
    envName: 'REDIS_SERVER_PATH',
    purpose: 'The many-instances test',
  },
  nginx: { name: 'nginx', binary: NGINX, envName: 'NGINX_PATH', purpose: 'The many-instances test' },
};

const build = { name: 'production build', command: bin('next'), args: ['build'] };
const e2e = vitest('end-to-end tests', ['e2e']);

// Before the lanes start, so no apt-get runs while they do.
const installed = [PACKAGES.chromium, ...(only ? [] : [PACKAGES.redis, PACKAGES.nginx])].every(
  ensureDebianPackage,
);

if (installed && only === 'e2e') {
  await lane([build]);
} else if (installed) {
  await Promise.all([
    lane([
      { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
      { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
      { name: 'paths named in docs and comments', command: bin('node'), args: ['scripts/check-paths.mjs'] },
      { name: 'unused files, exports and dependencies', command: bin('knip'), args: [] },
      { name: 'format', command: bin('prettier'), args: ['--check', '.'] },
    ]),
    lane([vitest('unit and stand-in tests', ['unit', 'mock'])]),
    // The build after the integration tier, whose tests time answers: they do not share the cores with it.
    lane([
      vitest('integration tests', ['integration']),
      build,
      vitest('many instances (two production instances, Redis, nginx)', ['multi']),
    ]),
  ]);
}
if (results.length > 0 && results.every((r) => r.ok)) await run(e2e, { buffered: false });
finish();
