import { AppLink } from '@/components/AppLink/AppLink';
import { useClearRefinements } from 'react-instantsearch';
import { SEARCH_SUGGESTIONS } from './paths';
import styles from './SearchScreen.module.css';

/** Nothing found: say so plainly and offer ways on. */
export function EmptyState({ query }: { query: string }) {
  const { canRefine: hasFilters, refine: clearFilters } = useClearRefinements();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyLead}>
        {query ? (
          <>
            Vi fandt ingen sider, der matcher <strong>»{query}«</strong>.
          </>
        ) : (
          'Vi fandt ingen sider.'
        )}
      </p>
      <ul>
        <li>Prøv et andet ord, et synonym eller et kortere ord.</li>
        <li>Tjek stavningen – du kan også skrive æ, ø og å som ae, oe og aa.</li>
        {hasFilters ? (
          <li>
            <button type="button" className={styles.linkButton} onClick={clearFilters}>
              Fjern filtrene
            </button>{' '}
            og søg i alle typer.
          </li>
        ) : null}
      </ul>
      <p>Eller find vej herfra:</p>
      <ul className={styles.suggestions}>
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion.href}>
            <AppLink href={suggestion.href}>{suggestion.label}</AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
