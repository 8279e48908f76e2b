import { AppLink } from '@/components/AppLink/AppLink';
import { DisclosureButton } from '@/components/DisclosureButton/DisclosureButton';
import { useFocusAfterRender } from '@/lib/client/focus-after-render';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '@/server/upstream/cms-schemas';
import { ChevronIcon } from './icons';
import styles from './MainMenu.module.css';
import { useDismiss } from './use-dismiss';

interface Props {
  items: readonly MenuItem[];
  label: string;
  /** The sub-menu buttons' name, before the item's name: 'Vis undermenu: For lærere'. */
  subMenuLabel: string;
  currentPath: string;
}

/**
 * The top menu (Global.Header.Menu) on wide screens. An item with SubMenuItems gets a disclosure button
 * beside its link (aria-expanded, aria-controls): Enter/Space toggle it, ArrowDown opens it at its first link,
 * Escape closes it and returns focus to the button. Nothing opens on hover alone. A sub-menu's links are
 * rendered only while it is open, like the burger menu's (BurgerMenu.tsx).
 */
export function MainMenu({ items, label, subMenuLabel, currentPath }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  if (items.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.menu}>
        {items.map((item, index) => (
          <MenuEntry
            key={`${item.Url}-${index}`}
            item={item}
            open={open === index}
            onToggle={() => setOpen((current) => (current === index ? null : index))}
            onOpen={() => setOpen(index)}
            onClose={() => setOpen((current) => (current === index ? null : current))}
            subMenuLabel={subMenuLabel}
            currentPath={currentPath}
          />
        ))}
      </ul>
    </nav>
  );
}

interface EntryProps {
  item: MenuItem;
  open: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  subMenuLabel: string;
  currentPath: string;
}

function MenuEntry({ item, open, onToggle, onOpen, onClose, subMenuLabel, currentPath }: EntryProps) {
  const entry = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const id = useId();
  useDismiss({ open, onDismiss: onClose, container: entry, button });
  const hasSub = item.SubMenuItems.length > 0;
  const inSection = hasSub && containsPath(item, currentPath);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpen();
    focusAfterRender(() => list.current?.querySelector('a'));
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(list.current?.querySelectorAll('a') ?? []);
    const at = links.findIndex((link) => link === document.activeElement);
    const next = links[(at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <li ref={entry} className={styles.item}>
      <AppLink
        href={item.Url}
        className={styles.link}
        aria-current={item.Url === currentPath ? 'page' : undefined}
        data-in-section={inSection ? '' : undefined}
      >
        {item.Name}
      </AppLink>
      {hasSub ? (
        <>
          <DisclosureButton
            buttonRef={button}
            className={styles.toggle}
            open={open}
            controls={id}
            onToggle={onToggle}
            onKeyDown={onButtonKey}
          >
            <ChevronIcon />
            <span className="visually-hidden">{`${subMenuLabel}: ${item.Name}`}</span>
          </DisclosureButton>
          <ul ref={list} id={id} className={styles.sub} hidden={!open} onKeyDown={onListKey}>
            {open
              ? item.SubMenuItems.map((sub, index) => (
                  <SubEntry
                    key={`${sub.Url}-${index}`}
                    item={sub}
                    currentPath={currentPath}
                    onNavigate={onClose}
                  />
                ))
              : null}
          </ul>
        </>
      ) : null}
    </li>
  );
}

function SubEntry({
  item,
  currentPath,
  onNavigate,
}: {
  item: MenuItem;
  currentPath: string;
  onNavigate: () => void;
}) {
  return (
    <li>
      <AppLink
        href={item.Url}
        aria-current={item.Url === currentPath ? 'page' : undefined}
        onClick={onNavigate}
      >
        {item.Name}
      </AppLink>
      {item.SubMenuItems.length > 0 ? (
        <ul>
          {item.SubMenuItems.map((sub, index) => (
            <SubEntry
              key={`${sub.Url}-${index}`}
              item={sub}
              currentPath={currentPath}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

const containsPath = (item: MenuItem, path: string): boolean =>
  item.Url === path || item.SubMenuItems.some((sub) => containsPath(sub, path));
