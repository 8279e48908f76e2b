import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod without eval in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sets jitless where zod reads its settings, so no parser is compiled with new Function', async () => {
    vi.stubGlobal('window', {});
    await import('@/lib/client/zod-without-eval');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // Parsing still works, without compiling.
    expect(z.object({ name: z.string() }).parse({ name: 'Åse' })).toEqual({ name: 'Åse' });
    config({ jitless: false });
  });
});
