import type { GetServerSidePropsContext } from 'next';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { it } from './fixtures';
import type { PageBlock } from '@/cms/blocks';
import { PRIVATE_PAGE } from '@/server/cache-headers';
import { contentPageProps } from '@/server/loaders/navigation';
import { purgeHere } from '@/server/revalidation';
import { callerWith, expectTrpcError, injectFault, MOCK } from './harness';

/**
 * A public page's listing blocks have the data deadline too (docs/decisions/0011): with the search service
 * held back, the events overview is answered by the deadline with its other blocks, the list pending; the page
 * is not kept as if complete, the browser's call for the block shares the slow call, and the complete page
 * follows once it has answered.
 */

const EVENTS = '/arrangementer/';

/** A page request as Next hands it to getServerSideProps, as far as the page's props read it. */
function requestFor(path: string) {
  const headers = new Map<string, string>();
  const end = () => undefined;
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    headersSent: false,
    end,
  };
  const context = {
    req: { url: path, method: 'GET', headers: {} },
    res,
    query: {},
    resolvedUrl: path,
  } as unknown as GetServerSidePropsContext;
  // The rendered-page cache keeps a page by wrapping the answer's end (src/server/rendered-pages.ts).
  return { context, headers, kept: () => res.end !== end };
}

async function render(path: string) {
  const { context, headers, kept } = requestFor(path);
  const started = Date.now();
  const result = await contentPageProps(context, path, { rememberForAnonymous: true });
  if (!('props' in result)) throw new Error('no page');
  const props = await result.props;
  return {
    blocks: props.page.Blocks,
    ms: Date.now() - started,
    cacheControl: headers.get('cache-control'),
    kept: kept(),
  };
}

const types = (blocks: PageBlock[]) => blocks.map((block) => block.ContentType);
const pendingAt = (blocks: PageBlock[]) => blocks.findIndex((block) => block.ContentType === 'pendingBlock');

/** A search call, as the stand-in counts the calls it has answered or is holding. */
const searchCall = (key: string) => key.startsWith('search ');

/** The browser's call for the events list a page left pending at `index`, as a visitor. */
const pendingEvents = (index: number, search = '') =>
  callerWith(null).caller.content.pendingBlock({ path: EVENTS, index, type: 'eventListBlock', search });

const holdSearch = (delayMs: number) => injectFault({ service: 'search', delayMs, times: 2 });

beforeEach(() => {
  purgeHere({ all: true });
});
afterEach(async () => {
  await fetch(`${MOCK}/__mock/faults`, { method: 'DELETE' });
});

describe("a public page's listing blocks and the data deadline", () => {
  it('changes nothing on the normal path: the list is in the page, and the page may be kept', async () => {
    const { blocks, cacheControl, kept } = await render(EVENTS);
    expect(types(blocks)).not.toContain('pendingBlock');
    const list = blocks.find((block) => block.ContentType === 'eventListBlock');
    expect(list?.ContentType === 'eventListBlock' && list.Data).toMatchObject({
      kind: 'overview',
      source: 'search',
    });
    expect(cacheControl).toMatch(/^public, /);
    expect(kept).toBe(true);
  });

  it('answers by the deadline with the other blocks and the list pending, kept by nobody', async ({
    upstreamCalls,
  }) => {
    await holdSearch(5000);
    const first = await render(EVENTS);
    expect(first.ms).toBeGreaterThanOrEqual(1100);
    // Far below the held search's 5 s (a busy machine may add a second to the deadline).
    expect(first.ms).toBeLessThan(3000);
    expect(first.blocks[0]).toMatchObject({
      ContentType: 'heroBlock',
      Content: { Headline: 'Arrangementer' },
    });
    const at = pendingAt(first.blocks);
    expect(first.blocks[at]).toEqual({
      ContentType: 'pendingBlock',
      Type: 'eventListBlock',
      Content: { Headline: 'Kommende arrangementer', AnchorId: 'kommende' },
    });
    expect(first.cacheControl).toBe(PRIVATE_PAGE);
    expect(first.kept).toBe(false);

    // The next visitor meanwhile gets the same late page at once, without a second slow call.
    const second = await render(EVENTS);
    // Below the deadline (1.1 s and more): it did not wait for a call of its own.
    expect(second.ms).toBeLessThan(1000);
    expect(pendingAt(second.blocks)).toBe(at);
    expect(second.cacheControl).toBe(PRIVATE_PAGE);
    expect(second.kept).toBe(false);

    // The browser's call for the block waits for the held one, and gets the list as this view shows it.
    const block = await pendingEvents(at);
    expect(block?.ContentType === 'eventListBlock' && block.Data).toMatchObject({
      kind: 'overview',
      source: 'search',
    });
    expect(await upstreamCalls.count(searchCall)).toBe(2);

    // Then the complete page is the one kept.
    const third = await render(EVENTS);
    expect(types(third.blocks)).not.toContain('pendingBlock');
    expect(third.cacheControl).toMatch(/^public, /);
    expect(third.kept).toBe(true);
  });

  it("gives the block's page of an overview the browser asks for by its query", async () => {
    await holdSearch(1500);
    const { blocks } = await render(EVENTS);
    const at = pendingAt(blocks);
    const block = await pendingEvents(at, '?type=Finale');
    if (block?.ContentType !== 'eventListBlock' || block.Data.kind !== 'overview')
      throw new Error('no overview');
    expect(block.Data.upcoming.items.length).toBeGreaterThan(0);
    expect(block.Data.upcoming.items.every((event) => event.type === 'Finale')).toBe(true);
  });

  it('ends a search that never answers at the upstream timeout: the list is the CMS fallback', async () => {
    // Past the 8 s upstream timeout, and short enough that the stand-in is not still holding it when the tests end.
    await holdSearch(9000);
    const { blocks } = await render(EVENTS);
    const at = pendingAt(blocks);
    expect(at).toBeGreaterThan(-1);
    const started = Date.now();
    const block = await pendingEvents(at);
    expect(Date.now() - started).toBeLessThan(9000);
    expect(block?.ContentType === 'eventListBlock' && block.Data).toMatchObject({
      kind: 'overview',
      source: 'cms',
    });
  });

  it('refuses a block the page does not have, in Danish, and input that is no page path', async () => {
    const { caller } = callerWith(null);
    const gone = await expectTrpcError(
      caller.content.pendingBlock({ path: EVENTS, index: 0, type: 'grantListBlock', search: '' }),
      'NOT_FOUND',
    );
    expect(gone.message).toBe(
      'Listen findes ikke længere på siden. Genindlæs siden for at se den nyeste udgave.',
    );
    await expectTrpcError(
      caller.content.pendingBlock({ path: 'arrangementer', index: 0, type: 'eventListBlock', search: '' }),
      'BAD_REQUEST',
    );
  });
});
