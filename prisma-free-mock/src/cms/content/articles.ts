import type { MediaName } from '../../seed/media';
import type { CmsBlock } from '../schema';
import { OLDER_ARTICLES } from './articles-older';
import { RECENT_ARTICLES } from './articles-recent';
import type { SeedArticle } from '../../seed/types';
import { latestArticlesBlock, paragraphs, richTextBlock } from './blocks';
import { link, type ContentContext } from './context';
import type { PageDraft } from './page';

export type ArticleSeed = {
  slug: string;
  title: string;
  /** Days from today, or a fixed ISO date for archive articles. */
  published: number | string;
  /** The rich text's UpdatedDate: left out → the publish date plus an hour; null → no UpdatedDate at all. */
  updated?: string | null;
  author: string;
  tags: string[];
  image: MediaName;
  teaser: string;
  body: (ctx: ContentContext) => string;
  extra?: (ctx: ContentContext) => CmsBlock[];
};

export const ARTICLES: ArticleSeed[] = [...RECENT_ARTICLES, ...OLDER_ARTICLES];

const HOUR = 3_600_000;

/** A generated article of a larger world, in the shape of the demo's written-out ones. */
const fromSeed = (a: SeedArticle): ArticleSeed => ({ ...a, body: () => paragraphs(...a.paragraphs) });

export function articlePages(ctx: ContentContext): PageDraft[] {
  return [...ARTICLES, ...ctx.seed.articles.map(fromSeed)].map((a) => {
    const published = typeof a.published === 'string' ? a.published : ctx.at(a.published, 9);
    const updated =
      a.updated === undefined ? new Date(new Date(published).getTime() + HOUR).toISOString() : a.updated;
    return {
      path: `/nyheder/${a.slug}/`,
      name: a.title,
      type: 'article',
      published: a.published,
      teaser: a.teaser,
      image: a.image,
      Author: a.author,
      Tags: a.tags,
      blocks: [
        richTextBlock({ Text: a.body(ctx), ...(updated === null ? {} : { UpdatedDate: updated }) }),
        ...(a.extra?.(ctx) ?? []),
        latestArticlesBlock({ Headline: 'Læs også', Amount: 3, Link: link('/nyheder/', 'Alle nyheder') }),
      ],
    };
  });
}
