import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { createPrefetchApi } from '@/server/loaders/prefetch';
import { callerWith, MOCK } from './harness';

describe("a screen's server-side prefetch", () => {
  it("keeps each procedure's answer for the browser, as plain JSON", async ({ teacher }) => {
    const { ctx } = callerWith(teacher);
    const { api, dehydrate } = createPrefetchApi(ctx);
    await Promise.all([api.user.getUser.prefetch(), api.user.getPrograms.prefetch()]);
    const state = dehydrate();
    const byPath = new Map(
      state.queries.map((query) => [JSON.stringify(query.queryKey[0]), query.state.data]),
    );
    expect(byPath.get(JSON.stringify(['user', 'getUser']))).toMatchObject({ email: 'laerer@example.dk' });
    expect(byPath.get(JSON.stringify(['user', 'getPrograms']))).toEqual(
      expect.arrayContaining([expect.objectContaining({ programName: 'kickstart', joined: true })]),
    );
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('applies the access rules: a teacher prefetching an admin procedure gets nothing kept', async ({
    teacher,
  }) => {
    const { ctx } = callerWith(teacher);
    const { api, dehydrate } = createPrefetchApi(ctx);
    await api.user.getNewestUsers.prefetch();
    expect(dehydrate().queries).toEqual([]);
  });

  it('asks the product API once for a call made twice while one page loads (a screen asks for the person first)', async ({
    teacher,
  }) => {
    const { ctx } = callerWith(teacher);
    const { api } = createPrefetchApi(ctx);
    await fetch(`${MOCK}/__mock/stats`, { method: 'DELETE' });
    const first = await api.user.getUser.fetch();
    const second = await api.user.getUser.fetch();
    await api.user.getUser.prefetch();
    expect(second).toEqual(first);
    const stats = (await (await fetch(`${MOCK}/__mock/stats`)).json()) as { paths: Record<string, number> };
    const userCalls = Object.entries(stats.paths).filter(([path]) => path.endsWith('/user/GetUser'));
    expect(userCalls.map(([, count]) => count)).toEqual([1]);
  });
});
