import { afterEach, beforeEach, vi } from 'vitest';

/** An unexpected console.error fails the test; a test that expects one spies on console.error itself. */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const seen = errors;
  vi.mocked(console.error).mockRestore();
  if (seen.length > 0) {
    throw new Error(`Unexpected console.error:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
