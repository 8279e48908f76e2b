import { describe, expect, it, vi } from 'vitest';
import type { PreparedPage } from '@/cms/blocks';
import type { Page } from '@/cms/vocabulary';
import type { LatePage } from '@/server/content/prepare-within';
import { loadPage } from '@/server/loaders/page';
import { purgeHere } from '@/server/revalidation';
import type { Upstream } from '@/server/upstream';

/**
 * A page prepared past the data deadline (docs/decisions/0011) is never cached as complete: the next visitors
 * share it until its late lists answer, and then the complete page is cached, unless a purge came between.
 */

const upstreamWith = (getPage: (path: string) => Promise<{ Page: Page }>) =>
  ({ cms: { getPage } }) as unknown as Upstream;

const pageAt = (path: string, name: string) =>
  ({ Url: path, Name: name, Blocks: [] }) as unknown as PreparedPage;

function lateOnce(path: string) {
  let finish: (page: PreparedPage) => void = () => undefined;
  const complete = new Promise<PreparedPage>((resolve) => {
    finish = resolve;
  });
  const late: LatePage = { late: pageAt(path, 'sen'), complete };
  const prepare = vi.fn((): Promise<PreparedPage | LatePage> => Promise.resolve(late));
  return { prepare, finish: (page: PreparedPage) => finish(page), complete };
}

describe('a late page and the page cache', () => {
  it('is shared, not cached, until complete; then the complete page is cached', async () => {
    const getPage = vi.fn((path: string) => Promise.resolve({ Page: { Url: path } as Page }));
    const upstream = upstreamWith(getPage);
    const { prepare, finish, complete } = lateOnce('/sen-a/');

    const first = await loadPage(upstream, '/sen-a/', prepare);
    const second = await loadPage(upstream, '/sen-a/', prepare);
    for (const result of [first, second]) {
      expect(result).toMatchObject({ kind: 'page', page: { Name: 'sen' } });
      expect(result.kind === 'page' && result.complete).toBe(complete);
    }
    expect(prepare).toHaveBeenCalledTimes(1);

    finish(pageAt('/sen-a/', 'hel'));
    await complete;
    const third = await loadPage(upstream, '/sen-a/', prepare);
    expect(third).toMatchObject({ kind: 'page', page: { Name: 'hel' }, complete: null });
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(getPage).toHaveBeenCalledTimes(1);
  });

  it('does not cache the completion of a page purged while it was late', async () => {
    const upstream = upstreamWith((path) => Promise.resolve({ Page: { Url: path } as Page }));
    const { prepare, finish, complete } = lateOnce('/sen-b/');
    await loadPage(upstream, '/sen-b/', prepare);
    purgeHere({ paths: ['/sen-b/'] });
    finish(pageAt('/sen-b/', 'gammel'));
    await complete;
    const next = vi.fn(() => Promise.resolve(pageAt('/sen-b/', 'ny')));
    expect(await loadPage(upstream, '/sen-b/', next)).toMatchObject({ page: { Name: 'ny' }, complete: null });
    expect(next).toHaveBeenCalledTimes(1);
  });
});
