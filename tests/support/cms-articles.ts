import type { ArticleSummary } from '@/cms/blocks/latest-articles';

/** A news article as the CMS lists it for a "latest articles" block, told apart by its id. */
export const articleSummary = (id: number): ArticleSummary => ({
  Id: id,
  Key: `key-${id}`,
  Name: `Nyhed ${id}`,
  Url: `/nyheder/${id}/`,
  ContentType: 'article',
  PublishDate: '2026-11-01T09:00:00.000Z',
  Author: null,
  Tags: [],
  Teaser: { Text: '', Image: null },
});
