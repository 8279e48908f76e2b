import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './scripts/e2e-ports.mjs';
import { localEnv } from './scripts/local-env.mjs';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Server modules read the validated env when they run; units get the stand-in's (nothing listens).
          env: { ...localEnv({ port: 3300, mockPort: 4310 }), NODE_ENV: 'test', LOG_LEVEL: 'silent' },
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'mock',
          include: ['tests/mock/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One stand-in for the project (globalSetup), so files take turns.
          fileParallelism: false,
          // The files share one module registry: importing the server once, not once per file, is most of the
          // tier's time. A file that mocks a module does so on modules of its own (vi.resetModules + vi.doMock)
          // and takes the mock away after it; a file that changes the env re-imports what reads it.
          isolate: false,
          globalSetup: ['tests/integration/global-setup.ts'],
          // A real but light proof of work for the public sign-up (docs/decisions/0030), so the tier stays quick.
          env: {
            ...localEnv({ port: 3200, mockPort: 4210 }),
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            SIGNUP_CHALLENGE_MAX: '200',
          },
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'multi',
          include: ['tests/multi/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/multi/global-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          // Two workers share two cores (docs/decisions/0040).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // What a journey polls for (a highlight, a redrawn page) answers within a second on an idle machine and
          // within a few on a busy one; `expect.poll` gives up after one second unless told otherwise.
          expect: { poll: { timeout: 5_000 } },
          // Two spec files at once, each worker against its own stack (scripts/e2e-ports.mjs, docs/decisions/0040).
          fileParallelism: E2E_WORKERS > 1,
          maxWorkers: E2E_WORKERS,
          // A worker imports playwright-core and the helpers once, not once per file (as the integration tier).
          isolate: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
