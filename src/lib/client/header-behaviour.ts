import Router from 'next/router';
import {
  BURGER_FOCUS_DELAY_MS,
  PANEL_ATTRIBUTE,
  SECTION_ATTRIBUTE,
  SUB_MENU_ATTRIBUTE,
} from '@/lib/header-dom';
import { PATHS } from '@/lib/routes';
import { onPageChange, onPageChangeStart } from './page-change';
import { offerSearch } from './site-search';

/**
 * What the public header does (docs/decisions/0042). The server draws it once per copy of the site-wide data
 * (src/components/SiteHeader/SiteHeader.tsx), with its panels and sub-menus hidden; this listener on the document
 * opens and closes them, moves focus, sends the search and marks the page shown, from the moment the app's script
 * is evaluated (before hydration). Its state is the header's own attributes (`aria-expanded`, `hidden`), so it
 * holds whichever copy of the header the page shows.
 */

const HEADER = '[data-site-header]';
const DISCLOSURE = `${HEADER} button[aria-controls]:is([${PANEL_ATTRIBUTE}], [${SUB_MENU_ATTRIBUTE}])`;

/** The link ArrowDown/ArrowUp moves to in a sub-menu of `count` links, from the one at `at` (-1: none). */
export function nextLinkIndex(count: number, at: number, key: 'ArrowDown' | 'ArrowUp'): number {
  return (at + (key === 'ArrowDown' ? 1 : count - 1)) % count;
}

/**
 * The results page's address for a search, encoded as that page writes its own (routeToSearch in
 * features/search/routing.ts, a space as '+'; not imported here, as it would add 0.7 KB gzip to every page), or it
 * would push its form as a second history entry and Back would show the same results again.
 */
export const searchHref = (query: string) => `${PATHS.search}?${new URLSearchParams({ query }).toString()}`;

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** Whether a menu link's href is the page at `path` (the address bar's path, percent-encoded or not). */
export const isCurrent = (href: string | null, path: string) =>
  href !== null && decoded(href) === decoded(path);

const isOpen = (button: Element) => button.getAttribute('aria-expanded') === 'true';
const regionOf = (button: Element) => document.getElementById(button.getAttribute('aria-controls') ?? '');
/** What keeps a disclosure open while the pointer or focus is in it: a panel the header, a sub-menu its item. */
const containerOf = (button: Element) =>
  button.hasAttribute(PANEL_ATTRIBUTE) ? button.closest(HEADER) : button.closest('li');
const openDisclosures = () => Array.from(document.querySelectorAll<HTMLElement>(DISCLOSURE)).filter(isOpen);

let focusTimer: ReturnType<typeof setTimeout> | undefined;

function setOpen(button: HTMLElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  const region = regionOf(button);
  if (region) region.hidden = !open;
}

/** Closes the header's open panel or sub-menu (the login button calls it when used). */
export function closeHeaderPanels(): void {
  if (typeof document === 'undefined') return;
  clearTimeout(focusTimer);
  for (const button of openDisclosures()) setOpen(button, false);
}

/**
 * Opens one disclosure, closing any other (one panel or sub-menu at a time). The burger menu takes focus to its
 * first link after BURGER_FOCUS_DELAY_MS (SPEC section 9); the search panel to its box at once.
 */
function open(button: HTMLElement) {
  closeHeaderPanels();
  setOpen(button, true);
  const region = regionOf(button);
  const panel = button.getAttribute(PANEL_ATTRIBUTE);
  if (panel === 'burger') {
    focusTimer = setTimeout(() => {
      if (isOpen(button)) region?.querySelector<HTMLElement>('a[href]')?.focus();
    }, BURGER_FOCUS_DELAY_MS);
  } else if (panel === 'search') {
    region?.querySelector<HTMLElement>('input')?.focus();
  }
}

/** The page shown, marked in the menus: `aria-current` on its links, and the top-menu item whose section holds it. */
function markCurrentPage(path: string) {
  const header = document.querySelector(HEADER);
  if (!header) return;
  for (const link of header.querySelectorAll('nav a[href]')) {
    if (isCurrent(link.getAttribute('href'), path)) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const toggle of header.querySelectorAll(`[${SUB_MENU_ATTRIBUTE}]`)) {
    const item = toggle.closest('li');
    const inSection = Array.from(item?.querySelectorAll('a[href]') ?? []).some((link) =>
      isCurrent(link.getAttribute('href'), path),
    );
    item?.querySelector(':scope > a')?.toggleAttribute(SECTION_ATTRIBUTE, inSection);
  }
}

/** The sub-menu (its button) that holds `element`. */
function subMenuOf(element: Element) {
  const list = element.closest(`${HEADER} ul[id]`);
  return list
    ? document.querySelector<HTMLElement>(`[${SUB_MENU_ATTRIBUTE}][aria-controls="${CSS.escape(list.id)}"]`)
    : null;
}

const onClick = (event: MouseEvent) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>(DISCLOSURE);
  if (button) {
    if (isOpen(button)) {
      clearTimeout(focusTimer);
      setOpen(button, false);
    } else open(button);
    return;
  }
  // A link followed from an open panel or sub-menu closes it (the page change would too, a new tab would not).
  const link = target?.closest(`${HEADER} a[href]`);
  if (link && openDisclosures().some((open) => regionOf(open)?.contains(link))) closeHeaderPanels();
};

const onKey = (event: KeyboardEvent) => {
  const target = event.target instanceof Element ? event.target : null;
  if (event.key === 'Escape') {
    // A modal dialog handles its own Escape (and the page behind it is inert).
    if (event.defaultPrevented || document.querySelector('dialog[open]')) return;
    const shown = openDisclosures();
    if (shown.length === 0) return;
    closeHeaderPanels();
    shown[0]?.focus();
    return;
  }
  if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || !target) return;
  const toggle = target.closest<HTMLElement>(`${HEADER} [${SUB_MENU_ATTRIBUTE}]`);
  if (toggle) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (!isOpen(toggle)) open(toggle);
    regionOf(toggle)?.querySelector<HTMLElement>('a[href]')?.focus();
    return;
  }
  const owner = subMenuOf(target);
  const links = Array.from(owner ? (regionOf(owner)?.querySelectorAll<HTMLElement>('a[href]') ?? []) : []);
  if (links.length === 0) return;
  event.preventDefault();
  links[nextLinkIndex(links.length, links.indexOf(target as HTMLElement), event.key)]?.focus();
};

/** A click outside, or focus moving outside, closes what is open (nothing open hides what has focus). */
const onOutside = (event: Event) => {
  const target = event.target instanceof Node ? event.target : null;
  for (const button of openDisclosures()) {
    if (!target || !containerOf(button)?.contains(target)) {
      if (button.getAttribute(PANEL_ATTRIBUTE) === 'burger') clearTimeout(focusTimer);
      setOpen(button, false);
    }
  }
};

/**
 * The header's search: in the app (or, on the results page, handed to that page), or, before Next's router
 * exists, as the plain GET form it is. An empty search stays in the box.
 */
const onSubmit = (event: SubmitEvent) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const input = form?.closest(HEADER) ? form.querySelector<HTMLInputElement>('input[name="query"]') : null;
  if (!input) return;
  const text = input.value.trim();
  if (!text) {
    event.preventDefault();
    input.focus();
    return;
  }
  if (offerSearch(text)) {
    event.preventDefault();
    input.value = '';
    closeHeaderPanels();
    return;
  }
  if (Router.router === null) return;
  event.preventDefault();
  void Router.push(searchHref(text));
};

function onNewPage() {
  closeHeaderPanels();
  const input = document.querySelector<HTMLInputElement>(`${HEADER} input[name="query"]`);
  if (input) input.value = '';
  markCurrentPage(window.location.pathname);
}

let installed = false;

/**
 * Installs the header's listeners once, when the app's script is evaluated (_app.tsx). Every page change closes
 * the panels, clears the search box and marks the new page in the menus; the results page's own shallow URL
 * updates are no page change (page-change.ts), so a panel opened there stays open.
 */
export function installHeaderBehaviour(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onOutside);
  document.addEventListener('focusin', onOutside);
  document.addEventListener('submit', onSubmit);
  onPageChangeStart(Router.events, closeHeaderPanels);
  onPageChange(Router.events, onNewPage);
  markCurrentPage(window.location.pathname);
}
