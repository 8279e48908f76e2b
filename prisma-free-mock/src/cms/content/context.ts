import { createHash } from 'node:crypto';
import { daysFrom } from '../../seed/dates';
import { MEDIA, type MediaName } from '../../seed/media';
import type { Seed, SeedMedia } from '../../seed/types';
import type { CmsLink, CmsMedia } from '../schema';

/** What every content file builds with: the seed, the origin media URLs are absolute to, and small helpers. */
export interface ContentContext {
  seed: Seed;
  origin: string;
  /** A media object with an ABSOLUTE Url on the CMS host, as Umbraco's content delivery gives it. */
  media(name: MediaName): CmsMedia;
  /** ISO date `days` after the seed's today, so the demo always looks current yet stays deterministic. */
  at(days: number, hour?: number, minute?: number): string;
}

/** Media paths may hold non-ASCII letters (é, æ); URLs carry them percent-encoded. */
export const encodeMediaPath = (path: string) => encodeURI(path);

/** The catalogue name of a UDI the seed refers to (events and materials point at media by UDI). */
export const mediaNameOf = (udi: string): MediaName | null =>
  (Object.keys(MEDIA) as MediaName[]).find((name) => MEDIA[name].udi === udi) ?? null;

export function seedMedia(seed: Seed, name: MediaName): SeedMedia {
  const udi = MEDIA[name].udi;
  const item = seed.media.find((m) => m.udi === udi);
  if (!item) throw new Error(`The media catalogue has no ${name}`);
  return item;
}

export function createContentContext(seed: Seed, origin: string): ContentContext {
  return {
    seed,
    origin,
    media(name) {
      const item = seedMedia(seed, name);
      return {
        Udi: item.udi,
        Url: `${origin}/cms${encodeMediaPath(item.path)}`,
        AltText: item.alt,
        Width: item.width,
        Height: item.height,
      };
    },
    at: (days, hour = 9, minute = 0) => daysFrom(seed.now, days, hour, minute),
  };
}

/** Umbraco keys are GUIDs; deriving them from the path keeps them stable across restarts and resets. */
export function pageKey(path: string): string {
  const h = createHash('md5').update(`fis-page:${path}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The document UDI Umbraco puts in `localLink:` links: the key without dashes. */
export const documentUdi = (path: string) => `umb://document/${pageKey(path).replace(/-/g, '')}`;

/** A Link with the CMS's defaults; external links open in a new window unless told otherwise. */
export function link(
  url: string,
  text: string,
  options: Partial<Omit<CmsLink, 'Url' | 'Text'>> = {},
): CmsLink {
  const external = !url.startsWith('/');
  const newWindow = options.NewWindow ?? (external && !url.startsWith('mailto:'));
  return {
    Url: url,
    Text: text,
    Target: options.Target ?? (newWindow ? '_blank' : null),
    NoFollow: options.NoFollow ?? false,
    NewWindow: newWindow,
    Download: options.Download ?? false,
  };
}

/** Rich-text snippets in the shapes Umbraco's editor stores, which the site must rewrite. */
export const rte = {
  /** `<a href="/{localLink:umb://media/…}">`: resolved by the site through GetMedia. */
  mediaLocalLink(seed: Seed, name: MediaName, text: string): string {
    const item = seedMedia(seed, name);
    return `<a href="/{localLink:${item.udi}}" title="${item.title}">${text}</a>`;
  },
  /** `<a href="/{localLink:umb://document/…}">`: GetMedia answers the page's path. */
  documentLocalLink(path: string, title: string, text: string): string {
    return `<a href="/{localLink:${documentUdi(path)}}" title="${title}">${text}</a>`;
  },
  /** A plain relative `/media/…` link, rewritten by the site to the image CDN. */
  mediaHref(seed: Seed, name: MediaName, text: string): string {
    return `<a href="${encodeMediaPath(seedMedia(seed, name).path)}">${text}</a>`;
  },
  /** A plain relative `<img src="/media/…">`. */
  mediaImg(seed: Seed, name: MediaName): string {
    const item = seedMedia(seed, name);
    return `<img src="${encodeMediaPath(item.path)}" alt="${item.alt}" width="${item.width}" height="${item.height}">`;
  },
  /** An image the editor inserted by UDI: src and alt are empty and filled in by the site from GetMedia. */
  udiImg(seed: Seed, name: MediaName): string {
    return `<img data-udi="${seedMedia(seed, name).udi}" src="" alt="">`;
  },
};
