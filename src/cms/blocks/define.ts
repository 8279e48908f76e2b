import { z } from 'zod';
import { anchoredFields, drawableLinkSchema, drawableMediaSchema } from '../vocabulary';

/**
 * How a block type is defined (docs/decisions/0019): its ContentType and the schema its Content must fit. The
 * schema runs on the server only; the UI imports the types, so the browser bundle carries no schema code.
 */
export interface BlockDefinition<Type extends string = string, Content extends z.ZodType = z.ZodType> {
  readonly type: Type;
  readonly content: Content;
}

export const defineBlock = <const Type extends string, Content extends z.ZodType>(
  type: Type,
  content: Content,
): BlockDefinition<Type, Content> => ({ type, content });

/**
 * A block as the browser receives it: its Content as the schema read it (after the server's preparation, e.g.
 * sanitised HTML) and, for blocks whose server preparation fetches something, that in `Data`.
 */
export type PreparedOf<Definition, Data = never> =
  Definition extends BlockDefinition<infer Type, infer Content>
    ? { ContentType: Type; Content: z.output<Content> } & ([Data] extends [never] ? unknown : { Data: Data })
    : never;

/** Optional on every block (prisma-free-mock/docs/cms.md); the components count an empty string as absent. */
export const anchored = anchoredFields;

/** Fields the CMS may send as null or leave out; a malformed one counts as absent. */
export const optionalText = z.string().nullish().catch(null);
export const optionalMedia = drawableMediaSchema.nullish().catch(null);
export const optionalLink = drawableLinkSchema.nullish().catch(null);
export const nonEmptyText = z.string().min(1);

/** A list that keeps the entries that fit and drops the rest: one broken card should not hide its siblings. */
export const validEntries = <Item extends z.ZodType>(item: Item) =>
  z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry): z.output<Item>[] => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );

/** validEntries, and an empty list when the field is not a list at all. */
export const lenientList = <Item extends z.ZodType>(item: Item) => validEntries(item).catch([]);
