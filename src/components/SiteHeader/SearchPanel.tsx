import { useRouter } from 'next/router';
import { forwardRef, useEffect, useId, useState, type FormEvent } from 'react';
import { PATHS } from '@/lib/routes';
import { onPageChange } from '@/lib/client/page-change';
import { offerSearch } from '@/lib/client/site-search';
import styles from './SearchPanel.module.css';

interface Props {
  id: string;
  open: boolean;
  label: string;
  placeholder: string;
  submitText: string;
  /** Called when an open results page took the search in place (the header closes the panel). */
  onSearchInPlace: () => void;
}

/**
 * The site-wide search box (SPEC section 2, "Search"): a real GET form to /soge-resultater/?query=…, so it works
 * before the page's script has loaded; with the script it navigates inside the app, or, on the results page,
 * hands the search to that page (lib/client/site-search.ts). Its input is cleared on every page change (the
 * header closes the panel then too) and after a search in place.
 */
export const SearchPanel = forwardRef<HTMLInputElement, Props>(function SearchPanel(
  { id, open, label, placeholder, submitText, onSearchInPlace },
  inputRef,
) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const inputId = useId();

  useEffect(() => onPageChange(router.events, () => setQuery('')), [router.events]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    if (offerSearch(text)) {
      setQuery('');
      onSearchInPlace();
      return;
    }
    // Encoded as the results page writes its own URL (routeToSearch in features/search/routing.ts, a space as
    // '+'; not imported here, as it would add 0.7 KB gzip to every page's header), or it would push its form as a
    // second history entry and Back would show the same results again.
    void router.push(`${PATHS.search}?${new URLSearchParams({ query: text }).toString()}`);
  };

  return (
    <div id={id} className={styles.panel} hidden={!open}>
      <form
        role="search"
        action={PATHS.search}
        method="get"
        className={`container ${styles.form}`}
        onSubmit={onSubmit}
        aria-label={label}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="query"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={`button ${styles.submit}`}>
          {submitText}
        </button>
      </form>
    </div>
  );
});
