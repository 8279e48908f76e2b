import type { GetServerSidePropsContext } from 'next';
import { beforeEach, describe, expect } from 'vitest';
import { it } from './fixtures';
import { contentPageProps } from '@/server/loaders/navigation';
import { canonicalRedirect, loadContentPage } from '@/server/loaders/page';
import { purgeHere } from '@/server/revalidation';
import { createUpstream } from '@/server/upstream';
import { callerWith } from './harness';

/**
 * One canonical URL per page (docs/decisions/0029): a case variant of a CMS path is a 308 to the CMS's path, and
 * the page cache, `content.pendingBlock` and `attendee.emailIsSignedUp` know it as the one page: no CMS call of
 * its own.
 */

/** A page request as Next hands it to getServerSideProps, as far as the page's props read it. */
function requestFor(url: string) {
  const headers = new Map<string, string>();
  return {
    req: { url, method: 'GET', headers: {} },
    res: {
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      headersSent: false,
      end: () => undefined,
    },
    query: {},
    resolvedUrl: url,
  } as unknown as GetServerSidePropsContext;
}

/** A CMS page call, as the stand-in counts it. */
const cmsPage = (key: string) => /^cms .*\/api\/fonden\//.test(key);

beforeEach(() => {
  purgeHere({ all: true });
});

describe('a page asked for in another letter case', () => {
  it("is a permanent redirect to the CMS's path, with the query kept", async () => {
    const result = await contentPageProps(requestFor('/ARRangementer/?side=2'), '/ARRangementer/');
    expect(result).toEqual({ redirect: { destination: '/arrangementer/?side=2', permanent: true } });
    const exact = await contentPageProps(requestFor('/arrangementer/'), '/arrangementer/');
    expect('props' in exact).toBe(true);
  });

  it("costs one CMS call for all its variants, and the variants' misses one too", async ({
    upstreamCalls,
  }) => {
    for (const path of ['/arrangementer/', '/ARRangementer/', '/aRRangementer/', '/Arrangementer'])
      expect((await loadContentPage(createUpstream(), path)).kind).toBe('page');
    expect(await upstreamCalls.count(cmsPage)).toBe(1);
    for (const path of ['/findes-ikke-x/', '/FINDES-ikke-x/', '/Findes-Ikke-X/'])
      expect((await loadContentPage(createUpstream(), path)).kind).toBe('not-found');
    expect(await upstreamCalls.count(cmsPage)).toBe(2);
  });

  it('is the one page to content.pendingBlock and attendee.emailIsSignedUp, without a call of its own', async ({
    upstreamCalls,
  }) => {
    const events = await loadContentPage(createUpstream(), '/arrangementer/');
    const webinar = '/arrangementer/webinar-kom-godt-i-gang/';
    await loadContentPage(createUpstream(), webinar);
    if (events.kind !== 'page') throw new Error('no events page');
    const index = events.page.Blocks.findIndex((block) => block.ContentType === 'eventListBlock');
    const calls = await upstreamCalls.count(cmsPage);
    const { caller } = callerWith(null);
    const block = await caller.content.pendingBlock({
      path: '/ARRANGEMENTER/',
      index,
      type: 'eventListBlock',
      search: '',
    });
    expect(block?.ContentType).toBe('eventListBlock');
    const check = { eventId: 'evt-3003', email: 'laerer@example.dk' };
    expect(
      await caller.attendee.emailIsSignedUp({
        ...check,
        pagePath: '/Arrangementer/Webinar-Kom-Godt-I-Gang/',
      }),
    ).toEqual({ ...check, signedUp: true });
    expect(await upstreamCalls.count(cmsPage)).toBe(calls);
  });

  it('a path that differs in more than case, or not at all, is not redirected', () => {
    expect(canonicalRedirect('/Nyheder/', { Url: '/nyheder/' })).toBe('/nyheder/');
    expect(canonicalRedirect('/nyheder/', { Url: '/nyheder/' })).toBeNull();
    expect(canonicalRedirect('/nyheder', { Url: '/nyheder/' })).toBeNull();
    expect(canonicalRedirect('/gamle-nyheder/', { Url: '/nyheder/' })).toBeNull();
    expect(canonicalRedirect('/Karrusel-Id%C3%A9/', { Url: '/karrusel-idé/' })).toBe('/karrusel-id%C3%A9/');
  });
});
