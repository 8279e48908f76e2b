import { useSortBy } from 'react-instantsearch';
import { SEARCH_INDICES } from '@/lib/search-indices';
import { isSortKey, SORT_INDICES, sortKeyOf, URL_PARAMS } from './routing';
import { SEARCH_FORM_ID } from './SearchForm';
import styles from './SearchScreen.module.css';

const ITEMS = [
  { label: 'Relevans', value: SEARCH_INDICES.content },
  { label: 'Nyeste', value: SEARCH_INDICES.contentNewest },
];

/** Relevance (the main index) or newest first (its published-date replica). Options carry the URL's words. */
export function SortSelect() {
  const { currentRefinement, options, refine } = useSortBy({ items: ITEMS });
  return (
    <div className={styles.sort}>
      <label htmlFor="search-sort">Sortér efter</label>
      <select
        id="search-sort"
        name={URL_PARAMS.sort}
        form={SEARCH_FORM_ID}
        value={sortKeyOf(currentRefinement)}
        onChange={(event) => {
          const key = event.currentTarget.value;
          if (isSortKey(key)) refine(SORT_INDICES[key]);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={sortKeyOf(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
