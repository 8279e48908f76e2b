import { AppLink } from '@/components/AppLink/AppLink';
import { DisclosureButton } from '@/components/DisclosureButton/DisclosureButton';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { onPageChange, onPageChangeStart } from '@/lib/client/page-change';
import { dictionaryText } from '@/lib/dictionary';
import { cdnUrl } from '@/lib/media';
import { useImageCdn } from '@/components/SiteConfig/SiteConfig';
import type { ViewerState } from '@/lib/client/viewer-state';
import type { Global } from '@/server/upstream/cms-schemas';
import { BurgerMenu, missingFromBurger } from './BurgerMenu';
import { ContentLoginModal } from './ContentLoginModal';
import { MenuIcon, SearchIcon } from './icons';
import { LoginButton } from './LoginButton';
import { MainMenu } from './MainMenu';
import { SearchPanel } from './SearchPanel';
import styles from './SiteHeader.module.css';
import { useDismiss } from './use-dismiss';

interface Props {
  global: Global | null;
  viewer: ViewerState;
}

/** SPEC section 9: focus moves into the opened burger menu after 100 ms. */
export const BURGER_FOCUS_DELAY_MS = 100;

type Panel = 'burger' | 'search' | null;

/**
 * The public header (SPEC section 2): logo, the top menu with its sub-menus (wide screens), the search box,
 * the way into Min profil and the burger menu (which also holds the top menu on narrow screens). One panel
 * is open at a time; every route change closes them.
 */
export function SiteHeader({ global, viewer }: Props) {
  const cdnBase = useImageCdn();
  const router = useRouter();
  const [panel, setPanel] = useState<Panel>(null);
  const header = useRef<HTMLElement>(null);
  const burgerButton = useRef<HTMLButtonElement>(null);
  const burgerPanel = useRef<HTMLDivElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const burgerId = useId();
  const searchId = useId();
  const dictionary = global?.Dictionaries;
  const text = (key: string, fallback: string) => dictionaryText(dictionary, key, fallback);
  const currentPath = router.asPath.split(/[?#]/)[0] ?? '/';
  const close = () => setPanel(null);
  const toggle = (which: 'burger' | 'search') => () =>
    setPanel((current) => (current === which ? null : which));

  // Not on the results page's own URL updates: a panel the visitor just opened stays open (page-change.ts).
  useEffect(() => {
    const onPage = () => setPanel(null);
    const stopStart = onPageChangeStart(router.events, onPage);
    const stopComplete = onPageChange(router.events, onPage);
    return () => {
      stopStart();
      stopComplete();
    };
  }, [router.events]);

  useEffect(() => {
    if (panel === 'burger') {
      const timer = setTimeout(
        () => burgerPanel.current?.querySelector<HTMLElement>('a[href]')?.focus(),
        BURGER_FOCUS_DELAY_MS,
      );
      return () => clearTimeout(timer);
    }
    if (panel === 'search') searchInput.current?.focus();
    return undefined;
  }, [panel]);

  useDismiss({ open: panel === 'burger', onDismiss: close, container: header, button: burgerButton });
  useDismiss({ open: panel === 'search', onDismiss: close, container: header, button: searchButton });

  const menu = global?.Header.Menu ?? [];
  const burger = global?.Header.BurgerMenu ?? [];
  const logo = global?.Logos.Primary ?? null;
  const siteName = global?.SiteName ?? 'Fonden for Iværksætteri i Skolen';
  const mainMenuLabel = text('Aria.Header.MainMenu', 'Hovedmenu');

  return (
    <>
      <header ref={header} className={styles.header} data-site-header="">
        <div className={`container ${styles.bar}`}>
          <AppLink href="/" className={styles.logo}>
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
          </AppLink>
          <MainMenu
            items={menu}
            label={mainMenuLabel}
            subMenuLabel={text('Aria.Header.OpenSubMenu', 'Vis undermenu')}
            currentPath={currentPath}
          />
          <div className={styles.actions}>
            <DisclosureButton
              buttonRef={searchButton}
              className={styles.iconButton}
              open={panel === 'search'}
              controls={searchId}
              onToggle={toggle('search')}
            >
              <SearchIcon />
              <span className="visually-hidden">Søg</span>
            </DisclosureButton>
            <LoginButton
              viewer={viewer}
              modalInformation={global?.MyPageSettings.ModalInformation ?? ''}
              ariaLabel={dictionaryText(dictionary, 'Aria.Header.Login', null)}
              onActivate={close}
            />
            {burger.length > 0 || menu.length > 0 ? (
              <DisclosureButton
                buttonRef={burgerButton}
                className={styles.iconButton}
                open={panel === 'burger'}
                controls={burgerId}
                onToggle={toggle('burger')}
              >
                <MenuIcon open={panel === 'burger'} />
                <span className={styles.buttonText}>Menu</span>
              </DisclosureButton>
            ) : null}
          </div>
        </div>
        <SearchPanel
          ref={searchInput}
          id={searchId}
          open={panel === 'search'}
          label={text('Aria.Header.Search', 'Søg på siden')}
          placeholder={text('Search.Placeholder', 'Hvad leder du efter?')}
          submitText={text('Search.Submit', 'Søg')}
          onSearchInPlace={close}
        />
        <BurgerMenu
          ref={burgerPanel}
          id={burgerId}
          open={panel === 'burger'}
          label="Menu"
          items={burger.length > 0 ? burger : menu}
          mainMenuItems={burger.length > 0 ? missingFromBurger(menu, burger) : []}
          mainMenuLabel={mainMenuLabel}
          currentPath={currentPath}
          onNavigate={close}
        />
      </header>
      <ContentLoginModal />
    </>
  );
}
