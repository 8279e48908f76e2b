import { z } from 'zod';

/**
 * The content backend's page contract. Every answer of GET /cms/api/{site}{path} is `{ Global, Page }`;
 * PUT /__mock/cms/page validates against `cmsPageSchema`. Field names follow the CMS's PascalCase.
 */

export const mediaSchema = z.object({
  Udi: z.string(),
  Url: z.string(),
  AltText: z.string(),
  Width: z.number().int().positive().optional(),
  Height: z.number().int().positive().optional(),
});
export type CmsMedia = z.infer<typeof mediaSchema>;

export const linkSchema = z.object({
  Url: z.string(),
  Text: z.string(),
  Target: z.string().nullable().default(null),
  NoFollow: z.boolean().default(false),
  NewWindow: z.boolean().default(false),
  Download: z.boolean().default(false),
});
export type CmsLink = z.infer<typeof linkSchema>;

/** A content block: its type and a loose bag of fields, documented per type in the README. */
export const blockSchema = z.object({
  ContentType: z.string().min(1),
  Content: z
    .object({
      Headline: z.string().optional(),
      AnchorId: z.string().optional(),
    })
    .catchall(z.unknown()),
});
export type CmsBlock = z.infer<typeof blockSchema>;

export const eventInfoSchema = z.object({
  EventId: z.string(),
  Type: z.string(),
  ProgramName: z.string().nullable(),
  StartDate: z.string(),
  EndDate: z.string(),
  Location: z.object({ Name: z.string(), Address: z.string(), Zip: z.string(), City: z.string() }),
  Capacity: z.number().int().nonnegative(),
  RequiresCode: z.boolean(),
  PublicSignup: z.boolean(),
});

export const grantInfoSchema = z.object({
  GrantId: z.string(),
  Category: z.string(),
  Amount: z.string(),
  AmountMax: z.number().nonnegative(),
  Deadline: z.string(),
  HowToApply: z.string(),
  ApplyLink: linkSchema.nullable(),
});

export const cmsPageSchema = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Name: z.string().min(1),
  Url: z.string().startsWith('/'),
  ContentType: z.string().min(1),
  CreateDate: z.string(),
  UpdateDate: z.string(),
  /** The date a list shows: publication for articles, start for events, deadline for grants use their own. */
  PublishDate: z.string(),
  Theme: z.string().optional(),
  Seo: z.object({
    Title: z.string(),
    Description: z.string(),
    CanonicalUrl: z.string().nullable(),
    NoIndex: z.boolean(),
    Image: mediaSchema.nullable(),
  }),
  Teaser: z.object({ Text: z.string(), Image: mediaSchema.nullable() }),
  Blocks: z.array(blockSchema),
  Event: eventInfoSchema.optional(),
  Grant: grantInfoSchema.optional(),
  Author: z.string().optional(),
  Tags: z.array(z.string()).optional(),
  /** Only on the `myPage` at /min-oversigt. */
  QuickLinks: z.array(z.unknown()).optional(),
  TeacherMenu: z.array(z.unknown()).optional(),
  AdminMenu: z.array(z.unknown()).optional(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** The control API accepts a page with the bookkeeping fields left out; the stand-in fills them in. */
export const cmsPageUpsertSchema = cmsPageSchema.partial({
  Id: true,
  Key: true,
  Url: true,
  CreateDate: true,
  UpdateDate: true,
  PublishDate: true,
  Seo: true,
  Teaser: true,
});
export type CmsPageUpsert = z.infer<typeof cmsPageUpsertSchema>;
