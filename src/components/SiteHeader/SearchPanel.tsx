import { PATHS } from '@/lib/routes';
import styles from './SearchPanel.module.css';

interface Props {
  id: string;
  label: string;
  placeholder: string;
  submitText: string;
}

/**
 * The site-wide search box (SPEC section 2, "Search"), drawn once on the server and hidden until its button
 * opens it: a real GET form to /soge-resultater/?query=…, so it works before the page's script has loaded. With
 * the script, the header's listener (src/lib/client/header-behaviour.ts) navigates inside the app, or, on the
 * results page, hands the search to that page (src/lib/client/site-search.ts), and clears the box on every page
 * change (docs/decisions/0042).
 */
export function SearchPanel({ id, label, placeholder, submitText }: Props) {
  return (
    <div id={id} className={styles.panel} hidden>
      <form
        role="search"
        action={PATHS.search}
        method="get"
        className={`container ${styles.form}`}
        aria-label={label}
      >
        <label htmlFor={`${id}-query`} className="visually-hidden">
          {label}
        </label>
        <input
          id={`${id}-query`}
          className={styles.input}
          type="search"
          name="query"
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
}
