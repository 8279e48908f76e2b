import styles from './PreviewBanner.module.css';

/**
 * Shown on every page while an editor previews drafts (docs/decisions/0031). Plain HTML: the link is an ordinary
 * navigation to the route that ends preview and comes back to this page, so it needs no script.
 */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <section className={styles.banner} aria-label="Forhåndsvisning">
      <p className={styles.text}>Du ser en forhåndsvisning af ikke-udgivet indhold</p>
      <a className={styles.exit} href={`/api/preview/exit?path=${encodeURIComponent(path)}`}>
        Afslut forhåndsvisning
      </a>
    </section>
  );
}
