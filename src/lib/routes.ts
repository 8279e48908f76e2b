/** The route table of SPEC section 2: path, name and the message a screen reader hears on arrival. */

export type RouteArea = 'public' | 'guest' | 'callback' | 'teacher' | 'admin';

export interface RouteEntry {
  path: string;
  name: string;
  announce: string | null;
  area: RouteArea;
  layout: 'default' | 'myPage';
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '/auth/', name: 'auth-page', announce: null, area: 'callback', layout: 'default' },
  { path: '/login/', name: 'login', announce: 'Login side', area: 'guest', layout: 'default' },
  { path: '/min-profil/', name: 'min-profil', announce: 'Min profil', area: 'teacher', layout: 'myPage' },
  {
    path: '/min-profil/min-oversigt/',
    name: 'min-oversigt',
    announce: 'Min oversigt',
    area: 'teacher',
    layout: 'myPage',
  },
  {
    path: '/min-profil/undervisningsmaterialer/',
    name: 'undervisningsmaterialer',
    announce: 'Undervisningsmaterialer',
    area: 'teacher',
    layout: 'myPage',
  },
  {
    path: '/min-profil/event-og-programmer/',
    name: 'event-og-programmer',
    announce: 'Programmer og events',
    area: 'teacher',
    layout: 'myPage',
  },
  { path: '/min-profil/konto/', name: 'konto', announce: 'Konto', area: 'teacher', layout: 'myPage' },
  { path: '/admin/', name: 'admin', announce: null, area: 'admin', layout: 'myPage' },
  {
    path: '/admin/oversigt/',
    name: 'admin-oversigt',
    announce: 'Admin oversigt',
    area: 'admin',
    layout: 'myPage',
  },
  { path: '/admin/events/', name: 'admin-events', announce: 'Admin events', area: 'admin', layout: 'myPage' },
  {
    path: '/admin/brugere-og-institutioner/',
    name: 'admin-brugere-og-institutioner',
    announce: 'Admin brugere og institutioner',
    area: 'admin',
    layout: 'myPage',
  },
  {
    path: '/admin/bruger-information/',
    name: 'admin-bruger-information',
    announce: 'Admin bruger informationer',
    area: 'admin',
    layout: 'myPage',
  },
  {
    path: '/admin/undervisningsmaterialer/',
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

export const LOGIN_PATH = '/login/';
export const HOME_PATH = '/min-profil/';
export const ADMIN_HOME_PATH = '/admin/oversigt/';
export const LOGOUT_PATH = '/';

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

export function routeForPath(pathname: string): RouteEntry {
  const path = withSlash(pathname);
  return ROUTES.find((route) => route.path === path) ?? CATCH_ALL;
}

/** The URL of a my-page menu item: its RouteName matched against the route table, else '404'. */
export function urlForRouteName(routeName: string): string {
  return ROUTES.find((route) => route.name === routeName)?.path ?? '404';
}

const inArea = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);
export const isTeacherPath = (pathname: string) => inArea(pathname, '/min-profil');
export const isAdminPath = (pathname: string) => inArea(pathname, '/admin');
