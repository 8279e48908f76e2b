import { z } from 'zod';

/**
 * The CMS's words for what it publishes (contract: prisma-free-mock/docs/cms.md): a page, its blocks, media and
 * links. One module that the server (which reads the CMS with these schemas) and the UI (which imports only the
 * types, so no schema code reaches the browser) share. Objects are plain `z.object`s, which drop the keys they
 * do not name, so a field the CMS adds never reaches the browser unread.
 */

export const mediaSchema = z.object({
  Udi: z.string().optional(),
  Url: z.string(),
  AltText: z.string().catch(''),
  Width: z.number().optional(),
  Height: z.number().optional(),
});
export type Media = z.infer<typeof mediaSchema>;

export const linkSchema = z.object({
  Url: z.string(),
  Text: z.string().catch(''),
  Target: z.string().nullable().catch(null),
  NoFollow: z.boolean().catch(false),
  NewWindow: z.boolean().catch(false),
  Download: z.boolean().catch(false),
});
export type Link = z.infer<typeof linkSchema>;

/** Media and links a block can draw: a block hides the part whose Url is empty. */
export const drawableMediaSchema = mediaSchema.refine((media) => media.Url !== '');
export const drawableLinkSchema = linkSchema.refine((link) => link.Url !== '');

export const seoSchema = z.object({
  Title: z.string().catch(''),
  Description: z.string().catch(''),
  CanonicalUrl: z.string().nullable().catch(null),
  NoIndex: z.boolean().catch(false),
  Image: mediaSchema.nullable().catch(null),
});

/** Optional on every block (prisma-free-mock/docs/cms.md): the in-page navigation's headline and anchor. */
export const anchoredFields = {
  Headline: z.string().optional(),
  AnchorId: z.string().optional(),
};

/**
 * A block as the page answer carries it: its type and a loose `Content`, narrowed per type by the block's own
 * definition (src/cms/blocks/) when the server prepares the page (docs/decisions/0019).
 */
export const blockSchema = z.object({
  ContentType: z.string(),
  Content: z.object(anchoredFields).catchall(z.unknown()),
});
export type Block = z.infer<typeof blockSchema>;

export const pageSchema = z.object({
  Id: z.number(),
  Key: z.string().optional(),
  Name: z.string(),
  Url: z.string(),
  ContentType: z.string(),
  CreateDate: z.string().optional(),
  UpdateDate: z.string().optional(),
  PublishDate: z.string().optional(),
  Theme: z.string().optional(),
  Seo: seoSchema.optional(),
  Teaser: z.object({ Text: z.string().catch(''), Image: mediaSchema.nullable().catch(null) }).optional(),
  Blocks: z.array(blockSchema).catch([]),
  /** eventPage only; read by the event template through its own schema (src/lib/event-info.ts). */
  Event: z.unknown().optional(),
  /** grantPage only; read by the grant template through its own schema (features/grants/grant-info.ts). */
  Grant: z.unknown().optional(),
  /** article only; the article template reads it defensively (templates/ArticleTemplate.tsx). */
  Author: z.unknown().optional(),
  /** article and projectPage; read defensively like Author. */
  Tags: z.unknown().optional(),
});
/** A page as the CMS answers it, before the server prepared its blocks (see PreparedPage in ./blocks). */
export type Page = z.infer<typeof pageSchema>;
