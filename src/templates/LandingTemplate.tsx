import { useMemo } from 'react';
import { BlockView, typeOfBlock } from '@/blocks/Blocks';
import { isKnownBlockType } from '@/blocks/islands';
import { TemplatePartView } from '@/components/StaticHtml/TemplatePartView';
import { StickyNav } from '@/components/StickyNav/StickyNav';
import { dictionaryText } from '@/lib/dictionary';
import { stickyNavLinks } from '@/lib/sticky-nav';
import type { ContentPageProps } from '@/server/loaders/navigation';
import type { PageBlock } from '@/cms/blocks';

/**
 * A landing page (SPEC section 2): the opening hero, then the sticky in-page navigation, then the blocks.
 * Blocks are drawn as `Blocks` draws them (the registry, in order, with their index), except that each linked
 * section is wrapped in an element carrying its anchor id, and the block itself gets no AnchorId: so the
 * target of every link exists exactly once, whatever a block component does with AnchorId.
 */
/**
 * The block with no AnchorId of its own: the landing page puts the anchor on the section around it. A block
 * sent as HTML was rendered without it on the server (src/render/static-blocks.tsx).
 */
const withoutAnchor = <B extends PageBlock>(block: B): B =>
  block.ContentType === 'staticBlock'
    ? block
    : { ...block, Content: { ...block.Content, AnchorId: undefined } };

export function LandingTemplate(props: ContentPageProps) {
  const { page, global } = props;
  const links = useMemo(() => stickyNavLinks(page.Blocks), [page.Blocks]);
  const anchorAt = new Map(links.map((link) => [link.index, link.anchorId]));
  const heroes = page.Blocks.findIndex((block) => typeOfBlock(block) !== 'heroBlock');
  const openingCount = heroes === -1 ? page.Blocks.length : heroes;

  const render = (block: PageBlock, index: number) => {
    if (!isKnownBlockType(typeOfBlock(block))) return null;
    const anchorId = anchorAt.get(index);
    if (!anchorId)
      return (
        <BlockView
          key={`${block.ContentType}-${index}`}
          block={block}
          page={page}
          site={props}
          index={index}
        />
      );
    return (
      <div key={`${block.ContentType}-${index}`} id={anchorId} data-landing-section="">
        <BlockView block={withoutAnchor(block)} page={page} site={props} index={index} />
      </div>
    );
  };

  return (
    <article>
      {openingCount === 0 ? <TemplatePartView page={page} part="intro" /> : null}
      {page.Blocks.slice(0, openingCount).map(render)}
      <StickyNav
        links={links}
        label={dictionaryText(global?.Dictionaries, 'Aria.Navigation.InPage', 'Indhold på siden')}
      />
      {page.Blocks.slice(openingCount).map((block, offset) => render(block, openingCount + offset))}
    </article>
  );
}
