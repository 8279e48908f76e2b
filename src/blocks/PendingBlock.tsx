import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { LateBlockType, PendingBlock, PreparedBlock, PreparedBlocks } from '@/cms/blocks';
import { couldNotFetch, LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { nonEmpty } from '@/blocks/fields';
import { blockAnchorId } from '@/lib/routes';
import { ListingSection } from './listing/CardListSection';
import styles from './listing/Listing.module.css';
import { ISLAND_COMPONENTS, isIsland, type IslandType } from './islands';
import type { BlockProps } from './types';

/** What a pending listing is called while it comes, and when it could not be had. */
const NAMES: Record<LateBlockType, { label: string; what: string; loading: string }> = {
  eventListBlock: { label: 'Arrangementer', what: 'Arrangementerne', loading: 'Henter arrangementer …' },
  grantListBlock: { label: 'Legater', what: 'Legaterne', loading: 'Henter legater …' },
  latestArticlesBlock: { label: 'Nyheder', what: 'Nyhederne', loading: 'Henter nyheder …' },
  flashcardsBlock: { label: 'Spørgsmålskort', what: 'Spørgsmålskortene', loading: 'Henter spørgsmålskort …' },
};

type State = { kind: 'loading' } | { kind: 'ready'; block: PreparedBlock } | { kind: 'failed' };

/** The page's query string as the browser has it: an overview's filters and page. */
const searchOf = (asPath: string) => {
  const query = asPath.split('#')[0] ?? '';
  const start = query.indexOf('?');
  return start === -1 ? '' : query.slice(start);
};

/** The prepared block from `content.pendingBlock`, or null when it could not be had (any failure). */
const ask = (input: { path: string; index: number; type: LateBlockType; search: string }) =>
  import('@/lib/client/api')
    .then(({ api }) => api.content.pendingBlock.query(input, { context: { alone: true } }))
    .catch(() => null);

/**
 * A listing block the server sent in its loading state, its list having been late (docs/decisions/0011):
 * "Henter … " as a status, while the browser asks `content.pendingBlock` for it; then the block as its own
 * component draws it, or the Danish failure text with "Prøv igen" when it could not be had.
 */
export function PendingBlockView({
  block,
  page,
  site,
  index,
}: Omit<BlockProps, 'block'> & { block: PendingBlock }) {
  const router = useRouter();
  const search = searchOf(router.asPath);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void ask({ path: page.Url, index, type: block.Type, search }).then((found) => {
      if (live) setState(found ? { kind: 'ready', block: found } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [page.Url, index, block.Type, search]);

  /** "Prøv igen": the same question again; a throw tells LoadFailure it failed once more. */
  const retry = async () => {
    const found = await ask({ path: page.Url, index, type: block.Type, search });
    if (!found) throw new Error('still not fetched');
    setState({ kind: 'ready', block: found });
  };

  if (state.kind === 'ready') {
    const found = state.block;
    if (!isIsland(found.ContentType)) return null;
    const Component = ISLAND_COMPONENTS[found.ContentType];
    return <Component block={found as PreparedBlocks[IslandType]} page={page} site={site} index={index} />;
  }
  const names = NAMES[block.Type];
  const anchorId = blockAnchorId(block.Content.AnchorId);
  return (
    <ListingSection
      headline={nonEmpty(block.Content.Headline)}
      anchorId={anchorId}
      label={names.label}
      text={null}
    >
      {state.kind === 'loading' ? (
        <p role="status" className={styles.pending}>
          {names.loading}
        </p>
      ) : (
        <LoadFailure {...couldNotFetch(names.what)} retry={retry} />
      )}
    </ListingSection>
  );
}
