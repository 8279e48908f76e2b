import type { ReactNode } from 'react';
import { nonEmpty } from '@/blocks/fields';
import { blockAnchorId } from '@/lib/routes';
import { CardListSection } from './CardListSection';
import styles from './Listing.module.css';

/**
 * What the server made of a listing block (src/cms/blocks): its own cards, the overview's page for this request,
 * or nothing (`merged`; `overviewSource` is the server's whole list, never sent: listing-view.ts replaces it).
 */
type ListingData =
  | { kind: 'list'; text: string | null; emptyText: string }
  | { kind: 'overview' }
  | { kind: 'overviewSource' }
  | { kind: 'merged' };

/** The block's headline and anchor, for the overview it carries. */
export interface ListingPlace {
  headline: string | null;
  anchorId: string | undefined;
}

const isKind = <D extends ListingData, K extends D['kind']>(
  data: D,
  kind: K,
): data is Extract<D, { kind: K }> => data.kind === kind;

/**
 * A listing block (events, grants): nothing when an earlier block of its kind already carries the overview, the
 * whole overview on the overview page, and otherwise the cards the CMS put in it.
 */
export function ListingBlock<D extends ListingData, T>({
  block,
  label,
  emptyText,
  overview,
  items,
  itemKey,
  renderItem,
}: {
  block: { Data: D; Content: { Headline?: string | null; AnchorId?: unknown } };
  /** The list's name when the CMS gave it no headline. */
  label: string;
  /** Said when the list is empty and the CMS gave no text of its own. */
  emptyText: string;
  overview: (data: Extract<D, { kind: 'overview' }>, place: ListingPlace) => ReactNode;
  items: (data: Extract<D, { kind: 'list' }>) => readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, headingLevel: 2 | 3) => ReactNode;
}) {
  const data = block.Data;
  const place: ListingPlace = {
    headline: nonEmpty(block.Content.Headline),
    anchorId: blockAnchorId(block.Content.AnchorId),
  };
  if (isKind(data, 'overview')) return <div className={styles.block}>{overview(data, place)}</div>;
  if (!isKind(data, 'list')) return null;
  return (
    <CardListSection
      {...place}
      label={label}
      text={data.text}
      items={items(data)}
      emptyText={data.emptyText || emptyText}
      itemKey={itemKey}
      renderItem={renderItem}
    />
  );
}
