/**
 * The names the server-drawn header (src/components/SiteHeader/SiteHeader.tsx) and its listener (src/lib/client/header-behaviour.ts) share
 * (docs/decisions/0042): the header's one copy of HTML serves every page, so its ids are fixed, not `useId`'s.
 */
export const HEADER_IDS = { search: 'site-search', burger: 'site-menu' } as const;
/** The id of the top menu's sub-menu at `index`. */
export const subMenuId = (index: number) => `site-menu-sub-${index}`;

/** On the search and burger buttons: which panel the button opens ('search' or 'burger'). */
export const PANEL_ATTRIBUTE = 'data-header-panel';
/** On a top-menu item's sub-menu button. */
export const SUB_MENU_ATTRIBUTE = 'data-sub-menu';
/** On a top-menu item with a sub-menu: its link is marked while the page shown is in its section. */
export const SECTION_ATTRIBUTE = 'data-in-section';
/** Where the login button (an island, HeaderLogin.tsx) is drawn into the header. */
export const LOGIN_SLOT_ATTRIBUTE = 'data-login-slot';

/** SPEC section 9: focus moves into the opened burger menu after 100 ms. */
export const BURGER_FOCUS_DELAY_MS = 100;
