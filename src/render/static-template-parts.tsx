import type { PreparedPage, StaticPart, TemplatePart } from '@/cms/blocks';
import { introBlockCount } from '@/blocks/Blocks';
import { ArticleHeader } from '@/templates/ArticleHeader';
import { PageIntro } from '@/templates/PageIntro';
import type { SiteProps } from '@/server/loaders/navigation';
import { renderedOnce, renderPart } from './render-part';

const once = renderedOnce<PreparedPage>();

/** Page types whose template draws its own opening (src/templates/listing.ts), so they need no intro. */
const OWN_OPENING = new Set(['eventOverview', 'eventPage', 'grantOverview', 'grantPage', 'newsOverview']);

/**
 * The parts of a page's template that nobody acts on, as HTML (docs/decisions/0009): the intro of a page that
 * opens without a hero, an article's heading. Templates draw them with TemplatePartView. `page` is the page as
 * prepared (before its static blocks were replaced), so its hero is still known by its type.
 */
export function templateParts(
  page: PreparedPage,
  site: SiteProps,
  part: (html: string) => StaticPart,
): PreparedPage['Parts'] {
  const opened = introBlockCount(page) > 0;
  const parts: Partial<Record<TemplatePart, StaticPart>> = {};
  if (page.ContentType === 'article') {
    parts.articleHeader = part(
      once(page, 'articleHeader', () =>
        renderPart(site.config, 'article-', <ArticleHeader page={page} opened={opened} />),
      ),
    );
  } else if (!opened && !OWN_OPENING.has(page.ContentType)) {
    parts.intro = part(
      once(page, 'intro', () => renderPart(site.config, 'intro-', <PageIntro page={page} />)),
    );
  }
  return parts;
}
