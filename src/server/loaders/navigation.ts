import type { DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { ADMIN_HOME_PATH, LOGIN_PATH, loginUrl, routeForPath } from '@/lib/routes';
import { isAdmin, nodeSession, type SessionHandle } from '../auth/session';
import { PRIVATE_PAGE, publicPageCacheControl } from '../cache-headers';
import { contextFor } from '../context';
import { createPrefetchApi, type PrefetchApi } from './prefetch';
import { withinDeadline, type WhenLate } from './deadline';
import { currentSession, TRY_AGAIN, type SessionState } from '../auth/tokens';
import { env, publicConfig, type PublicConfig } from '../env';
import { upstreamClients } from '../upstream';
import type { PreparedPage } from '@/cms/blocks';
import type { Global, Quicklinks } from '../upstream/cms-schemas';
import { loadGlobal } from './global';
import { loadContentPage } from './page';
import { loadQuicklinks } from './quicklinks';
import { anonymousPageKey, rememberWhenSent } from '../rendered-pages';
import { sessionCookieName } from '../auth/session';
import { loadHeaderScripts, type HeaderScript } from './scripts';
import { resolveTracking, type Tracking } from '@/lib/client/analytics';
import { contentSecurityPolicy, nonceOf, policyInputs } from '../security-headers';
import { viewListings } from '../content/listing-view';

export interface Viewer {
  loggedIn: boolean;
  isAdmin: boolean;
  name: string | null;
}

/** What every page gets: the browser's allowlisted config, the site-wide data and who is looking. */
export interface SiteProps {
  config: PublicConfig;
  global: Global | null;
  globalFetchedAt: string | null;
  viewer: Viewer;
  /**
   * The CMS's header scripts (GetScripts), rendered into the served page's head by _document; none for an
   * administrator, on any page (docs/decisions/0014).
   */
  headerScripts: HeaderScript[];
}

export interface ContentPageProps extends SiteProps {
  page: PreparedPage;
}

export interface MyPageProps extends SiteProps {
  quicklinks: Quicklinks | null;
  /** The screen's data, fetched on the server through the typed API, for React Query to start with. */
  trpcState: DehydratedState | null;
}

const viewerOf = (state: SessionState): Viewer =>
  state.status === 'active' || state.status === 'unavailable'
    ? { loggedIn: true, isAdmin: isAdmin(state.data), name: state.data.user.name }
    : { loggedIn: false, isAdmin: false, name: null };

/**
 * The per-navigation chain after the proxy's auth-redirect: the session's token rules, then `global`
 * (site-wide data, which also carries header and footer: `globalHeaderFooter`), then the caller's `page` step.
 */
export async function loadSite(
  context: GetServerSidePropsContext,
): Promise<{ props: SiteProps; state: SessionState; session: SessionHandle }> {
  const session = await nodeSession(context.req, context.res);
  const [state, loaded, headerScripts] = await Promise.all([
    // A page the person asked for is their activity (it keeps an administrator's session from going idle).
    currentSession(session, undefined, undefined, { recordActivity: true }),
    loadGlobal(upstreamClients()),
    loadHeaderScripts(upstreamClients()),
  ]);
  const config = publicConfig();
  const viewer = viewerOf(state);
  const area = routeForPath(context.resolvedUrl.split(/[?#]/)[0] ?? '/').area;
  admitTrackers(
    context,
    resolveTracking(config, loaded?.global?.Tracking, { area, viewerIsAdmin: viewer.isAdmin }),
  );
  return {
    state,
    session,
    props: {
      config,
      global: loaded?.global ?? null,
      globalFetchedAt: loaded?.fetchedAt ?? null,
      viewer,
      // An editor's script must never run with an administrator's rights, in the admin area or out of it.
      headerScripts: viewer.isAdmin ? [] : headerScripts,
    },
  };
}

/**
 * The proxy's policy knows the trackers the deployment configures; the CMS may switch one on too (Global
 * .Tracking), so the page's policy is made again here, with the proxy's nonce, to admit what the page loads.
 */
function admitTrackers({ req, res }: GetServerSidePropsContext, tracking: Tracking) {
  const requested = req.headers['content-security-policy'];
  const nonce = nonceOf(typeof requested === 'string' ? requested : null);
  if (nonce)
    res.setHeader('content-security-policy', contentSecurityPolicy(nonce, policyInputs(env(), tracking)));
}

/** The rendered-page cache's key for this request, when it may fill it (src/server/rendered-pages.ts). */
const anonymousKeyOf = ({ req }: GetServerSidePropsContext) => {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return anonymousPageKey({
    method: req.method ?? 'GET',
    pathname: query === -1 ? url : url.slice(0, query),
    search: query === -1 ? '' : url.slice(query),
    hasSessionCookie: Boolean(req.cookies[sessionCookieName()]),
    isDataRequest: url.startsWith('/_next/data/') || req.headers['x-nextjs-data'] !== undefined,
  });
};

/**
 * A CMS page by path: 404 when the CMS has none, the error screen when it is down and no copy exists.
 * With `rememberForAnonymous`, the HTML of a fresh page sent to a visitor with no session is kept for the
 * proxy to answer the next such views from, until the page data expires (docs/decisions/0004).
 */
export async function contentPageProps(
  context: GetServerSidePropsContext,
  path: string,
  { rememberForAnonymous = false } = {},
): Promise<GetServerSidePropsResult<ContentPageProps>> {
  const [{ props }, result] = await Promise.all([
    loadSite(context),
    loadContentPage(upstreamClients(), path),
  ]);
  if (result.kind === 'not-found') return { notFound: true };
  if (result.kind === 'unavailable') {
    const error = new Error('Siden kan ikke vises lige nu. Prøv igen om lidt.') as Error & {
      statusCode: number;
    };
    error.statusCode = 503;
    throw error;
  }
  const anonymous = result.stale ? null : anonymousKeyOf(context);
  context.res.setHeader(
    'cache-control',
    anonymous ? publicPageCacheControl(env().PAGE_CACHE_TTL_MS) : PRIVATE_PAGE,
  );
  if (anonymous) context.res.setHeader('vary', 'Cookie');
  const key = rememberForAnonymous ? anonymous : null;
  if (key) rememberWhenSent(context.res, key, result.fetchedAt + env().PAGE_CACHE_TTL_MS);
  return { props: { ...props, page: viewListings(result.page, context.query) } };
}

/**
 * What a teacher or admin screen loads on the server: it prefetches through `api` (see PrefetchApi) and may
 * return props of its own (for example which step of a flow to show).
 */
export type ScreenLoader<Extra extends object> = (
  api: PrefetchApi,
  context: GetServerSidePropsContext,
) => Promise<Extra>;

/**
 * A screen whose loader returns props of its own says what to render with when its data is late (or `'wait'`,
 * when those props decide the screen's layout); a screen without such props renders with none.
 */
type LateProps<Extra> = [keyof Extra] extends [never]
  ? [whenLate?: WhenLate<Extra>]
  : [whenLate: WhenLate<Extra>];

/**
 * Teacher and admin screens: a live session of the right role (the proxy checked first; this is the second
 * lock), then the screen's own data through the typed API. A session that ends while the data is fetched (a 401
 * upstream, a failed refresh) sends the person to /login with the way back, as any other ended session.
 */
export async function myPageProps<Extra extends object = Record<never, never>>(
  context: GetServerSidePropsContext,
  area: 'teacher' | 'admin',
  load?: ScreenLoader<Extra>,
  ...whenLate: LateProps<Extra>
): Promise<GetServerSidePropsResult<MyPageProps & Extra>> {
  const [{ props, state, session }, quicklinks] = await Promise.all([
    loadSite(context),
    loadQuicklinks(upstreamClients()),
  ]);
  const toLogin = {
    redirect: {
      destination: loginUrl(context.resolvedUrl),
      permanent: false,
    },
  } as const;
  if (state.status === 'unavailable') {
    const error = new Error(TRY_AGAIN) as Error & { statusCode: number };
    error.statusCode = 503;
    throw error;
  }
  if (state.status !== 'active') return toLogin;
  const admin = isAdmin(state.data);
  if (area === 'admin' && !admin) return { redirect: { destination: LOGIN_PATH, permanent: false } };
  if (area === 'teacher' && admin) return { redirect: { destination: ADMIN_HOME_PATH, permanent: false } };
  context.res.setHeader('cache-control', 'private, no-store');
  if (!load) return { props: { ...props, quicklinks, trpcState: null } as MyPageProps & Extra };

  const ctx = await contextFor(context.req, context.res, { session, sessionState: state });
  const { api, dehydrate } = createPrefetchApi(ctx);
  // The screen's data gets SSR_DATA_DEADLINE_MS; what is later loads in the browser (docs/decisions/0011).
  const late = (whenLate[0] ?? {}) as WhenLate<Extra>;
  const { extra } = await withinDeadline(
    api.queryClient,
    () => load(api, context),
    env().SSR_DATA_DEADLINE_MS,
    late,
  );
  if (session.ended) return toLogin;
  return { props: { ...props, ...extra, quicklinks, trpcState: dehydrate() } };
}

/** Pages with no CMS page of their own (login, auth errors): site-wide data and viewer only. */
export async function plainPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<SiteProps>> {
  const { props } = await loadSite(context);
  context.res.setHeader('cache-control', 'private, no-cache');
  return { props };
}
