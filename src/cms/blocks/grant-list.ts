import { z } from 'zod';
import { mediaSchema } from '../vocabulary';
import type { ListingPage } from '@/lib/listings/paging';
import type { GrantCardData } from './cards-data';
import { anchored, defineBlock, lenientList, optionalText, type PreparedOf } from './define';

/** A grant as a list block carries it (prisma-free-mock/docs/cms.md, "GrantSummary"). */
export const grantSummarySchema = z.object({
  GrantId: z.string(),
  Name: z.string(),
  Url: z.string(),
  Category: z.string().catch(''),
  Amount: z.string().catch(''),
  AmountMax: z.number().nullable().catch(null),
  Deadline: z.string(),
  Teaser: z.string().catch(''),
  Image: mediaSchema.nullable().catch(null),
});
export type GrantSummary = z.infer<typeof grantSummarySchema>;

/** grantListBlock: the grants the CMS put in the block; on the grants overview, the whole grant index. */
export const grantListBlock = defineBlock(
  'grantListBlock',
  z.object({
    ...anchored,
    Text: optionalText,
    EmptyText: z.string().catch(''),
    Grants: lenientList(grantSummarySchema),
  }),
);

/**
 * Its own list, or (on the grants overview) the grant index: every grant kept by the preparer
 * (`overviewSource`), and per request the filtered page of the open and of the closed grants (`overview`,
 * src/server/content/listing-view.ts).
 */
export type GrantListData =
  | { kind: 'list'; text: string | null; emptyText: string; grants: GrantCardData[] }
  | { kind: 'overviewSource'; source: 'search' | 'cms'; text: string | null; grants: GrantCardData[] }
  | {
      kind: 'overview';
      source: 'search' | 'cms';
      text: string | null;
      open: ListingPage<GrantCardData>;
      closed: ListingPage<GrantCardData>;
      /** Every grant (filters aside), and the category filter's choices. */
      all: number;
      categories: string[];
    }
  | { kind: 'merged' };
export type GrantListBlock = PreparedOf<typeof grantListBlock, GrantListData>;
