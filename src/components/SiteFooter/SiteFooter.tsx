import Link from 'next/link';
import type { Global } from '@/server/upstream/cms-schemas';
import styles from './SiteFooter.module.css';

/** The public footer from Global.Footer: addresses, sitemap groups, calls to action and the privacy link. */
export function SiteFooter({ global }: { global: Global | null }) {
  if (!global) return <footer className={styles.footer} />;
  const { Addresses, Sitemap, CTAs } = global.Footer;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        {Addresses.map((address) => (
          <section key={`${address.Street}-${address.City}`} aria-label={address.OfficeTitle || 'Adresse'}>
            <h2>
              {address.OfficeTitle}
              {address.PrimaryAddress ? <span className="visually-hidden"> (hovedadresse)</span> : null}
            </h2>
            <address>
              {address.Street}
              <br />
              {address.PostalCode} {address.City}
              {address.OpeningHours ? (
                <>
                  <br />
                  {address.OpeningHours}
                </>
              ) : null}
            </address>
          </section>
        ))}
        {Sitemap.map((group) => (
          <nav key={group.Headline} aria-label={group.Headline}>
            <h2>{group.Headline}</h2>
            <ul>
              {group.Links.map((link) => (
                <li key={link.Url}>
                  <Link href={link.Url}>{link.Text}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {CTAs.map((cta) => (
          <section key={cta.Headline} aria-label={cta.Headline}>
            <h2>{cta.Headline}</h2>
            <p>{cta.Description}</p>
            <a href={cta.Link.Url} target={cta.Link.NewWindow ? '_blank' : undefined} rel="noopener">
              {cta.Link.Text}
            </a>
          </section>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <span>{global.SiteName}</span>
        {global.PrivacyPolicyLink ? <Link href={global.PrivacyPolicyLink.Url}>{global.PrivacyPolicyLink.Text}</Link> : null}
      </div>
    </footer>
  );
}
