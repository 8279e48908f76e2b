import { AppLink } from '@/components/AppLink/AppLink';
import { useId, type ReactNode } from 'react';
import { cdnUrl } from '@/lib/media';
import type { Link as CmsLink } from '@/cms/vocabulary';
import type { Global } from '@/server/upstream/cms-schemas';
import { ScrollTopButton } from './ScrollTopButton';
import styles from './SiteFooter.module.css';

interface Props {
  global: Global | null;
  imageCdnUrl: string;
}

const NEW_WINDOW_HINT = '(åbner i nyt vindue)';
const opensNewWindow = (link: CmsLink) => link.NewWindow || link.Target === '_blank';
const relOf = (link: CmsLink) =>
  [opensNewWindow(link) ? 'noopener' : null, link.NoFollow ? 'nofollow' : null].filter(Boolean).join(' ') ||
  undefined;

/** A CMS link: inside the app for site paths, otherwise a plain link (a new window says so to screen readers). */
function FooterLink({
  link,
  className,
  children,
}: {
  link: CmsLink;
  className?: string;
  children?: ReactNode;
}) {
  const content = children ?? link.Text;
  if (link.Url.startsWith('/') && !opensNewWindow(link) && !link.Download) {
    return (
      <AppLink href={link.Url} className={className} rel={relOf(link)}>
        {content}
      </AppLink>
    );
  }
  const newWindow = opensNewWindow(link);
  return (
    <a
      href={link.Url}
      className={className}
      target={newWindow ? '_blank' : undefined}
      rel={relOf(link)}
      download={link.Download || undefined}
    >
      {content}
      {newWindow ? <span className="visually-hidden"> {NEW_WINDOW_HINT}</span> : null}
    </a>
  );
}

/**
 * The public footer (SPEC section 2, "Footer"): calls to action, the foundation's addresses (the primary one
 * marked), the sitemap groups, e-mail and social media, both logos, the privacy link and "Til toppen".
 * Aria labels come from Global.Dictionaries, with Danish fallbacks.
 */
export function SiteFooter({ global, imageCdnUrl }: Props) {
  const headingIds = useId();
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
  const dictionary = global.Dictionaries;
  const text = (key: string, fallback: string) => dictionary[key]?.trim() || fallback;
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
                src={cdnUrl(primaryLogo.Url, imageCdnUrl)}
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
                    <a
                      href={item.Link.Url}
                      className={styles.someLink}
                      target="_blank"
                      rel={item.Link.NoFollow ? 'noopener nofollow' : 'noopener'}
                    >
                      {item.SVG ? (
                        <span className={styles.icon} dangerouslySetInnerHTML={{ __html: item.SVG }} />
                      ) : null}
                      <span className={item.SVG ? 'visually-hidden' : undefined}>
                        {item.Title || item.Link.Text}
                      </span>
                      <span className="visually-hidden"> {NEW_WINDOW_HINT}</span>
                    </a>
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
              src={cdnUrl(secondaryLogo.Url, imageCdnUrl)}
              alt={secondaryLogo.AltText}
              width={secondaryLogo.Width ?? 64}
              height={secondaryLogo.Height ?? 64}
              loading="lazy"
            />
          ) : null}
          <span>© {global.SiteName}</span>
          {global.PrivacyPolicyLink ? <FooterLink link={global.PrivacyPolicyLink} /> : null}
        </div>
        <ScrollTopButton label={text('Aria.General.ScrollTop', 'Rul til toppen af siden')} />
      </div>
    </footer>
  );
}
