import { beforeEach, describe, expect, it } from 'vitest';
import { createUpstream } from '@/server/upstream';
import { MOCK } from './harness';

const cmsPaths = async () => {
  const stats = (await (await fetch(`${MOCK}/__mock/stats`)).json()) as { paths: Record<string, number> };
  return Object.keys(stats.paths).filter((path) => path.startsWith('cms '));
};

beforeEach(() => fetch(`${MOCK}/__mock/stats`, { method: 'DELETE' }));

describe('page paths never leave the site in the CMS', () => {
  it.each([
    '/..\\..\\Scripts\\GetScripts/',
    '/arrangementer/..\\..\\..\\api\\Scripts\\GetScripts/',
    '/a%2F..%2F..%2FScripts/',
  ])('%j stays one page path under /api/fonden/', async (path) => {
    await expect(createUpstream().cms.getPage(path)).rejects.toMatchObject({ status: 404 });
    const paths = await cmsPaths();
    expect(paths.every((p) => p.includes('/api/fonden/'))).toBe(true);
  });

  it('refuses dot segments without asking the CMS', async () => {
    await expect(
      createUpstream().cms.getPage('/arrangementer/../../Scripts/GetScripts/'),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(await cmsPaths()).toEqual([]);
  });

  it('still finds a page with Danish letters in its path, and the front page', async () => {
    const front = await createUpstream().cms.getPage('/');
    expect(front.Page).toBeDefined();
  });
});
