import { SCROLL_TOP_ATTRIBUTE } from '@/lib/static-actions';
import styles from './SiteFooter.module.css';

/**
 * "Til toppen". The footer comes as HTML (docs/decisions/0009), so the button carries no handler of its own: the
 * page's one listener for static parts scrolls to the top and moves focus to the start of the page
 * (src/lib/client/static-behaviour.ts).
 */
export function ScrollTopButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.toTop} aria-label={label} {...{ [SCROLL_TOP_ATTRIBUTE]: '' }}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="none">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Til toppen
    </button>
  );
}
