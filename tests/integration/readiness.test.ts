import { afterEach, describe, expect, it } from 'vitest';
import { checkReadiness } from '@/server/readiness';
import { injectFault, MOCK } from './harness';

afterEach(() => fetch(`${MOCK}/__mock/faults`, { method: 'DELETE' }));

describe('readiness (GET /api/ready)', () => {
  it('is ready when the CMS, the product API and the identity provider answer; Redis is not asked when not configured', async () => {
    const { ready, checks } = await checkReadiness();
    expect(ready).toBe(true);
    expect(checks.map((check) => check.name)).toEqual(['cms', 'product-api', 'identity-provider']);
  });

  it('is not ready while an upstream fails, and says which', async () => {
    await injectFault({ service: 'cms', status: 503, times: 1 });
    const { ready, checks } = await checkReadiness();
    expect(ready).toBe(false);
    expect(checks.find((check) => check.name === 'cms')).toMatchObject({ ok: false, status: 503 });
    expect(checks.filter((check) => check.ok).map((check) => check.name)).toEqual([
      'product-api',
      'identity-provider',
    ]);
  });
});
