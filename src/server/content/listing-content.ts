import { z } from 'zod';
import type { EventCardData, GrantCardData } from '@/blocks/listing/data';
import { linkSchema, mediaSchema } from '../upstream/cms-schemas';

/**
 * The listing blocks' content as the CMS sends it (prisma-free-mock/docs/cms.md, "Blocks"), read leniently on
 * the server: a broken item is left out, a broken field gets its empty value.
 */

const text = z.string().nullable().catch(null);
const media = mediaSchema.nullable().catch(null);

/** A list that keeps the items it can read and drops the rest. */
const lenientList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      }),
    );

const eventSummarySchema = z.object({
  EventId: z.string(),
  Name: z.string(),
  Url: z.string(),
  Type: z.string().catch(''),
  StartDate: z.string(),
  EndDate: z.string().nullable().catch(null),
  Location: z
    .object({ Name: z.string().catch(''), City: z.string().catch('') })
    .catch({ Name: '', City: '' }),
  Teaser: z.string().catch(''),
  Image: media,
  PublicSignup: z.boolean().nullable().catch(null),
});

const grantSummarySchema = z.object({
  GrantId: z.string(),
  Name: z.string(),
  Url: z.string(),
  Category: z.string().catch(''),
  Amount: z.string().catch(''),
  AmountMax: z.number().nullable().catch(null),
  Deadline: z.string(),
  Teaser: z.string().catch(''),
  Image: media,
});

const materialSummarySchema = z.object({
  MaterialId: z.string(),
  Title: z.string(),
  Description: z.string().catch(''),
  Format: z.string().catch('pdf'),
  ProgramName: z.string().nullable().catch(null),
  RequiresCode: z.boolean().catch(false),
  Image: media,
});

export const eventListContentSchema = z.object({
  Text: text,
  EmptyText: z.string().catch(''),
  Events: lenientList(eventSummarySchema),
});
export const grantListContentSchema = z.object({
  Text: text,
  EmptyText: z.string().catch(''),
  Grants: lenientList(grantSummarySchema),
});
export const latestArticlesContentSchema = z.object({
  Amount: z.number().int().min(1).max(50).catch(3),
  Link: linkSchema.nullable().catch(null),
});
export const flashcardsContentSchema = z.object({
  Text: text,
  Ids: z.array(z.number().int().positive()).catch([]),
});
export const materialsContentSchema = z.object({
  Text: text,
  Materials: lenientList(materialSummarySchema),
  Link: linkSchema.nullable().catch(null),
});

export const toEventCard = (summary: z.infer<typeof eventSummarySchema>): EventCardData => ({
  eventId: summary.EventId,
  title: summary.Name,
  url: summary.Url,
  type: summary.Type,
  programName: null,
  start: summary.StartDate,
  end: summary.EndDate,
  place: [summary.Location.Name, summary.Location.City].filter(Boolean).join(', '),
  teaser: summary.Teaser,
  image: summary.Image,
  publicSignup: summary.PublicSignup,
});

export const toGrantCard = (summary: z.infer<typeof grantSummarySchema>): GrantCardData => ({
  id: summary.GrantId,
  title: summary.Name,
  url: summary.Url,
  category: summary.Category,
  amount: summary.Amount,
  amountMax: summary.AmountMax,
  deadline: summary.Deadline,
  teaser: summary.Teaser,
  image: summary.Image,
});
