import { SUB_MENU_ATTRIBUTE, subMenuId } from '@/lib/header-dom';
import type { MenuItem } from '@/server/upstream/cms-schemas';
import { ChevronIcon } from './icons';
import styles from './MainMenu.module.css';

interface Props {
  items: readonly MenuItem[];
  label: string;
  /** The sub-menu buttons' name, before the item's name: 'Vis undermenu: For lærere'. */
  subMenuLabel: string;
}

/**
 * The top menu (Global.Header.Menu) on wide screens, drawn once on the server (docs/decisions/0042). An item
 * with SubMenuItems gets a disclosure button beside its link (aria-expanded, aria-controls) and its sub-menu,
 * hidden: the header's listener (src/lib/client/header-behaviour.ts) opens it on Enter/Space, at its first link
 * on ArrowDown, closes it on Escape (focus back to the button) and when focus moves past, and marks the page
 * shown (`aria-current`, and the item whose section holds it). Nothing opens on hover alone.
 */
export function MainMenu({ items, label, subMenuLabel }: Props) {
  if (items.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.menu}>
        {items.map((item, index) => {
          const subId = subMenuId(index);
          return (
            <li key={`${item.Url}-${index}`} className={styles.item}>
              <a href={item.Url} className={styles.link}>
                {item.Name}
              </a>
              {item.SubMenuItems.length > 0 ? (
                <>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={false}
                    aria-controls={subId}
                    {...{ [SUB_MENU_ATTRIBUTE]: '' }}
                  >
                    <ChevronIcon />
                    <span className="visually-hidden">{`${subMenuLabel}: ${item.Name}`}</span>
                  </button>
                  <ul id={subId} className={styles.sub} hidden>
                    {item.SubMenuItems.map((sub, subIndex) => (
                      <SubEntry key={`${sub.Url}-${subIndex}`} item={sub} />
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SubEntry({ item }: { item: MenuItem }) {
  return (
    <li>
      <a href={item.Url}>{item.Name}</a>
      {item.SubMenuItems.length > 0 ? (
        <ul>
          {item.SubMenuItems.map((sub, index) => (
            <SubEntry key={`${sub.Url}-${index}`} item={sub} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
