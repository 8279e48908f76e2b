import styles from './ExportLink.module.css';

/**
 * A CSV export of an admin table (src/pages/api/admin/eksport/[kind].ts): a plain link the browser downloads,
 * so it works without JavaScript and streams however many rows. The text says what comes and in which format.
 */
export function ExportLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={styles.link}>
      {label}
    </a>
  );
}
