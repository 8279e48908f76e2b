import { blockAnchorId } from '@/lib/routes';
import type { Block } from '@/cms/vocabulary';

/**
 * The landing pages' sticky in-page navigation (SPEC section 2): which blocks get a link, which section is
 * in view, and where a click scrolls to. Pure, so the rules are tested without a browser.
 */

/** SPEC section 9: scroll stop below the header, the active item's offset, the observer margin. */
export const STICKY_NAV_SCROLL_OFFSET_PX = 30;
export const STICKY_NAV_ACTIVE_OFFSET_PX = 40;
export const STICKY_NAV_ROOT_MARGIN = '-50% 0px -50% 0px';

export interface StickyNavLink {
  anchorId: string;
  headline: string;
  /** The block's position in the page's Blocks. */
  index: number;
}

/**
 * A block gets a link when it has Content.Headline and Content.AnchorId and is not a heroBlock. Blank values
 * count as missing; a second block with an anchor already linked gets no second link (ids are unique).
 */
export function stickyNavLinks(
  blocks: readonly (Pick<Block, 'ContentType' | 'Content'> & { Type?: string })[],
): StickyNavLink[] {
  const links: StickyNavLink[] = [];
  const seen = new Set<string>();
  for (const [index, block] of blocks.entries()) {
    // A block sent as HTML or pending names its own type in Type (src/cms/blocks).
    if ((block.Type ?? block.ContentType) === 'heroBlock') continue;
    const headline = typeof block.Content.Headline === 'string' ? block.Content.Headline.trim() : '';
    const anchorId = blockAnchorId(block.Content.AnchorId) ?? '';
    if (!headline || !anchorId || seen.has(anchorId)) continue;
    seen.add(anchorId);
    links.push({ anchorId, headline, index });
  }
  return links;
}

export interface SectionBox {
  anchorId: string;
  /** Viewport coordinates (getBoundingClientRect). */
  top: number;
  bottom: number;
}

/**
 * The section in view: the one crossing the middle line of the viewport (what the '-50% 0px -50% 0px'
 * observer margin sees). Above the first section nothing is active. In a gap between sections the previous
 * choice stays (`undefined`). Scrolled to the very bottom, the last section that has come into view wins, so a
 * short last section can be active too.
 */
export function sectionInView(
  sections: readonly SectionBox[],
  viewportHeight: number,
  atBottom = false,
): string | null | undefined {
  const line = viewportHeight / 2;
  if (atBottom) {
    const visible = sections.filter((section) => section.top < viewportHeight);
    const last = visible[visible.length - 1];
    if (last) return last.anchorId;
  }
  const crossing = sections.find((section) => section.top <= line && section.bottom > line);
  if (crossing) return crossing.anchorId;
  const first = sections[0];
  if (!first || first.top > line) return null;
  return undefined;
}

/** Where the page scrolls to for a section: its top, 30 px below everything sticky at the top (header and nav). */
export function scrollTargetY(
  sectionTop: number,
  scrollY: number,
  stickyHeight: number,
  offset = STICKY_NAV_SCROLL_OFFSET_PX,
): number {
  return Math.max(0, Math.round(sectionTop + scrollY - stickyHeight - offset));
}

/**
 * The nav's horizontal scroll (phones) that shows the active link 40 px from the start of the strip; with no
 * active link (above the first section) the strip goes back to its start, so its first links are in view.
 */
export function navScrollLeft(linkOffsetLeft: number | null, offset = STICKY_NAV_ACTIVE_OFFSET_PX): number {
  return linkOffsetLeft === null ? 0 : Math.max(0, Math.round(linkOffsetLeft - offset));
}
