/**
 * The site, its tests and benches run on the Node the project pins (the registry's `node` package, a dependency:
 * its binary is node_modules/.bin/node), also on a machine whose own `node` is older (docs/decisions/0033).
 * `npm start`, `npm test` and `npm run bench` already have node_modules/.bin first on the PATH; these helpers keep
 * it there for everything the scripts start, also when a script was run with `node scripts/….mjs` directly, so
 * every `#!/usr/bin/env node` tool they spawn (vitest, next, tsx) finds the pinned binary.
 */
import { existsSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCAL_BIN = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin');

/** The pinned binary, or this process's own when the dependencies are not installed yet. */
export const PINNED_NODE = existsSync(resolve(LOCAL_BIN, 'node'))
  ? resolve(LOCAL_BIN, 'node')
  : process.execPath;

/** The environment with node_modules/.bin first on the PATH. */
export const withPinnedNode = (env = process.env) => ({
  ...env,
  PATH: [
    LOCAL_BIN,
    ...(env.PATH ?? '').split(delimiter).filter((entry) => entry && entry !== LOCAL_BIN),
  ].join(delimiter),
});
