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
  /** The published page; with `preview`, its draft where there is one (docs/cms.md, "Drafts and preview"). */
  getPage(path: string, view?: View): CmsPage | undefined;
  /** The site's content pages (not the myPage quicklinks answer), front page first; drafts over them in preview. */
  listPages(view?: View): CmsPage[];
  upsertPage(path: string, input: CmsPageUpsert): CmsPage;
  /** Stores a draft of the page at `path`, new or existing; the published page and the search index stay. */
  putDraft(path: string, input: CmsPageUpsert): CmsPage;
  /** Publishes the draft at `path` (undefined when there is none). */
  publishDraft(path: string): CmsPage | undefined;
  /** Every page the CMS holds (the myPage answer too), its drafts and the version, for the control API's state digest. */
  snapshot(): { version: number; pages: CmsPage[]; drafts: CmsPage[] };
  scripts: readonly { Script: string }[];
  flashcards(ids: readonly number[]): CmsFlashcard[];
  latestArticles(query: LatestArticlesQuery, view?: View): { items: CmsArticleSummary[]; total: number };
  /** GetMedia: a media item or a document by its UDI, with a RELATIVE Url. */
  resolveUdi(udi: string): CmsMediaAnswer | undefined;
  /** The media item whose path (decoded, starting with /media/) this is. */
  mediaByPath(path: string): SeedMedia | undefined;
}

/** What an answer is made from: the published content, or (a preview request) drafts over it. */
export interface View {
  preview?: boolean;
}

const NOT_LISTED = new Set(['myPage']);

class InMemoryCms implements CmsState {
  version = 0;
  readonly global: CmsGlobal;
  readonly scripts: readonly { Script: string }[];
  private readonly pages = new Map<string, CmsPage>();
  /** Drafts by URL: only preview answers show them, and publishing moves one into `pages`. */
  private readonly drafts = new Map<string, CmsPage>();
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

  getPage(path: string, { preview = false }: View = {}): CmsPage | undefined {
    const key = normalizePagePath(path);
    if (!key) return undefined;
    return (preview ? this.drafts.get(key) : undefined) ?? this.pages.get(key);
  }

  listPages({ preview = false }: View = {}): CmsPage[] {
    const pages = new Map(this.pages);
    if (preview) for (const [url, draft] of this.drafts) pages.set(url, draft);
    return [...pages.values()].filter((page) => !NOT_LISTED.has(page.ContentType));
  }

  upsertPage(path: string, input: CmsPageUpsert): CmsPage {
    const url = normalizePagePath(path) ?? path;
    const page = this.build(url, input, this.pages.get(url));
    this.pages.set(url, page);
    this.drafts.delete(url);
    this.version += 1;
    return page;
  }

  putDraft(path: string, input: CmsPageUpsert): CmsPage {
    const url = normalizePagePath(path) ?? path;
    const draft = this.build(url, input, this.drafts.get(url) ?? this.pages.get(url));
    this.drafts.set(url, draft);
    return draft;
  }

  publishDraft(path: string): CmsPage | undefined {
    const url = normalizePagePath(path) ?? path;
    const draft = this.drafts.get(url);
    if (!draft) return undefined;
    this.drafts.delete(url);
    const page = { ...draft, UpdateDate: new Date().toISOString() };
    this.pages.set(url, page);
    this.version += 1;
    return page;
  }

  /** A page from an upsert body: an existing page (or draft) keeps its identity and dates unless the body sets them. */
  private build(url: string, input: CmsPageUpsert, existing: CmsPage | undefined): CmsPage {
    const now = new Date().toISOString();
    const ids = [...this.pages.values(), ...this.drafts.values()].map((p) => p.Id);
    const nextId = Math.max(0, ...ids) + 1;
    return {
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
  }

  snapshot(): { version: number; pages: CmsPage[]; drafts: CmsPage[] } {
    return { version: this.version, pages: [...this.pages.values()], drafts: [...this.drafts.values()] };
  }

  flashcards(ids: readonly number[]): CmsFlashcard[] {
    return ids.flatMap((id) => this.cards.get(id) ?? []);
  }

  latestArticles({ amount, skip, excludeId }: LatestArticlesQuery, view: View = {}) {
    const articles = this.listPages(view)
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
