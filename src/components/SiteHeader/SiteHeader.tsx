import Link from 'next/link';
import { useRouter } from 'next/router';
import { cdnUrl } from '@/lib/media';
import type { PublicConfig } from '@/server/env';
import type { Viewer } from '@/server/loaders/navigation';
import type { Global } from '@/server/upstream/cms-schemas';
import styles from './SiteHeader.module.css';

interface Props {
  global: Global | null;
  viewer: Viewer;
  config: PublicConfig;
}

/** The public header: logo, the menu from Global.Header, search and the way into Min profil. */
export function SiteHeader({ global, viewer, config }: Props) {
  const router = useRouter();
  const logo = global?.Logos.Primary;
  const siteName = global?.SiteName ?? 'Forside';
  const dictionary = global?.Dictionaries ?? {};
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          {logo ? <img src={cdnUrl(logo.Url, config.imageCdnUrl, { w: 300 })} alt={`${siteName} – til forsiden`} width={150} height={40} /> : siteName}
        </Link>
        <nav className={styles.nav} aria-label={dictionary['Aria.Header.MainMenu'] ?? 'Hovedmenu'}>
          <ul className={styles.menu}>
            {global?.Header.Menu.map((item) => (
              <li key={item.Url}>
                <Link href={item.Url} aria-current={router.asPath === item.Url ? 'page' : undefined}>
                  {item.Name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <form role="search" action="/soge-resultater/" method="get" className={styles.search}>
            <label htmlFor="header-search" className="visually-hidden">
              Søg på sitet
            </label>
            <input id="header-search" type="search" name="query" placeholder="Søg" autoComplete="off" />
          </form>
          {viewer.loggedIn ? (
            <Link className="button" href={viewer.isAdmin ? '/admin/oversigt/' : '/min-profil/'}>
              {viewer.isAdmin ? 'Administration' : 'Min profil'}
            </Link>
          ) : (
            <Link className="button" href="/login/">
              Log ind
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
