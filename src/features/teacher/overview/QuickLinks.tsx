import { CmsLink } from '@/components/CmsLink/CmsLink';
import type { Quicklinks } from '@/server/upstream/cms-schemas';
import styles from './Overview.module.css';

/** Page.QuickLinks from the quicklinks answer, as a list of links with their descriptions. */
export function QuickLinks({ links }: { links: Quicklinks['QuickLinks'] }) {
  return (
    <section aria-labelledby="genveje-titel" className={styles.section}>
      <h2 id="genveje-titel">Genveje</h2>
      {links.length === 0 ? (
        <p className={styles.empty}>Der er ingen genveje lige nu.</p>
      ) : (
        // Prefetched when the visitor is idle, like the menus (src/lib/client/idle-prefetch.ts).
        <ul className={styles.quicklinks} data-idle-prefetch="">
          {links.map((link) => (
            <li key={link.Url}>
              <CmsLink link={link} />
              {link.Description ? <span className={styles.muted}>{link.Description}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
