import type { Seed, SeedMedia } from '../seed/types';
import type { CmsArticleSummary, CmsFlashcard, CmsMediaAnswer } from './api-schema';
import { buildContent } from './content';
import { encodeMediaPath, pageKey } from './content/context';
import type { CmsGlobal } from './global-schema';
import { normalizePagePath } from './paths';
import type { CmsPage, CmsPageUpsert } from './schema';

export interface LatestArticlesQuery {
  amount: number;
  skip: number;
  /** The page asking, left out of its own "read also" list. */
  excludeId: number | null;
}

/** The CMS's in-memory content, rebuilt from the seed on reset. */
export interface CmsState {
  /** Bumped on every change, so caches (the search index) can tell they are stale. */
  version: number;
  global: CmsGlobal;
  getPage(path: string): CmsPage | undefined;
  /** The site's content pages (not the myPage quicklinks answer), front page first. */
  listPages(): CmsPage[];
  upsertPage(path: string, input: CmsPageUpsert): CmsPage;
  /** Every page the CMS holds (the myPage answer too) and the version, for the control API's state digest. */
  snapshot(): { version: number; pages: CmsPage[] };
  scripts: readonly { Script: string }[];
  flashcards(ids: readonly number[]): CmsFlashcard[];
  latestArticles(query: LatestArticlesQuery): { items: CmsArticleSummary[]; total: number };
  /** GetMedia: a media item or a document by its UDI, with a RELATIVE Url. */
  resolveUdi(udi: string): CmsMediaAnswer | undefined;
  /** The media item whose path (decoded, starting with /media/) this is. */
  mediaByPath(path: string): SeedMedia | undefined;
}

const NOT_LISTED = new Set(['myPage']);

class InMemoryCms implements CmsState {
  version = 0;
  readonly global: CmsGlobal;
  readonly scripts: readonly { Script: string }[];
  private readonly pages = new Map<string, CmsPage>();
  private readonly cards: Map<number, CmsFlashcard>;

  constructor(
    private readonly seed: Seed,
    origin: string,
  ) {
    const content = buildContent(seed, origin);
    this.global = content.global;
    this.scripts = content.scripts;
    this.cards = new Map(content.flashcards.map((card) => [card.Id, card]));
    for (const page of [content.myPage, ...content.pages]) this.pages.set(page.Url, page);
  }

  getPage(path: string): CmsPage | undefined {
    const key = normalizePagePath(path);
    return key ? this.pages.get(key) : undefined;
  }

  listPages(): CmsPage[] {
    return [...this.pages.values()].filter((page) => !NOT_LISTED.has(page.ContentType));
  }

  upsertPage(path: string, input: CmsPageUpsert): CmsPage {
    const url = normalizePagePath(path) ?? path;
    const existing = this.pages.get(url);
    const now = new Date().toISOString();
    const nextId = Math.max(0, ...[...this.pages.values()].map((p) => p.Id)) + 1;
    const page: CmsPage = {
      Seo: {
        Title: input.Name,
        Description: input.Teaser?.Text ?? '',
        CanonicalUrl: null,
        NoIndex: false,
        Image: input.Teaser?.Image ?? null,
      },
      Teaser: { Text: '', Image: null },
      ...input,
      Id: input.Id ?? existing?.Id ?? nextId,
      Key: input.Key ?? existing?.Key ?? pageKey(url),
      CreateDate: input.CreateDate ?? existing?.CreateDate ?? now,
      UpdateDate: input.UpdateDate ?? now,
      PublishDate: input.PublishDate ?? existing?.PublishDate ?? now,
      Url: url,
    };
    this.pages.set(url, page);
    this.version += 1;
    return page;
  }

  snapshot(): { version: number; pages: CmsPage[] } {
    return { version: this.version, pages: [...this.pages.values()] };
  }

  flashcards(ids: readonly number[]): CmsFlashcard[] {
    return ids.flatMap((id) => this.cards.get(id) ?? []);
  }

  latestArticles({ amount, skip, excludeId }: LatestArticlesQuery) {
    const articles = this.listPages()
      .filter((page) => page.ContentType === 'article' && page.Id !== excludeId)
      .sort((a, b) => b.PublishDate.localeCompare(a.PublishDate) || b.Id - a.Id);
    const items = articles.slice(skip, skip + amount).map((page): CmsArticleSummary => ({
      Id: page.Id,
      Key: page.Key,
      Name: page.Name,
      Url: page.Url,
      ContentType: page.ContentType,
      PublishDate: page.PublishDate,
      Author: page.Author ?? null,
      Tags: page.Tags ?? [],
      Teaser: page.Teaser,
    }));
    return { items, total: articles.length };
  }

  resolveUdi(udi: string): CmsMediaAnswer | undefined {
    const media = this.seed.media.find((m) => m.udi === udi);
    if (media) {
      return {
        Udi: media.udi,
        Url: encodeMediaPath(media.path),
        AltText: media.alt,
        Name: media.title,
        MediaType: media.kind === 'pdf' ? 'File' : 'Image',
        Width: media.width,
        Height: media.height,
      };
    }
    const hex = udi.startsWith('umb://document/') ? udi.slice('umb://document/'.length) : null;
    const page = hex ? [...this.pages.values()].find((p) => p.Key.replace(/-/g, '') === hex) : undefined;
    if (!page) return undefined;
    return {
      Udi: udi,
      Url: page.Url,
      AltText: page.Name,
      Name: page.Name,
      MediaType: 'Document',
      Width: null,
      Height: null,
    };
  }

  mediaByPath(path: string): SeedMedia | undefined {
    return this.seed.media.find((m) => m.path === path);
  }
}

export function createCmsState(seed: Seed, origin: string): CmsState {
  return new InMemoryCms(seed, origin);
}
