import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { startMock } from '../mock/harness';
import { BLOCK_COMPONENTS } from '@/blocks/registry';
import { BLOCK_DEFINITIONS, isBlockType } from '@/cms/blocks';
import type { Block, Page } from '@/cms/vocabulary';
import { isLatePage, preparePageWithin } from '@/server/content/prepare-within';
import { log } from '@/server/log';
import type { CmsClient } from '@/server/upstream/cms';

/** docs/decisions/0019: one definition per block type, a component for each, and every block validated. */

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
}, 60_000);
afterAll(() => mock.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const seededBlocks = () => mock.store.state.cms.listPages().flatMap((page) => page.Blocks as Block[]);

describe('the block definitions', () => {
  it('cover every block type the stand-in CMS serves, each with a component', () => {
    const seededTypes = [...new Set(seededBlocks().map((block) => block.ContentType))].sort();
    expect(seededTypes.length).toBeGreaterThan(10);
    expect(seededTypes.filter((type) => !isBlockType(type))).toEqual([]);
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual(Object.keys(BLOCK_DEFINITIONS).sort());
  });

  it('read every seeded block as fitting (validation drops no real content)', () => {
    const misfits = seededBlocks().flatMap((block) => {
      if (!isBlockType(block.ContentType)) return [block.ContentType];
      const parsed = BLOCK_DEFINITIONS[block.ContentType].content.safeParse(block.Content);
      return parsed.success ? [] : [`${block.ContentType}: ${parsed.error.message}`];
    });
    expect(misfits).toEqual([]);
  });
});

/** A page prepared with a deadline it cannot miss: every block in time. */
async function preparePage(page: Page, context: Parameters<typeof preparePageWithin>[1]) {
  const prepared = await preparePageWithin(page, context, Date.now() + 60_000);
  if (isLatePage(prepared)) throw new Error('a block was late');
  return prepared;
}

describe('preparing a page', () => {
  const quote: Block = { ContentType: 'quoteBlock', Content: { Quote: 'Godt.', Author: 'Jonas' } };
  const page = (Blocks: Block[]): Page => ({
    Id: 7,
    Name: 'Side',
    Url: '/side/',
    ContentType: 'contentPage',
    Blocks,
  });
  const context = {
    cms: {} as CmsClient,
    cmsBaseUrl: 'http://cms.invalid/cms',
    imageCdnUrl: 'http://cdn.invalid',
  };

  it.each([
    ['imageBlock', { Headline: 7, Image: null }],
    ['carouselBlock', { Slides: [], AnchorId: ['a'] }],
    ['materialsBlock', { Headline: { text: 'x' }, Materials: [] }],
    ['heroBlock', { Headline: '' }],
  ])('drops a %s whose Content does not fit its definition, with one log line', async (type, content) => {
    const warn = vi.spyOn(log, 'warn');
    const invalid = { ContentType: type, Content: content } as Block;
    const prepared = await preparePage(page([quote, invalid, quote]), context);
    expect(prepared.Blocks.map((block) => block.ContentType)).toEqual(['quoteBlock', 'quoteBlock']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { type, path: '/side/' },
      'block content does not fit its schema; not rendered',
    );
  });

  it('sends the browser only the fields a block definition names', async () => {
    const prepared = await preparePage(
      page([
        {
          ContentType: 'imageBlock',
          Content: {
            Image: { Url: 'http://cms.invalid/media/a.jpg', AltText: 'A', internalNote: 'hemmelig' },
            Caption: 'Billedtekst',
            EditorNote: 'hemmelig',
          },
        },
      ]),
      context,
    );
    expect(prepared.Blocks).toEqual([
      {
        ContentType: 'imageBlock',
        Content: { Image: { Url: 'http://cms.invalid/media/a.jpg', AltText: 'A' }, Caption: 'Billedtekst' },
      },
    ]);
  });
});
