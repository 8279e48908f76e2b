import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreparedPage } from '@/cms/blocks';
import type { Page } from '@/cms/vocabulary';
import { loadPage } from '@/server/loaders/page';
import { clearRenderedPages, lookupRenderedPage, rememberRenderedPage } from '@/server/rendered-pages';
import {
  knowsRevalidateSecret,
  onPurge,
  purgeEverywhere,
  purgeHere,
  REVALIDATE_CHANNEL,
  revalidateBodySchema,
} from '@/server/revalidation';
import type { Upstream } from '@/server/upstream';

afterEach(clearRenderedPages);

const SECRET = 'a-revalidate-secret-of-32-characters!';

describe('the webhook body', () => {
  it('names changed paths, or everything', () => {
    expect(revalidateBodySchema.parse({ paths: ['/nyheder/', ' /a/ '] })).toEqual({
      paths: ['/nyheder/', '/a/'],
    });
    expect(revalidateBodySchema.parse({ all: true })).toEqual({ all: true });
  });

  it('refuses anything else, in Danish where the text is ours', () => {
    for (const body of [
      {},
      { paths: [] },
      { paths: ['nyheder'] },
      { all: false },
      { all: true, paths: ['/a/'] },
      null,
    ])
      expect(revalidateBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    const relative = revalidateBodySchema.safeParse({ paths: ['nyheder'] });
    expect(JSON.stringify(relative.error?.issues)).toContain('En sti skal begynde med');
    expect(revalidateBodySchema.safeParse({ paths: Array(501).fill('/a/') }).success).toBe(false);
  });
});

describe('the shared secret', () => {
  it('must match exactly, and nothing matches when none is configured', () => {
    expect(knowsRevalidateSecret(SECRET, SECRET)).toBe(true);
    expect(knowsRevalidateSecret(`${SECRET}x`, SECRET)).toBe(false);
    expect(knowsRevalidateSecret(SECRET.replace('a', 'b'), SECRET)).toBe(false);
    expect(knowsRevalidateSecret(undefined, SECRET)).toBe(false);
    expect(knowsRevalidateSecret([SECRET], SECRET)).toBe(false);
    expect(knowsRevalidateSecret('', undefined)).toBe(false);
    expect(knowsRevalidateSecret(SECRET, undefined)).toBe(false);
  });
});

const fakeUpstream = (getPage: (path: string) => Promise<{ Page: Page }>) =>
  ({ cms: { getPage } }) as unknown as Upstream;

describe('a purge', () => {
  it('forgets the rendered HTML and runs every registered cache', () => {
    rememberRenderedPage('/a/', { html: 'a', etag: null, expiresAt: Date.now() + 60_000, policy: 'p' });
    const seen: unknown[] = [];
    onPurge((scope) => seen.push(scope));
    purgeHere({ paths: ['/a/'] });
    expect(lookupRenderedPage('/a/')).toBeNull();
    expect(seen).toContainEqual({ paths: ['/a/'] });
  });

  it('makes the page cache fetch the named page again, and only that one, until everything goes', async () => {
    let version = 0;
    const getPage = vi.fn((path: string) =>
      Promise.resolve({ Page: { Url: path, Name: `v${++version}` } as Page }),
    );
    const upstream = fakeUpstream(getPage);
    const prepare = (page: Page) => Promise.resolve(page as unknown as PreparedPage);
    const name = async (path: string) => {
      const result = await loadPage(upstream, path, prepare);
      return result.kind === 'page' ? (result.page as unknown as Page).Name : result.kind;
    };
    expect(await name('/purge-a/')).toBe('v1');
    expect(await name('/purge-b/')).toBe('v2');
    expect(await name('/purge-a/')).toBe('v1');
    purgeHere({ paths: ['/purge-a'] });
    expect(await name('/purge-a/')).toBe('v3');
    expect(await name('/purge-b/')).toBe('v2');
    purgeHere({ all: true });
    expect(await name('/purge-b/')).toBe('v4');
    expect(getPage).toHaveBeenCalledTimes(4);
  });

  it('is announced to the other instances on the channel after purging here', async () => {
    rememberRenderedPage('/b/', { html: 'b', etag: null, expiresAt: Date.now() + 60_000, policy: 'p' });
    const publish = vi.fn(() => Promise.resolve(1));
    await purgeEverywhere({ all: true }, { publish } as never);
    expect(lookupRenderedPage('/b/')).toBeNull();
    expect(publish).toHaveBeenCalledOnce();
    const [channel, message] = publish.mock.calls[0] as unknown as [string, string];
    expect(channel).toBe(REVALIDATE_CHANNEL);
    const announced = JSON.parse(message) as { scope: unknown; from: unknown };
    expect(announced.scope).toEqual({ all: true });
    expect(typeof announced.from).toBe('string');
  });

  it('fails loudly when Redis is configured but cannot take the announcement (the CMS calls again)', async () => {
    const publish = vi.fn(() => Promise.reject(new Error('Connection is closed.')));
    await expect(purgeEverywhere({ paths: ['/a/'] }, { publish } as never)).rejects.toThrow('closed');
  });
});
