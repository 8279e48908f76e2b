#!/usr/bin/env node
/**
 * `npm start` (production) and `npm run dev`: the site on PORT (3000) and, when no upstream is configured,
 * the stand-in on MOCK_PORT (4010). One Ctrl-C stops both.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { settingsProblem } from './check-env.mjs';
import { localEnv, missingUpstreams, previewLink, usesStandIn, waitFor } from './local-env.mjs';
import { PINNED_NODE, withPinnedNode } from './pinned-node.mjs';

const dev = process.argv.includes('--dev');
if (existsSync('.env')) process.loadEnvFile('.env');
const port = Number(process.env.PORT ?? 3000);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const standIn = usesStandIn();
// The site and the stand-in run on the pinned Node (scripts/pinned-node.mjs).
const env = { ...(standIn ? localEnv({ port, mockPort }) : {}), ...withPinnedNode(), PORT: String(port) };
env.NODE_ENV = dev ? 'development' : 'production';
env.NEXT_TELEMETRY_DISABLED = '1';

// Some upstreams named but not all: refused, never quietly completed with the stand-in's.
const missing = missingUpstreams();
if (missing.length > 0) {
  console.error(
    `The upstream configuration is partial: ${missing.join(', ')} missing. Set every upstream (.env.example), ` +
      'or none to use the stand-in.',
  );
  process.exit(1);
}
// The check `next start` runs at boot, before anything starts (unsafe production settings are refused).
const problem = await settingsProblem(env);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function run(name, command, args) {
  const child = spawn(command, args, { env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
}

if (standIn) {
  console.log(
    `No upstream configured: starting the stand-in on http://localhost:${mockPort} (prisma-free-mock).`,
  );
  run('stand-in', PINNED_NODE, ['--import', 'tsx', 'prisma-free-mock/src/main.ts']);
  await waitFor(`http://127.0.0.1:${mockPort}/cms/api/fonden/`, 120_000, { ok: true });
}

if (!dev && !existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building the site (next build) …');
  const build = spawnSync('node_modules/.bin/next', ['build'], { env, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed.');
    stop(build.status ?? 1);
  }
}

if (!dev && !stopping) {
  // The static copy of the site-wide data (docs/decisions/0003), used until the first live fetch.
  try {
    const base = env.CMS_BASE_URL.replace(/\/$/, '');
    const answer = await (
      await fetch(`${base}/api/${env.CMS_SITE_ID}/`, { signal: AbortSignal.timeout(10_000) })
    ).json();
    writeFileSync(
      '.next/global.json',
      JSON.stringify({ Global: answer.Global, fetchedAt: new Date().toISOString() }),
    );
  } catch (error) {
    console.warn(`Could not write the static copy of the site-wide data: ${error.message}`);
  }
}

if (!stopping) {
  run('site', 'node_modules/.bin/next', [dev ? 'dev' : 'start', '--port', String(port)]);
  await waitFor(`http://127.0.0.1:${port}/login/`, 120_000).catch(() => undefined);
  console.log(`\n  The site is running on http://localhost:${port}\n`);
  // Editors open drafts through this link (README, "Preview drafts"); it works for an hour at a time.
  if (env.PREVIEW_SECRET)
    console.log(
      `  Preview of the front page: ${previewLink(`http://localhost:${port}`, env.PREVIEW_SECRET)}\n`,
    );
}
