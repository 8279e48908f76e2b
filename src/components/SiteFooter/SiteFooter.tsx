import { useId } from 'react';
import { CmsLink } from '@/components/CmsLink/CmsLink';
import { dictionaryText } from '@/lib/dictionary';
import { cdnUrl } from '@/lib/media';
import { useImageCdn } from '@/components/SiteConfig/SiteConfig';
import type { Link } from '@/cms/vocabulary';
import type { Global } from '@/server/upstream/cms-schemas';
import { ConsentSettingsButton } from './ConsentSettingsButton';
import { ScrollTopButton } from './ScrollTopButton';
import styles from './SiteFooter.module.css';

interface Props {
  global: Global | null;
}

/** A CMS link in the footer. */
function FooterLink({ link, className }: { link: Link; className?: string }) {
  return <CmsLink link={link} className={className} />;
}

/**
 * The public footer (SPEC section 2, "Footer"): calls to action, the foundation's addresses (the primary one
 * marked), the sitemap groups, e-mail and social media, both logos, the privacy link and "Til toppen".
 * Aria labels come from Global.Dictionaries, with Danish fallbacks.
 */
export function SiteFooter({ global }: Props) {
  const headingIds = useId();
  const cdnBase = useImageCdn();
  if (!global) {
    return (
      <footer className={styles.footer}>
        <div className={`container ${styles.bottom}`}>
          <span>Fonden for Iværksætteri i Skolen</span>
          <ScrollTopButton label="Rul til toppen af siden" />
        </div>
      </footer>
    );
  }
  const text = (key: string, fallback: string) => dictionaryText(global.Dictionaries, key, fallback);
  const { Addresses, Sitemap, CTAs } = global.Footer;
  const addresses = [...Addresses].sort((a, b) => Number(b.PrimaryAddress) - Number(a.PrimaryAddress));
  const { Primary: primaryLogo, Secondary: secondaryLogo } = global.Logos;

  return (
    <footer className={styles.footer}>
      {CTAs.length > 0 ? (
        <div className={`container ${styles.ctas}`}>
          {CTAs.map((cta, index) => (
            <section
              key={`${cta.Headline}-${index}`}
              className={styles.cta}
              aria-labelledby={`${headingIds}-cta-${index}`}
            >
              <h2 id={`${headingIds}-cta-${index}`}>{cta.Headline}</h2>
              {cta.Description ? <p>{cta.Description}</p> : null}
              <FooterLink link={cta.Link} className={`button ${styles.ctaButton}`} />
            </section>
          ))}
        </div>
      ) : null}

      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          {primaryLogo ? (
            <span className={styles.logoPlate}>
              <img
                src={cdnUrl(primaryLogo.Url, cdnBase)}
                alt={primaryLogo.AltText || global.SiteName}
                width={primaryLogo.Width ?? 240}
                height={primaryLogo.Height ?? 64}
                loading="lazy"
              />
            </span>
          ) : (
            <p className={styles.siteName}>{global.SiteName}</p>
          )}
          {global.Email ? (
            <p>
              <a
                href={`mailto:${global.Email}`}
                className={styles.email}
                aria-label={`${text('Aria.General.SendUsMail', 'Send os en e-mail')}: ${global.Email}`}
              >
                {global.Email}
              </a>
            </p>
          ) : null}
          {global.SoMe.length > 0 ? (
            <section aria-labelledby={`${headingIds}-some`}>
              <h2 id={`${headingIds}-some`} className={styles.smallHeading}>
                {text('Aria.Footer.SoMe', 'Følg fonden på sociale medier')}
              </h2>
              <ul className={styles.some}>
                {global.SoMe.map((item, index) => (
                  <li key={`${item.Link.Url}-${index}`}>
                    <CmsLink link={{ ...item.Link, NewWindow: true }} className={styles.someLink}>
                      {item.SVG ? (
                        <span className={styles.icon} dangerouslySetInnerHTML={{ __html: item.SVG }} />
                      ) : null}
                      <span className={item.SVG ? 'visually-hidden' : undefined}>
                        {item.Title || item.Link.Text}
                      </span>
                    </CmsLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        {addresses.length > 0 ? (
          <section aria-labelledby={`${headingIds}-addresses`} className={styles.addresses}>
            <h2 id={`${headingIds}-addresses`} className="visually-hidden">
              {text('Aria.Footer.Addresses', 'Fondens adresser')}
            </h2>
            {addresses.map((address, index) => (
              <div key={`${address.Street}-${address.City}-${index}`} className={styles.address}>
                <h3>
                  {address.OfficeTitle || address.City}
                  {address.PrimaryAddress ? <span className={styles.badge}>Hovedadresse</span> : null}
                </h3>
                <address>
                  {address.Street}
                  <br />
                  {address.PostalCode} {address.City}
                  {address.Country ? (
                    <>
                      <br />
                      {address.Country}
                    </>
                  ) : null}
                </address>
                {address.OpeningHours ? (
                  <p className={styles.hours}>
                    <span className={styles.hoursLabel}>Åbningstider:</span> {address.OpeningHours}
                  </p>
                ) : null}
              </div>
            ))}
          </section>
        ) : null}

        {Sitemap.length > 0 ? (
          <nav aria-label={text('Aria.Footer.Sitemap', 'Genveje')} className={styles.sitemap}>
            {Sitemap.map((group, index) => (
              <div key={`${group.Headline}-${index}`}>
                <h2 className={styles.smallHeading}>{group.Headline}</h2>
                <ul>
                  {group.Links.map((link, linkIndex) => (
                    <li key={`${link.Url}-${linkIndex}`}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
      </div>

      <div className={`container ${styles.bottom}`}>
        <div className={styles.bottomStart}>
          {secondaryLogo ? (
            <img
              className={styles.secondaryLogo}
              src={cdnUrl(secondaryLogo.Url, cdnBase)}
              alt={secondaryLogo.AltText}
              width={secondaryLogo.Width ?? 64}
              height={secondaryLogo.Height ?? 64}
              loading="lazy"
            />
          ) : null}
          <span>© {global.SiteName}</span>
          {global.PrivacyPolicyLink ? <FooterLink link={global.PrivacyPolicyLink} /> : null}
          <ConsentSettingsButton />
        </div>
        <ScrollTopButton label={text('Aria.General.ScrollTop', 'Rul til toppen af siden')} />
      </div>
    </footer>
  );
}
