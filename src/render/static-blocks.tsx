import type { PageBlock, PreparedBlock, PreparedBlocks, PreparedPage, StaticBlock } from '@/cms/blocks';
import { BLOCK_COMPONENTS } from '@/blocks/registry';
import { CARD_LIST_TYPES, STATIC_TYPES } from '@/blocks/static-types';
import type { BlockComponent } from '@/blocks/types';
import { stickyNavLinks } from '@/lib/sticky-nav';
import type { SiteProps } from '@/server/loaders/navigation';
import { renderedOnce, renderPart } from './render-part';

type StaticType = (typeof STATIC_TYPES)[number] | (typeof CARD_LIST_TYPES)[number];

/**
 * The block types no visitor acts on, drawn by the server to HTML (docs/decisions/0009), and when: the latest
 * articles are static except on the news overview, where "Vis flere" grows them; the event and grant lists
 * except where they carry their overview (filters and paging). Every other type (carousel, countdown,
 * flashcards, materials) is an island the browser hydrates.
 */
const STATIC = new Set<string>(STATIC_TYPES);
const CARD_LISTS = new Set<string>(CARD_LIST_TYPES);

const staticOnPage = (block: PreparedBlock, page: PreparedPage): block is PreparedBlocks[StaticType] =>
  (STATIC.has(block.ContentType) &&
    !(block.ContentType === 'latestArticlesBlock' && page.ContentType === 'newsOverview')) ||
  (CARD_LISTS.has(block.ContentType) && cardsOnly(block));

/** A list block holding its own cards, or nothing (a further list on its overview page). */
const cardsOnly = (block: PreparedBlock) => {
  const kind = (block as { Data?: { kind?: string } }).Data?.kind;
  return kind === 'list' || kind === 'merged';
};

const once = renderedOnce<PreparedBlock>();

/**
 * The page's blocks with each static one as its HTML (`part` wraps it for the first HTML or for the data of a
 * page reached by a link). A landing page puts a linked block's anchor on the section around it, so such a block
 * is drawn without its own (LandingTemplate).
 */
export function staticBlocks(
  page: PreparedPage,
  site: SiteProps,
  part: (html: string) => StaticBlock['Html'],
): PageBlock[] {
  const anchored =
    page.ContentType === 'landingPage'
      ? new Set(stickyNavLinks(page.Blocks).map((link) => link.index))
      : null;
  return page.Blocks.map((block, index) => {
    if (block.ContentType === 'staticBlock' || block.ContentType === 'pendingBlock') return block;
    if (!staticOnPage(block, page)) return block;
    const bare = anchored?.has(index) ?? false;
    const html = once(block, `${index}:${bare ? 'bare' : 'anchored'}`, () => {
      const drawn = (
        bare ? { ...block, Content: { ...block.Content, AnchorId: undefined } } : block
      ) as PreparedBlocks[StaticType];
      const Component = BLOCK_COMPONENTS[block.ContentType] as BlockComponent<StaticType>;
      return renderPart(
        site.config,
        `block${index}-`,
        <Component block={drawn} page={page} site={site} index={index} />,
      );
    });
    const content = block.Content as { Headline?: unknown; AnchorId?: unknown };
    return {
      ContentType: 'staticBlock',
      Type: block.ContentType,
      Content: {
        ...(typeof content.Headline === 'string' ? { Headline: content.Headline } : {}),
        ...(typeof content.AnchorId === 'string' ? { AnchorId: content.AnchorId } : {}),
      },
      Html: part(html),
    };
  });
}
