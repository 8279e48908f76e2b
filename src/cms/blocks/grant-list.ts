import { z } from 'zod';
import { mediaSchema } from '../vocabulary';
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

export type GrantListData =
  | { kind: 'list'; text: string | null; emptyText: string; grants: GrantCardData[] }
  | { kind: 'overview'; source: 'search' | 'cms'; text: string | null; grants: GrantCardData[] }
  | { kind: 'merged' };
export type GrantListBlock = PreparedOf<typeof grantListBlock, GrantListData>;
