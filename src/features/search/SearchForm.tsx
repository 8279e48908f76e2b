import singletonRouter from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { PATHS } from '@/lib/routes';
import { URL_PARAMS } from './routing';
import styles from './SearchScreen.module.css';

export const SEARCH_FORM_ID = 'search-form';

/**
 * The query field. Every keystroke searches at once (no debounce: the service answers in milliseconds and
 * InstantSearch drops answers that arrive out of order). Without JavaScript the form is a plain GET to this
 * page, with the filter and sort fields attached to it through their `form` attribute.
 */
export function SearchForm() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const [focused, setFocused] = useState(false);
  const [fromHistory, setFromHistory] = useState(false);

  // Back/forward and links to this page change the query from outside, also while the field has focus.
  useEffect(() => {
    const mark = () => setFromHistory(true);
    const onRoute = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) mark();
    };
    window.addEventListener('popstate', mark);
    singletonRouter.events.on('routeChangeComplete', onRoute);
    return () => {
      window.removeEventListener('popstate', mark);
      singletonRouter.events.off('routeChangeComplete', onRoute);
    };
  }, []);

  // Otherwise the field leads: while the visitor types, the query InstantSearch renders may lag a keystroke
  // behind, and must not overwrite what is in the field.
  if (query !== value && (fromHistory || !focused)) setValue(query);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refine(value);
  };

  return (
    <form
      id={SEARCH_FORM_ID}
      role="search"
      aria-label="Søg i indholdet"
      action={PATHS.search}
      method="get"
      className={styles.form}
      onSubmit={submit}
    >
      <label htmlFor="search-query" className={styles.formLabel}>
        Søgeord
      </label>
      <div className={styles.formRow}>
        <input
          id="search-query"
          className={styles.input}
          type="search"
          name={URL_PARAMS.query}
          value={value}
          onChange={(event) => {
            setFromHistory(false);
            setValue(event.currentTarget.value);
            refine(event.currentTarget.value);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={512}
        />
        <button type="submit" className="button">
          Søg
        </button>
      </div>
    </form>
  );
}
