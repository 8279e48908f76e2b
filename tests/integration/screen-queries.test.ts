import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionData } from '@/server/auth/session';
import { materialsQueries } from '@/lib/screens/teacher-materials';
import { programmesQueries } from '@/lib/screens/teacher-programmes';
import { createPrefetchApi, prefetchQueries } from '@/server/loaders/prefetch';
import { ACCOUNTS, callerWith, loginAs, resetMock } from './harness';

let teacher: SessionData;

beforeAll(async () => {
  await resetMock();
  teacher = await loginAs(ACCOUNTS.teacher);
});

describe("a screen's list of queries (docs/decisions/0037)", () => {
  it.each([
    ['Programmer og events', programmesQueries],
    ['Undervisningsmaterialer', materialsQueries],
  ])('%s: the server keeps an answer under every key the screen asks with', async (_name, queries) => {
    const { ctx } = callerWith(teacher);
    const { api, dehydrate } = createPrefetchApi(ctx);
    const list = queries(api);
    await prefetchQueries(api, list);
    const kept = dehydrate().queries.map((query) => JSON.stringify(query.queryKey));
    const keys = Object.values(list).map((options: { queryKey: readonly unknown[] }) => options.queryKey);
    for (const key of keys) expect(kept).toContain(JSON.stringify(key));
  });
});
