/**
 * Every path of the site in one place: the route table of SPEC section 2 (path, name and the message a screen
 * reader hears on arrival), the pages and endpoints the code links to, and the builders for URLs that carry a
 * way back (`loginUrl`) or point into a page (`anchorId`, `anchorHref`).
 */

/** The site's own pages and endpoints. A page path ends with '/' (trailingSlash in next.config.mjs). */
export const PATHS = {
  home: '/',
  auth: '/auth/',
  login: '/login/',
  teacherHome: '/min-profil/',
  teacherOverview: '/min-profil/min-oversigt/',
  teacherMaterials: '/min-profil/undervisningsmaterialer/',
  teacherProgrammes: '/min-profil/event-og-programmer/',
  teacherAccount: '/min-profil/konto/',
  admin: '/admin/',
  adminOverview: '/admin/oversigt/',
  adminEvents: '/admin/events/',
  adminUsers: '/admin/brugere-og-institutioner/',
  adminUserInfo: '/admin/bruger-information/',
  adminMaterials: '/admin/undervisningsmaterialer/',
  /** The search results page: the header search box submits to it with `?query=`. */
  search: '/soge-resultater/',
  events: '/arrangementer/',
  grants: '/legater/',
  news: '/nyheder/',
  materials: '/undervisningsmateriale/',
  api: {
    trpc: '/api/trpc',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    teacherCalendar: '/api/min-profil/kalender/',
    eventCalendar: '/api/kalender/',
    /** The admin tables' CSV files: `exportUrl('brugere.csv', …)` (src/pages/api/admin/eksport/[kind].ts). */
    adminExport: '/api/admin/eksport/',
  },
} as const;

export type RouteArea = 'public' | 'guest' | 'callback' | 'teacher' | 'admin';

export interface RouteEntry {
  path: string;
  name: string;
  announce: string | null;
  area: RouteArea;
  layout: 'default' | 'myPage';
}

export const ROUTES: readonly RouteEntry[] = [
  { path: PATHS.auth, name: 'auth-page', announce: null, area: 'callback', layout: 'default' },
  { path: PATHS.login, name: 'login', announce: 'Login side', area: 'guest', layout: 'default' },
  { path: PATHS.teacherHome, name: 'min-profil', announce: 'Min profil', area: 'teacher', layout: 'myPage' },
  {
    path: PATHS.teacherOverview,
    name: 'min-oversigt',
    announce: 'Min oversigt',
    area: 'teacher',
    layout: 'myPage',
  },
  {
    path: PATHS.teacherMaterials,
    name: 'undervisningsmaterialer',
    announce: 'Undervisningsmaterialer',
    area: 'teacher',
    layout: 'myPage',
  },
  {
    path: PATHS.teacherProgrammes,
    name: 'event-og-programmer',
    announce: 'Programmer og events',
    area: 'teacher',
    layout: 'myPage',
  },
  { path: PATHS.teacherAccount, name: 'konto', announce: 'Konto', area: 'teacher', layout: 'myPage' },
  { path: PATHS.admin, name: 'admin', announce: null, area: 'admin', layout: 'myPage' },
  {
    path: PATHS.adminOverview,
    name: 'admin-oversigt',
    announce: 'Admin oversigt',
    area: 'admin',
    layout: 'myPage',
  },
  {
    path: PATHS.adminEvents,
    name: 'admin-events',
    announce: 'Admin events',
    area: 'admin',
    layout: 'myPage',
  },
  {
    path: PATHS.adminUsers,
    name: 'admin-brugere-og-institutioner',
    announce: 'Admin brugere og institutioner',
    area: 'admin',
    layout: 'myPage',
  },
  {
    path: PATHS.adminUserInfo,
    name: 'admin-bruger-information',
    announce: 'Admin bruger informationer',
    area: 'admin',
    layout: 'myPage',
  },
  {
    path: PATHS.adminMaterials,
    name: 'admin-undervisningsmaterialer',
    announce: 'Admin undervisningsmaterialer',
    area: 'admin',
    layout: 'myPage',
  },
  { path: '/dynamicPage/', name: 'dynamicPage', announce: null, area: 'public', layout: 'default' },
  { path: '/Index/', name: 'Index', announce: null, area: 'public', layout: 'default' },
];

export const CATCH_ALL: RouteEntry = {
  path: '/*',
  name: 'all',
  announce: null,
  area: 'public',
  layout: 'default',
};

export const LOGIN_PATH = PATHS.login;
export const HOME_PATH = PATHS.teacherHome;
export const ADMIN_HOME_PATH = PATHS.adminOverview;

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

export function routeForPath(pathname: string): RouteEntry {
  const path = withSlash(pathname);
  return ROUTES.find((route) => route.path === path) ?? CATCH_ALL;
}

/** The URL of a my-page menu item: its RouteName matched against the route table, else '404'. */
export function urlForRouteName(routeName: string): string {
  return ROUTES.find((route) => route.name === routeName)?.path ?? '404';
}

/** Whether a path is in the area under `root` ('/min-profil/'), with or without its trailing slash. */
const inArea = (pathname: string, root: string) =>
  pathname === root.slice(0, -1) || pathname.startsWith(root);
export const isTeacherPath = (pathname: string) => inArea(pathname, PATHS.teacherHome);
export const isAdminPath = (pathname: string) => inArea(pathname, PATHS.admin);

/**
 * The login page with the way back: after signing in the person lands on `returnTo` (a path on this site;
 * the server checks it again before following it, src/server/auth/return-to.ts).
 */
export const loginUrl = (returnTo: string) => `${PATHS.login}?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * Whether `value` is a path on this site ('/…', not '//host' or '/\\host', no control characters): what the
 * browser may hand on as a way back. The server judges it again (src/server/auth/return-to.ts).
 */
export const isSitePath = (value: string) =>
  value.length <= 2048 &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !/[\u0000-\u001f\u007f\\]/.test(value);

/**
 * Why sign-in stopped, as the login page reads it from `?fejl=` (its Danish messages: LoginScreen); `logud`: the
 * session could not be ended everywhere, so logging out failed (src/server/auth/logout.ts).
 */
export type LoginError = 'login' | 'callback' | 'ikke-bekraeftet' | 'logud';

/** What the person is told when logging out failed. */
export const LOGOUT_FAILED_MESSAGE = 'Vi kunne ikke logge dig ud. Prøv igen om et øjeblik.';

/** The login page telling why the last attempt did not get through. */
export const loginErrorUrl = (reason: LoginError) => `${PATHS.login}?fejl=${reason}`;

/** The endpoint that starts sign-in at the identity provider, with the way back. */
export const startLoginUrl = (returnTo: string) =>
  `${PATHS.api.login}?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * The one rule for element ids that links point at (an editor's AnchorId, a programme, an event): spaces
 * become '-', and anything but letters, digits, '-' and '_' goes, so the id needs no escaping in a URL's
 * fragment or a CSS selector. Empty when nothing is left.
 */
export function anchorId(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '');
}

/** An editor's AnchorId (any CMS value) as an element id, or undefined when it has none. */
export const blockAnchorId = (value: unknown): string | undefined =>
  (typeof value === 'string' && anchorId(value)) || undefined;

/** A programme's card on Programmer og events (Min oversigt's next steps link to it). */
export const programmeAnchorId = (programName: string) => `program-${anchorId(programName)}`;
/** An event's card on Programmer og events (Min oversigt's next steps link to it; the link opens it). */
export const eventAnchorId = (eventId: string) => `arrangement-${anchorId(eventId)}`;

/** A material on a public page (a materials block, a search result): where "Log ind" comes back to. */
export const materialAnchorId = (materialId: string) => `materiale-${anchorId(materialId)}`;

/** The query parameter that asks a page to carry on with a material's download ("Hent") once it loads. */
export const MATERIAL_DOWNLOAD_PARAM = 'hent';

/**
 * The way back to a material after signing in: the page (with its query, a search's words say), the download
 * to carry on with, the material's anchor.
 */
export function materialReturnPath(pathAndQuery: string, materialId: string): string {
  const url = new URL(pathAndQuery, 'http://site.invalid');
  url.searchParams.set(MATERIAL_DOWNLOAD_PARAM, materialId);
  return `${url.pathname}${url.search}#${materialAnchorId(materialId)}`;
}

/** The sign-up on Min profil, with a way back to where the person came from (a path on this site). */
export const teacherSignupUrl = (returnTo: string) =>
  `${PATHS.teacherHome}?tilbage=${encodeURIComponent(returnTo)}`;

/** A link to an element on a page: the fragment percent-encoded, as the browser reports it in location.hash. */
export const anchorHref = (path: string, id: string) => `${path}#${encodeURIComponent(id)}`;

/** An admin table's CSV file, with its filter (empty values left out): `exportUrl('tilmeldinger.csv', { program })`. */
export function exportUrl(file: string, params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `${PATHS.api.adminExport}${file}${query ? `?${query}` : ''}`;
}

/** The admin's page about one person, from any place a user is listed. */
export const userInfoHref = (email: string) => `${PATHS.adminUserInfo}?email=${encodeURIComponent(email)}`;

/** Where a programme is joined or left on Programmer og events. */
export const programmeHref = (programName: string) =>
  anchorHref(PATHS.teacherProgrammes, programmeAnchorId(programName));
/** Where an event is signed up to and its code redeemed on Programmer og events. */
export const eventHref = (eventId: string) => anchorHref(PATHS.teacherProgrammes, eventAnchorId(eventId));
