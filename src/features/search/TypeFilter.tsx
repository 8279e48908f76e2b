import { useRefinementList } from 'react-instantsearch';
import { pageTypeLabel } from '@/lib/page-types';
import { URL_PARAMS } from './routing';
import { SEARCH_FORM_ID } from './SearchForm';
import styles from './SearchScreen.module.css';

const SORT_TYPES: ['count:desc', 'name:asc'] = ['count:desc', 'name:asc'];

/** Filter by page type, with the number of results of each (an OR filter: counts ignore the type chosen). */
export function TypeFilter() {
  const { items, refine } = useRefinementList({ attribute: 'type', limit: 30, sortBy: SORT_TYPES });
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.filtersLegend}>Filtrer efter type</legend>
      {items.length === 0 ? (
        <p className={styles.muted}>Ingen typer at vælge imellem.</p>
      ) : (
        <ul className={styles.filterList}>
          {items.map((item) => {
            const id = `search-type-${item.value}`;
            return (
              <li key={item.value}>
                <input
                  id={id}
                  type="checkbox"
                  name={URL_PARAMS.type}
                  value={item.value}
                  form={SEARCH_FORM_ID}
                  checked={item.isRefined}
                  onChange={() => refine(item.value)}
                />
                <label htmlFor={id}>
                  {pageTypeLabel(item.value)} <span className={styles.count}>({item.count})</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <noscript>
        <button type="submit" form={SEARCH_FORM_ID} className="button button--ghost">
          Vis resultater
        </button>
      </noscript>
    </fieldset>
  );
}
