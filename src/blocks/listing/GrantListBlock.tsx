import { blockAnchorId } from '@/lib/routes';
import { nonEmpty } from '@/blocks/fields';
import { GrantCard } from '@/components/Cards/GrantCard';
import { GrantOverview } from '@/features/grants/GrantOverview';
import type { BlockProps } from '../types';
import { CardListSection } from './CardListSection';
import styles from './Listing.module.css';

/**
 * `grantListBlock`: the grant summaries the CMS put in the block, open or closed decided now. On the grants
 * overview the first such block carries the whole grant index instead, with search and filters.
 */
export function GrantListBlock({ block }: BlockProps<'grantListBlock'>) {
  const data = block.Data;
  if (data.kind === 'merged') return null;
  const headline = nonEmpty(block.Content.Headline);
  const anchorId = blockAnchorId(block.Content.AnchorId);
  if (data.kind === 'overview') {
    return (
      <div className={styles.block}>
        <GrantOverview grants={data.grants} anchorId={anchorId} text={data.text} />
      </div>
    );
  }
  return (
    <CardListSection
      headline={headline}
      anchorId={anchorId}
      label="Legater"
      text={data.text}
      items={data.grants}
      emptyText={data.emptyText || 'Der er ingen legater lige nu.'}
      itemKey={(grant) => grant.id}
      renderItem={(grant, headingLevel) => <GrantCard grant={grant} headingLevel={headingLevel} />}
    />
  );
}
