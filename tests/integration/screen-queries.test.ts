import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { materialsQueries } from '@/lib/screens/teacher-materials';
import { programmesQueries } from '@/lib/screens/teacher-programmes';
import { createPrefetchApi, prefetchQueries } from '@/server/loaders/prefetch';
import { callerWith } from './harness';

describe("a screen's list of queries (docs/decisions/0037)", () => {
  it.for([
    ['Programmer og events', programmesQueries],
    ['Undervisningsmaterialer', materialsQueries],
  ] as const)(
    '%s: the server keeps an answer under every key the screen asks with',
    async ([, queries], { teacher }) => {
      const { ctx } = callerWith(teacher);
      const { api, dehydrate } = createPrefetchApi(ctx);
      const list = queries(api);
      await prefetchQueries(api, list);
      const kept = dehydrate().queries.map((query) => JSON.stringify(query.queryKey));
      const keys = Object.values(list).map((options: { queryKey: readonly unknown[] }) => options.queryKey);
      for (const key of keys) expect(kept).toContain(JSON.stringify(key));
    },
  );
});
