import styles from './SiteFooter.module.css';

/**
 * "Til toppen": scrolls to the top (smoothly, unless the person prefers reduced motion) and moves focus to
 * the start of the page, so keyboard users continue from the top too.
 */
export function ScrollTopButton({ label }: { label: string }) {
  const onClick = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    const start =
      document.querySelector<HTMLElement>('[data-site-header] a[href]') ??
      document.querySelector<HTMLElement>('main');
    start?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.toTop} onClick={onClick} aria-label={label}>
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
