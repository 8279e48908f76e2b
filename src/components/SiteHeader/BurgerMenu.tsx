import type { MenuItem } from '@/server/upstream/cms-schemas';
import styles from './BurgerMenu.module.css';

interface Props {
  id: string;
  label: string;
  /** Global.Header.BurgerMenu: items with their helper text (BurgerMenuText) and sub-items. */
  items: readonly MenuItem[];
  /** Items of the top menu the burger menu lacks; shown on screens too narrow for the top menu. */
  mainMenuItems: readonly MenuItem[];
  mainMenuLabel: string;
}

/**
 * The burger menu's panel, drawn once on the server and hidden until its button opens it (docs/decisions/0042):
 * every item visible at once (no nested disclosures), with its helper text.
 */
export function BurgerMenu({ id, label, items, mainMenuItems, mainMenuLabel }: Props) {
  return (
    <div id={id} className={styles.panel} hidden>
      <div className={`container ${styles.inner}`}>
        {mainMenuItems.length > 0 ? (
          <nav className={styles.narrowOnly} aria-label={mainMenuLabel}>
            <ul className={styles.plain}>
              {mainMenuItems.map((item, index) => (
                <li key={`${item.Url}-${index}`}>
                  <Entry item={item} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-label={label}>
          <ul className={styles.grid}>
            {items.map((item, index) => (
              <li key={`${item.Url}-${index}`} className={styles.group}>
                <Entry item={item} top />
                {item.SubMenuItems.length > 0 ? (
                  <ul className={styles.sub}>
                    {item.SubMenuItems.map((sub, subIndex) => (
                      <li key={`${sub.Url}-${subIndex}`}>
                        <Entry item={sub} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

function Entry({ item, top = false }: { item: MenuItem; top?: boolean }) {
  return (
    <a href={item.Url} className={top ? styles.topLink : styles.link}>
      <span className={styles.name}>{item.Name}</span>
      {item.BurgerMenuText ? <span className={styles.text}>{item.BurgerMenuText}</span> : null}
    </a>
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
