import { AppLink } from '@/components/AppLink/AppLink';
import { forwardRef } from 'react';
import type { MenuItem } from '@/server/upstream/cms-schemas';
import styles from './BurgerMenu.module.css';

interface Props {
  id: string;
  open: boolean;
  label: string;
  /** Global.Header.BurgerMenu: items with their helper text (BurgerMenuText) and sub-items. */
  items: readonly MenuItem[];
  /** Items of the top menu the burger menu lacks; shown on screens too narrow for the top menu. */
  mainMenuItems: readonly MenuItem[];
  mainMenuLabel: string;
  currentPath: string;
  onNavigate: () => void;
}

/**
 * The burger menu's panel: every item visible at once (no nested disclosures), with its helper text. Its
 * content is rendered only while it is open (as Headless UI's panels are): a closed panel costs neither the
 * server's render nor the browser's hydration, and its links are there without it (top menu, footer, sitemap.xml).
 */
export const BurgerMenu = forwardRef<HTMLDivElement, Props>(function BurgerMenu(
  { id, open, label, items, mainMenuItems, mainMenuLabel, currentPath, onNavigate },
  ref,
) {
  return (
    <div ref={ref} id={id} className={styles.panel} hidden={!open}>
      {open ? (
        <div className={`container ${styles.inner}`}>
          {mainMenuItems.length > 0 ? (
            <nav className={styles.narrowOnly} aria-label={mainMenuLabel}>
              <ul className={styles.plain}>
                {mainMenuItems.map((item, index) => (
                  <li key={`${item.Url}-${index}`}>
                    <Entry item={item} currentPath={currentPath} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <nav aria-label={label}>
            <ul className={styles.grid}>
              {items.map((item, index) => (
                <li key={`${item.Url}-${index}`} className={styles.group}>
                  <Entry item={item} currentPath={currentPath} onNavigate={onNavigate} top />
                  {item.SubMenuItems.length > 0 ? (
                    <ul className={styles.sub}>
                      {item.SubMenuItems.map((sub, subIndex) => (
                        <li key={`${sub.Url}-${subIndex}`}>
                          <Entry item={sub} currentPath={currentPath} onNavigate={onNavigate} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </div>
  );
});

function Entry({
  item,
  currentPath,
  onNavigate,
  top = false,
}: {
  item: MenuItem;
  currentPath: string;
  onNavigate: () => void;
  top?: boolean;
}) {
  return (
    <AppLink
      href={item.Url}
      className={top ? styles.topLink : styles.link}
      aria-current={item.Url === currentPath ? 'page' : undefined}
      onClick={onNavigate}
    >
      <span className={styles.name}>{item.Name}</span>
      {item.BurgerMenuText ? <span className={styles.text}>{item.BurgerMenuText}</span> : null}
    </AppLink>
  );
}

/** The top-menu items (at any depth) that the burger menu does not have, by URL. */
export function missingFromBurger(menu: readonly MenuItem[], burger: readonly MenuItem[]): MenuItem[] {
  const urls = new Set<string>();
  const collect = (items: readonly MenuItem[]) =>
    items.forEach((item) => {
      urls.add(item.Url);
      collect(item.SubMenuItems);
    });
  collect(burger);
  const missing: MenuItem[] = [];
  const walk = (items: readonly MenuItem[]) =>
    items.forEach((item) => {
      if (!urls.has(item.Url)) {
        urls.add(item.Url);
        missing.push({ ...item, SubMenuItems: [] });
      }
      walk(item.SubMenuItems);
    });
  walk(menu);
  return missing;
}
