import { dictionaryText } from '@/lib/dictionary';
import { HEADER_IDS, LOGIN_SLOT_ATTRIBUTE, PANEL_ATTRIBUTE } from '@/lib/header-dom';
import { cdnUrl } from '@/lib/media';
import { useImageCdn } from '@/components/SiteConfig/SiteConfig';
import type { ReactNode } from 'react';
import type { Global } from '@/server/upstream/cms-schemas';
import { BurgerMenu, missingFromBurger } from './BurgerMenu';
import { MenuIcon, SearchIcon, UserIcon } from './icons';
import loginStyles from './LoginModal.module.css';
import { MainMenu } from './MainMenu';
import { SearchPanel } from './SearchPanel';
import styles from './SiteHeader.module.css';

/**
 * The public header (SPEC section 2): logo, the top menu with its sub-menus (wide screens), the search box,
 * the way into Min profil and the burger menu (which also holds the top menu on narrow screens). The server draws
 * it once per copy of the site-wide data (src/render/static-header.tsx); its component never reaches the browser.
 * What it does (one panel open at a time, focus, Escape, closing on a page change, the page shown marked) is the
 * listener in src/lib/client/header-behaviour.ts; the login button is an island drawn into its slot
 * (HeaderLogin.tsx). docs/decisions/0042.
 */
export function SiteHeader({ global }: { global: Global | null }) {
  const cdnBase = useImageCdn();
  const dictionary = global?.Dictionaries;
  const text = (key: string, fallback: string) => dictionaryText(dictionary, key, fallback);
  const menu = global?.Header.Menu ?? [];
  const burger = global?.Header.BurgerMenu ?? [];
  const logo = global?.Logos.Primary ?? null;
  const siteName = global?.SiteName ?? 'Fonden for Iværksætteri i Skolen';
  const mainMenuLabel = text('Aria.Header.MainMenu', 'Hovedmenu');
  const hasBurger = burger.length > 0 || menu.length > 0;

  return (
    <header className={styles.header} data-site-header="">
      <div className={`container ${styles.bar}`}>
        <a href="/" className={styles.logo}>
          {logo ? (
            <img
              src={cdnUrl(logo.Url, cdnBase)}
              alt={`${logo.AltText || siteName} – ${text('Aria.Header.Logo', 'Til forsiden').toLowerCase()}`}
              width={logo.Width ?? 240}
              height={logo.Height ?? 64}
            />
          ) : (
            <span>{siteName}</span>
          )}
        </a>
        <MainMenu
          items={menu}
          label={mainMenuLabel}
          subMenuLabel={text('Aria.Header.OpenSubMenu', 'Vis undermenu')}
        />
        <div className={styles.actions}>
          <PanelButton panel="search">
            <SearchIcon />
            <span className="visually-hidden">Søg</span>
          </PanelButton>
          {/* The login button's place, as wide as its widest form ('Min profil'), so nothing in the header moves
              when the browser learns who is looking and draws the button here (HeaderLogin.tsx). */}
          <span className={loginStyles.slot} {...{ [LOGIN_SLOT_ATTRIBUTE]: '' }}>
            <span className={`button ${loginStyles.headerButton} ${loginStyles.sizer}`} aria-hidden="true">
              <UserIcon />
              <span className={loginStyles.label}>Min profil</span>
            </span>
          </span>
          {hasBurger ? (
            <PanelButton panel="burger">
              <MenuIcon openClass={styles.whenOpen ?? ''} closedClass={styles.whenClosed ?? ''} />
              <span className={styles.buttonText}>Menu</span>
            </PanelButton>
          ) : null}
        </div>
      </div>
      <SearchPanel
        id={HEADER_IDS.search}
        label={text('Aria.Header.Search', 'Søg på siden')}
        placeholder={text('Search.Placeholder', 'Hvad leder du efter?')}
        submitText={text('Search.Submit', 'Søg')}
      />
      {hasBurger ? (
        <BurgerMenu
          id={HEADER_IDS.burger}
          label="Menu"
          items={burger.length > 0 ? burger : menu}
          mainMenuItems={burger.length > 0 ? missingFromBurger(menu, burger) : []}
          mainMenuLabel={mainMenuLabel}
        />
      ) : null}
    </header>
  );
}

/** The search or burger button: closed in the HTML; the header's listener opens the panel it controls. */
function PanelButton({ panel, children }: { panel: keyof typeof HEADER_IDS; children: ReactNode }) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-expanded={false}
      aria-controls={HEADER_IDS[panel]}
      {...{ [PANEL_ATTRIBUTE]: panel }}
    >
      {children}
    </button>
  );
}
