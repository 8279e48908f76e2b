import { GrantCard } from '@/components/Cards/GrantCard';
import { GrantOverview } from '@/features/grants/GrantOverview';
import type { BlockProps } from '../types';
import { ListingBlock } from './ListingBlock';

/**
 * `grantListBlock`: the grant summaries the CMS put in the block, open or closed decided now. On the grants
 * overview the first such block carries the whole grant index instead, with search and filters.
 */
export function GrantListBlock({ block }: BlockProps<'grantListBlock'>) {
  return (
    <ListingBlock
      block={block}
      overview={(data, { anchorId }) => (
        <GrantOverview
          open={data.open}
          closed={data.closed}
          all={data.all}
          categories={data.categories}
          anchorId={anchorId}
          text={data.text}
        />
      )}
      label="Legater"
      emptyText="Der er ingen legater lige nu."
      items={(data) => data.grants}
      itemKey={(grant) => grant.id}
      renderItem={(grant, headingLevel) => <GrantCard grant={grant} headingLevel={headingLevel} />}
    />
  );
}
