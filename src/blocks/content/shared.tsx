import NextLink from 'next/link';
import type { ReactNode } from 'react';
import * as z from 'zod/mini';

/**
 * What the content blocks share: small schemas for the CMS's Media and Link objects (zod/mini keeps the
 * browser bundle small; the blocks parse their Content while rendering, on the server and after hydration),
 * and the CMS link as an anchor.
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

export const nonEmpty = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

/** An anchor id fit for `id`: no whitespace (an id with a space could not be linked to). */
export const anchorIdOf = (value: string | undefined): string | undefined => {
  const id = value?.trim();
  return id && !/\s/.test(id) ? id : undefined;
};

const SAFE_URL = /^(https?:|mailto:|tel:)/i;
const isSafeUrl = (url: string) => SAFE_URL.test(url) || url.startsWith('#') || (url.startsWith('/') && !url.startsWith('//'));

/**
 * A CMS Link (docs/cms.md "Links"). Internal links go through next/link (client-side navigation); a link is
 * external when its Url does not start with '/'. A new window gets rel="noopener noreferrer" and says so to
 * screen readers; NoFollow adds rel="nofollow"; Download adds `download`. An unsafe Url renders as plain text.
 */
export function CmsLink({ link, className, children }: { link: CmsLinkValue; className?: string; children?: ReactNode }) {
  const url = link.Url.trim();
  const label = children ?? (link.Text.trim() || 'Læs mere');
  if (!isSafeUrl(url)) return <span>{label}</span>;
  const external = !url.startsWith('/');
  const newWindow = link.NewWindow || link.Target === '_blank';
  const rel = [link.NoFollow ? 'nofollow' : null, newWindow ? 'noopener' : null, newWindow && external ? 'noreferrer' : null]
    .filter(Boolean)
    .join(' ');
  if (!external && !newWindow && !link.Download) {
    return (
      <NextLink href={url} className={className} rel={rel || undefined}>
        {label}
      </NextLink>
    );
  }
  return (
    <a href={url} className={className} target={newWindow ? '_blank' : undefined} rel={rel || undefined} download={link.Download || undefined}>
      {label}
      {newWindow ? <span className="visually-hidden"> (åbner i et nyt vindue)</span> : null}
    </a>
  );
}
