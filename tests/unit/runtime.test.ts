import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The tests run on the Node the project pins (docs/decisions/0033): `npm test` puts node_modules/.bin first on
 * the PATH, so vitest's `#!/usr/bin/env node` finds the registry's `node` package, not the machine's own.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

describe('the runtime', () => {
  it('is the pinned Node LTS, within the declared engines', () => {
    console.info(`tests run on Node ${process.version}`);
    expect(process.versions.node).toBe(pkg.dependencies.node);
    const floor = Number(/>=(\d+)/.exec(pkg.engines.node)?.[1]);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(floor);
  });
});
