#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark in bench/ (each *.ts file at the top level), one after another so they do
 * not compete for the two cores. Each prints one line per figure and writes JSON to bench/results/.
 * `npm run bench -- mock-search` runs the named ones only.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { withPinnedNode } from './pinned-node.mjs';

mkdirSync('bench/results', { recursive: true });
const wanted = process.argv.slice(2);
const benches = readdirSync('bench')
  .filter((name) => name.endsWith('.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.startsWith(w)))
  .sort();

let failed = 0;
for (const name of benches) {
  console.log(`\n=== bench/${name}`);
  const run = spawnSync('node_modules/.bin/tsx', [`bench/${name}`], {
    stdio: 'inherit',
    env: { ...withPinnedNode(), NEXT_TELEMETRY_DISABLED: '1', MOCK_LOG_LEVEL: 'silent' },
  });
  if (run.status !== 0) failed += 1;
}
console.log(`\nbenchmarks: ${benches.length - failed} ran, ${failed} failed; results in bench/results/`);
process.exit(failed ? 1 : 0);
