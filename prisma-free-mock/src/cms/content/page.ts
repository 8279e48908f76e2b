import type { MediaName } from '../../seed/media';
import type { CmsBlock, CmsPage } from '../schema';
import { pageKey, type ContentContext } from './context';

/** A page as a content file writes it; `buildPages` turns drafts into full `CmsPage`s with ids and dates. */
export type PageDraft = {
  path: string;
  name: string;
  type: string;
  /** Days after the seed's today (negative: in the past), or a fixed ISO date for archive content. */
  published: number | string;
  /** Days after `published` the page was last edited; 0 when left out. */
  editedAfter?: number;
  teaser: string;
  image: MediaName | null;
  blocks: CmsBlock[];
  seoTitle?: string;
  noIndex?: boolean;
  theme?: string;
} & Partial<
  Pick<CmsPage, 'Event' | 'Grant' | 'Author' | 'Tags' | 'QuickLinks' | 'TeacherMenu' | 'AdminMenu'>
>;

const DAY = 86_400_000;

function dateOf(ctx: ContentContext, published: number | string): Date {
  return typeof published === 'string' ? new Date(published) : new Date(ctx.at(published, 9));
}

/** Gives ids in list order from `firstId`, so a page's id is stable as long as the content files are. */
export function buildPages(ctx: ContentContext, drafts: readonly PageDraft[], firstId = 1100): CmsPage[] {
  return drafts.map((draft, index) => buildPage(ctx, draft, firstId + index));
}

export function buildPage(ctx: ContentContext, draft: PageDraft, id: number): CmsPage {
  const {
    path,
    name,
    type,
    published,
    editedAfter = 0,
    teaser,
    image,
    blocks,
    seoTitle,
    noIndex,
    theme,
    ...extra
  } = draft;
  const publish = dateOf(ctx, published);
  const media = image ? ctx.media(image) : null;
  // A page counts as updated when any of its rich text was, as in Umbraco, where saving a block saves the page.
  const edits = blocks.flatMap((b) =>
    typeof b.Content.UpdatedDate === 'string' ? [new Date(b.Content.UpdatedDate).getTime()] : [],
  );
  const updated = Math.max(publish.getTime() + editedAfter * DAY, ...edits);
  return {
    Id: id,
    Key: pageKey(path),
    Name: name,
    Url: path,
    ContentType: type,
    // Editors create a page a couple of days before they publish it.
    CreateDate: new Date(publish.getTime() - 2 * DAY).toISOString(),
    UpdateDate: new Date(updated).toISOString(),
    PublishDate: publish.toISOString(),
    ...(theme ? { Theme: theme } : {}),
    Seo: {
      Title: seoTitle ?? name,
      Description: teaser,
      CanonicalUrl: null,
      NoIndex: noIndex ?? false,
      Image: media,
    },
    Teaser: { Text: teaser, Image: media },
    Blocks: blocks,
    ...extra,
  };
}
