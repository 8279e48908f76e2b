import { z } from 'zod';
import { linkSchema, mediaSchema, type Link } from '../vocabulary';
import { anchored, defineBlock, type PreparedOf } from './define';

/** GET /api/grid/GetLatestArticles: a plain list of article summaries, newest first. */
export const articleSummarySchema = z.object({
  Id: z.number(),
  Key: z.string(),
  Name: z.string(),
  Url: z.string(),
  ContentType: z.string(),
  PublishDate: z.string(),
  Author: z.string().nullable(),
  Tags: z.array(z.string()),
  Teaser: z.object({ Text: z.string(), Image: mediaSchema.nullable() }),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** latestArticlesBlock: the newest articles, fetched on the server, with "Vis flere" in the browser. */
export const latestArticlesBlock = defineBlock(
  'latestArticlesBlock',
  z.object({
    ...anchored,
    Amount: z.number().int().min(1).max(50).catch(3),
    Link: linkSchema.nullable().catch(null),
  }),
);

export interface LatestArticlesData {
  articles: ArticleSummary[];
  /** More articles exist after these (the preparer asks for one more than it shows). */
  hasMore: boolean;
  /** The page the block is on: left out of the list ("Læs også"). */
  pageId: number;
  amount: number;
  link: Link | null;
}
export type LatestArticlesBlock = PreparedOf<typeof latestArticlesBlock, LatestArticlesData>;
