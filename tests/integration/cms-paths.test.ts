import { describe, expect } from 'vitest';
import { it, type UpstreamCalls } from './fixtures';
import { createUpstream } from '@/server/upstream';

/** The CMS paths the stand-in was asked for since the test began. */
const cmsPaths = async (calls: UpstreamCalls) =>
  Object.keys(await calls.paths()).filter((path) => path.startsWith('cms '));

describe('page paths never leave the site in the CMS', () => {
  it.for([
    '/..\\..\\Scripts\\GetScripts/',
    '/arrangementer/..\\..\\..\\api\\Scripts\\GetScripts/',
    '/a%2F..%2F..%2FScripts/',
  ])('%j stays one page path under /api/fonden/', async (path, { upstreamCalls }) => {
    await expect(createUpstream().cms.getPage(path)).rejects.toMatchObject({ status: 404 });
    const paths = await cmsPaths(upstreamCalls);
    expect(paths.every((p) => p.includes('/api/fonden/'))).toBe(true);
  });

  it('refuses dot segments without asking the CMS', async ({ upstreamCalls }) => {
    await expect(
      createUpstream().cms.getPage('/arrangementer/../../Scripts/GetScripts/'),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(await cmsPaths(upstreamCalls)).toEqual([]);
  });

  it('still finds a page with Danish letters in its path, and the front page', async () => {
    const front = await createUpstream().cms.getPage('/');
    expect(front.Page).toBeDefined();
  });
});
