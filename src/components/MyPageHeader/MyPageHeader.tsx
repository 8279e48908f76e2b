import { CmsLink } from '@/components/CmsLink/CmsLink';
import { AppLink } from '@/components/AppLink/AppLink';
import { DisclosureButton } from '@/components/DisclosureButton/DisclosureButton';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { useIsMyPageLoading } from '@/lib/client/loading';
import { PATHS, routeForPath, urlForRouteName } from '@/lib/routes';
import type { Viewer } from '@/server/loaders/navigation';
import type { Quicklinks } from '@/server/upstream/cms-schemas';
import styles from './MyPageHeader.module.css';

interface Props {
  quicklinks: Quicklinks | null;
  viewer: Viewer;
}

/** The header of the teacher and admin areas: the area's menu, quick links, logout and a loading bar. */
export function MyPageHeader({ quicklinks, viewer }: Props) {
  const router = useRouter();
  const loading = useIsMyPageLoading(router.events);
  const route = routeForPath(router.asPath.split('?')[0] ?? '/');
  const adminArea = route.name.includes('admin');
  const menu = (adminArea ? quicklinks?.AdminMenu : quicklinks?.TeacherMenu) ?? [];
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <AppLink className={styles.home} href="/">
          Til forsiden
        </AppLink>
        {/* On a phone the menu and the tools fold away behind this button; on a wider screen it is not shown. */}
        <DisclosureButton
          className={`button button--ghost ${styles.toggle}`}
          open={menuOpen}
          controls={menuId}
          onToggle={() => setMenuOpen((value) => !value)}
        >
          Menu
        </DisclosureButton>
        {/* A followed menu link opens its screen under the same header: the phone's menu folds away again. */}
        <div
          id={menuId}
          className={styles.fold}
          data-open={menuOpen}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('nav a')) setMenuOpen(false);
          }}
        >
          <nav className={styles.nav} aria-label={adminArea ? 'Administration' : 'Min profil'}>
            <ul className={styles.menu}>
              {menu.map((item) => {
                const url = urlForRouteName(item.RouteName);
                return (
                  <li key={item.RouteName}>
                    {url === '404' ? (
                      // spec section 2: an item whose RouteName matches no route gets the URL '404', as it is.
                      <a href={url}>{item.DisplayName}</a>
                    ) : (
                      <AppLink href={url} aria-current={url === route.path ? 'page' : undefined}>
                        {item.DisplayName}
                      </AppLink>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.tools}>
            {quicklinks && quicklinks.QuickLinks.length > 0 ? (
              <QuickLinksMenu links={quicklinks.QuickLinks} />
            ) : null}
            <form method="post" action={PATHS.api.logout}>
              <button type="submit" className="button button--ghost">
                Log ud{viewer.name ? <span className="visually-hidden"> ({viewer.name})</span> : null}
              </button>
            </form>
          </div>
        </div>
      </div>
      <div className={loading ? styles.loading : undefined} role="status" aria-live="polite">
        {loading ? <span className="visually-hidden">Indlæser …</span> : null}
      </div>
    </header>
  );
}

function QuickLinksMenu({ links }: { links: Quicklinks['QuickLinks'] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div className={styles.dropdown} ref={wrapper}>
      <DisclosureButton
        buttonRef={button}
        className="button button--ghost"
        open={open}
        controls={id}
        onToggle={() => setOpen((value) => !value)}
      >
        Genveje
      </DisclosureButton>
      {/* A followed link closes the menu: a page of the site now opens in the app, under the same header. */}
      <ul
        id={id}
        className={styles.panel}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        {links.map((link) => (
          <li key={link.Url}>
            <CmsLink link={link}>
              {link.Text}
              {link.Description ? <small>{link.Description}</small> : null}
            </CmsLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
