import * as z from 'zod/mini';

/**
 * The content blocks' fields (prisma-free-mock/docs/cms.md "Blocks"), checked on the server before a page is
 * cached (src/server/content/preparers-content.ts): a block whose Content does not fit is dropped, a list keeps
 * its valid entries. The components import only the types, so no schema code reaches the browser.
 */

export const mediaSchema = z.object({
  Udi: z.optional(z.string()),
  Url: z.string().check(z.minLength(1)),
  AltText: z.catch(z.string(), ''),
  Width: z.optional(z.number()),
  Height: z.optional(z.number()),
});

export const linkSchema = z.object({
  Url: z.string().check(z.minLength(1)),
  Text: z.catch(z.string(), ''),
  Target: z.catch(z.nullable(z.string()), null),
  NoFollow: z.catch(z.boolean(), false),
  NewWindow: z.catch(z.boolean(), false),
  Download: z.catch(z.boolean(), false),
});
export type CmsLinkValue = z.infer<typeof linkSchema>;

/** Optional on every block (docs/cms.md); an empty string counts as absent. */
export const anchored = {
  Headline: z.optional(z.string()),
  AnchorId: z.optional(z.string()),
};

/** Fields the CMS may send as null or leave out. */
export const optionalText = z.catch(z.nullish(z.string()), null);
export const optionalMedia = z.catch(z.nullish(mediaSchema), null);
export const optionalLink = z.catch(z.nullish(linkSchema), null);

/** A block's Content through its schema: the data, or null (the block then renders nothing). */
export function parseContent<S extends z.ZodMiniType>(schema: S, content: unknown): z.infer<S> | null {
  const result = schema.safeParse(content);
  return result.success ? result.data : null;
}

/** The valid entries of a list; one broken card should not hide its siblings. */
export function parseList<S extends z.ZodMiniType>(schema: S, list: unknown): z.infer<S>[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

// AccordionBlock
const itemSchema = z.object({
  Title: z.string().check(z.minLength(1)),
  /** Prepared on the server: sanitised and rewritten HTML. */
  Text: z.catch(z.string(), ''),
});
const accordionSchema = z.object({
  ...anchored,
  Items: z.array(z.unknown()),
  Mode: z.catch(z.enum(['new', 'old']), 'new'),
});

// CardsBlock
const cardSchema = z.object({
  Headline: z.string().check(z.minLength(1)),
  Text: optionalText,
  Image: optionalMedia,
  Link: optionalLink,
  Label: optionalText,
});
const cardsSchema = z.object({
  ...anchored,
  Text: optionalText,
  Theme: optionalText,
  Cards: z.array(z.unknown()),
});

// ContactBlock
const contactSchema = z.object({
  ...anchored,
  Text: optionalText,
  Name: z.string().check(z.minLength(1)),
  Role: optionalText,
  Email: optionalText,
  Phone: optionalText,
  Image: optionalMedia,
});

// CtaBlock
const ctaSchema = z.object({
  Headline: z.string().check(z.minLength(1)),
  AnchorId: z.optional(z.string()),
  Text: optionalText,
  Link: linkSchema,
  Theme: optionalText,
});

// FactsBlock
const factSchema = z.object({ Value: z.string().check(z.minLength(1)), Label: z.catch(z.string(), '') });
const factsSchema = z.object({ ...anchored, Facts: z.array(z.unknown()), Theme: optionalText });

// HeroBlock
const heroSchema = z.object({
  Headline: z.string().check(z.minLength(1)),
  AnchorId: z.optional(z.string()),
  Text: optionalText,
  Image: optionalMedia,
  Link: optionalLink,
  Theme: optionalText,
});

// QuoteBlock
const quoteSchema = z.object({
  ...anchored,
  Quote: z.string().check(z.minLength(1)),
  Author: z.catch(z.string(), ''),
  Role: optionalText,
  Image: optionalMedia,
  Theme: optionalText,
});

// RichTextBlock
const richTextSchema = z.object({
  ...anchored,
  /** Prepared on the server (src/server/content/preparers-content.ts): sanitised and rewritten. */
  Text: z.string(),
  Mode: z.catch(z.enum(['new', 'old']), 'new'),
});
type Infer<S extends z.ZodMiniType> = z.infer<S>;
type WithList<S extends z.ZodMiniType, K extends string, I extends z.ZodMiniType> = Omit<Infer<S>, K> &
  Record<K, Infer<I>[]>;

export type AccordionContent = WithList<typeof accordionSchema, 'Items', typeof itemSchema>;
export type CardsContent = WithList<typeof cardsSchema, 'Cards', typeof cardSchema>;
export type FactsContent = WithList<typeof factsSchema, 'Facts', typeof factSchema>;
export type ContactContent = Infer<typeof contactSchema>;
export type CtaContent = Infer<typeof ctaSchema>;
export type HeroContent = Infer<typeof heroSchema>;
export type QuoteContent = Infer<typeof quoteSchema>;
export type RichTextContent = Infer<typeof richTextSchema>;

/** Content with its list field narrowed to the valid entries; null when the block itself does not fit. */
function withList<S extends z.ZodMiniType, I extends z.ZodMiniType, K extends string>(
  schema: S,
  key: K,
  item: I,
) {
  return (content: unknown): WithList<S, K, I> | null => {
    const parsed = parseContent(schema, content) as Record<string, unknown> | null;
    return parsed ? ({ ...parsed, [key]: parseList(item, parsed[key]) } as WithList<S, K, I>) : null;
  };
}

/** ContentType → the parser of its Content. */
export const CONTENT_BLOCK_PARSERS: Readonly<Record<string, (content: unknown) => object | null>> = {
  accordionBlock: withList(accordionSchema, 'Items', itemSchema),
  cardsBlock: withList(cardsSchema, 'Cards', cardSchema),
  factsBlock: withList(factsSchema, 'Facts', factSchema),
  contactBlock: (content) => parseContent(contactSchema, content),
  ctaBlock: (content) => parseContent(ctaSchema, content),
  heroBlock: (content) => parseContent(heroSchema, content),
  quoteBlock: (content) => parseContent(quoteSchema, content),
  richTextBlock: (content) => parseContent(richTextSchema, content),
};
