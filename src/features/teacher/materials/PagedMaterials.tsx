import { useRef } from 'react';
import { ShowMore, useFocusFirstNew, type Noun } from '@/components/ShowMore/ShowMore';
import { MATERIALS_PAGE_SIZE } from '@/lib/screens/teacher-materials';
import styles from './Materials.module.css';
import type { MaterialItem, MaterialsQuery } from './use-materials';

const MATERIALS: Noun = { one: 'materiale', many: 'materialer' };

/**
 * One of Undervisningsmaterialer's lists as cards, sent a page at a time: "Vis flere" under it says how many of
 * how many are shown and moves focus to the first new card.
 */
export function PagedMaterials({
  query,
  card,
}: {
  query: MaterialsQuery;
  card: (material: MaterialItem) => React.ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const items = query.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const focusFrom = useFocusFirstNew(list, items.length);
  return (
    <>
      <ul ref={list} className={styles.grid}>
        {items.map(card)}
      </ul>
      {total > MATERIALS_PAGE_SIZE ? (
        <ShowMore shown={items.length} total={total} noun={MATERIALS} query={query} focusFrom={focusFrom} />
      ) : null}
    </>
  );
}
