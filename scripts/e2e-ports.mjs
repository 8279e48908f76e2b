/**
 * How the e2e tier runs in parallel (docs/decisions/0040): `E2E_WORKERS` spec files at once (2 unless set), each
 * worker against a stack of its own that e2e/global-setup.ts starts, so no journey sees another's changes to
 * the stand-in's world. Worker n (vitest's VITEST_POOL_ID, from 1) gets site port 3100 + n - 1 and stand-in
 * port 4110 + n - 1. Specs that start a differently configured stack of their own use ports from 3120 up.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** @param {number} worker @returns {{ sitePort: number, mockPort: number }} */
export function stackPorts(worker) {
  const slot = (Math.max(1, worker) - 1) % E2E_WORKERS;
  return { sitePort: 3100 + slot, mockPort: 4110 + slot };
}

/** This worker's stack. */
export const WORKER_PORTS = stackPorts(Number(process.env.VITEST_POOL_ID ?? 1));
