import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/** An unexpected console.error fails the test; a test that expects one spies on console.error itself. */
let errors: unknown[][] = [];
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  errors = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const seen = errors;
  spy?.mockRestore();
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
