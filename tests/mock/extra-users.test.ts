import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMockConfig } from '../../prisma-free-mock/src/config';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import type { UserSummary } from '../../prisma-free-mock/src/product/views';
import { startMock } from './harness';
import { ADMIN, productClient } from './product-client';

let plain: RunningMock;
let large: RunningMock;
beforeAll(async () => {
  [plain, large] = await Promise.all([startMock(), startMock({ extraUsers: 500 })]);
});
afterAll(() => Promise.all([plain.close(), large.close()]));

describe('MOCK_EXTRA_USERS: generated teachers for the admin lists and the CSV benchmark', () => {
  it('reads the setting, 0 by default', () => {
    expect(readMockConfig({ NODE_ENV: 'test' }).extraUsers).toBe(0);
    expect(readMockConfig({ NODE_ENV: 'test', MOCK_EXTRA_USERS: '10000' }).extraUsers).toBe(10_000);
    expect(() => readMockConfig({ NODE_ENV: 'test', MOCK_EXTRA_USERS: '-1' })).toThrow(/MOCK_EXTRA_USERS/);
  });

  it('adds that many product records and leaves the plain seed as it was', () => {
    const seeded = plain.store.state.product.users.length;
    expect(large.store.state.product.users).toHaveLength(seeded + 500);
    expect(large.store.state.product.users.slice(0, seeded)).toEqual(plain.store.state.product.users);
    // Nobody signs in as them: the identity provider's accounts are the seed's.
    expect(large.store.state.seed.people).toEqual(plain.store.state.seed.people);
  });

  it('finds every one of them by their e-mail domain, with Danish letters and formula-like names among them', async () => {
    const { status, body } = await productClient(large).get<UserSummary[]>(
      '/user/SearchUser?searchTerm=generet',
      ADMIN,
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(500);
    expect(body.some((u) => /[æøåÆØÅ]/.test(u.name))).toBe(true);
    expect(body.filter((u) => /^[=+\-@]/.test(u.name)).length).toBeGreaterThanOrEqual(4);
  });

  it('are the same after a reset', () => {
    const before = structuredClone(large.store.state.product.users);
    large.store.reset();
    expect(large.store.state.product.users).toEqual(before);
  });
});
