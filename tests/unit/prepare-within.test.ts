import { describe, expect, it } from 'vitest';
import { articleSummary as article } from '../support/cms-articles';
import type { Block, Page } from '@/cms/vocabulary';
import { isLatePage, preparePageWithin } from '@/server/content/prepare-within';
import type { CmsClient } from '@/server/upstream/cms';

/**
 * A page's listing blocks against the data deadline (docs/decisions/0011): a list that is late is sent pending,
 * the page's own content is waited for, and the complete page follows.
 */

const quote: Block = { ContentType: 'quoteBlock', Content: { Quote: 'Et citat', Author: 'En lærer' } };
const latest: Block = {
  ContentType: 'latestArticlesBlock',
  Content: { Headline: 'Nyheder', AnchorId: 'nyheder', Amount: 2, Link: null },
};
const page: Page = {
  Id: 7,
  Name: 'Side',
  Url: '/side/',
  ContentType: 'landingPage',
  Blocks: [quote, latest],
};

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function prepareWith(cms: Partial<CmsClient>, deadlineMs: number) {
  return preparePageWithin(
    page,
    { cms: cms as CmsClient, cmsBaseUrl: 'http://cms.invalid/cms', imageCdnUrl: 'http://cdn.invalid' },
    Date.now() + deadlineMs,
  );
}

describe('preparePageWithin', () => {
  it('gives the whole prepared page when every list is in time', async () => {
    const prepared = await prepareWith({ getLatestArticles: () => after(5, [article(1)]) }, 200);
    if (isLatePage(prepared)) throw new Error('late');
    expect(prepared.Blocks.map((block) => block.ContentType)).toEqual(['quoteBlock', 'latestArticlesBlock']);
  });

  it('sends a late list pending by the deadline, and the complete page when it answers', async () => {
    const started = Date.now();
    const prepared = await prepareWith({ getLatestArticles: () => after(400, [article(1), article(2)]) }, 60);
    expect(Date.now() - started).toBeLessThan(300);
    if (!isLatePage(prepared)) throw new Error('not late');
    expect(prepared.late.Blocks).toEqual([
      expect.objectContaining({ ContentType: 'quoteBlock' }),
      {
        ContentType: 'pendingBlock',
        Type: 'latestArticlesBlock',
        Content: { Headline: 'Nyheder', AnchorId: 'nyheder' },
      },
    ]);
    const complete = await prepared.complete;
    const list = complete.Blocks[1];
    expect(list?.ContentType === 'latestArticlesBlock' && list.Data.articles.map((a) => a.Id)).toEqual([
      1, 2,
    ]);
  });

  it("makes of a late list that fails what the preparer makes of any failure: the page's complete copy has it empty", async () => {
    const prepared = await prepareWith(
      { getLatestArticles: () => after(200, null).then(() => Promise.reject(new Error('down'))) },
      40,
    );
    if (!isLatePage(prepared)) throw new Error('not late');
    const list = (await prepared.complete).Blocks[1];
    expect(list?.ContentType === 'latestArticlesBlock' && list.Data.articles).toEqual([]);
  });
});
