#!/usr/bin/env node
/**
 * `npm test`: every test, in order of cost: typecheck, lint, format, unit + stand-in + integration (vitest),
 * then against a production build: two instances sharing Debian's redis-server, and end-to-end in Debian's
 * Chromium. `--only e2e` runs the last step alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { withPinnedNode } from './pinned-node.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
// Every tool runs on the pinned Node (scripts/pinned-node.mjs), whichever `node` started this script.
const env = { ...withPinnedNode(), NEXT_TELEMETRY_DISABLED: '1' };
const results = [];

function step(name, command, args, options = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...options.env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) finish();
}

function finish() {
  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get …");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `The end-to-end tests need Chromium at ${CHROMIUM}. Install it with \`sudo apt-get install chromium\` ` +
        '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.',
    );
    results.push({ name: 'chromium', ok: false, seconds: 0 });
    finish();
  }
}

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * The many-instances test runs a real Redis and puts nginx in front (deploy/nginx.conf): Debian's redis-server
 * and nginx, installed like Chromium when missing. Only the binaries are used (the tests start their own on free
 * ports, as this user); Debian's services are stopped.
 */
function ensureDebianPackage(name, binary, envName) {
  if (existsSync(binary)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log(`${name} is missing: installing Debian's ${name} with apt-get …`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', name], {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    spawnSync('service', [name, 'stop'], { stdio: 'ignore' });
  }
  if (!existsSync(binary)) {
    console.error(
      `The many-instances test needs ${name} at ${binary}. Install it with ` +
        `\`sudo apt-get install ${name}\` (Debian/Ubuntu), or point ${envName} at one.`,
    );
    results.push({ name, ok: false, seconds: 0 });
    finish();
  }
}

const bin = (name) => `node_modules/.bin/${name}`;

if (!only) {
  step('typecheck', bin('tsc'), ['--noEmit']);
  step('lint', bin('eslint'), ['.', '--max-warnings', '0']);
  step('paths named in docs and comments', bin('node'), ['scripts/check-paths.mjs']);
  step('unused files, exports and dependencies', bin('knip'), []);
  step('format', bin('prettier'), ['--check', '.']);
  step('unit, stand-in and integration tests', bin('vitest'), [
    'run',
    '--project',
    'unit',
    '--project',
    'mock',
    '--project',
    'integration',
  ]);
}
if (!only || only === 'e2e') {
  ensureChromium();
  step('production build', bin('next'), ['build']);
  if (!only) {
    ensureDebianPackage('redis-server', REDIS_SERVER, 'REDIS_SERVER_PATH');
    ensureDebianPackage('nginx', NGINX, 'NGINX_PATH');
    step('many instances (two production instances, Redis, nginx)', bin('vitest'), [
      'run',
      '--project',
      'multi',
    ]);
  }
  step('end-to-end tests', bin('vitest'), ['run', '--project', 'e2e']);
}
finish();
