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
import type { PreparedPage, StaticPart } from '@/cms/blocks';
import type { VersionedPart } from '@/lib/static-part';
import type { Global, Quicklinks } from '../upstream/cms-schemas';
import { loadGlobal } from './global';
import { canonicalRedirect, loadContentPage, type PageResult } from './page';
import { loadQuicklinks } from './quicklinks';
import { publicPageKey, rememberWhenSent, SESSION_RESET_HEADER } from '../rendered-pages';
import { loadHeaderScripts, type HeaderScript } from './scripts';
import { resolveTracking, type Tracking } from '@/lib/tracking';
import { contentSecurityPolicy, nonceOf, policyInputs } from '../security-headers';
import { viewListings } from '../content/listing-view';
import { PREVIEW_PAGE, previewState } from '../preview/mode';
import { loadPreviewGlobal, loadPreviewPage } from '../preview/content';

export interface Viewer {
  loggedIn: boolean;
  isAdmin: boolean;
  name: string | null;
}

/**
 * What every page gets: the browser's allowlisted config and the site-wide data. Nothing about who is looking:
 * a public page's HTML is the same for everyone (docs/decisions/0004); the browser learns the viewer.
 */
export interface SiteProps {
  config: PublicConfig;
  global: Global | null;
  globalFetchedAt: string | null;
  /**
   * The CMS's header scripts (GetScripts), added to the page's head in the browser once it knows the viewer is
   * not an administrator (src/components/HeaderScripts); none on a screen an administrator is signed in to.
   */
  headerScripts: HeaderScript[];
  /** The public header as HTML (src/render/static-header.tsx, docs/decisions/0042); public pages only. */
  header?: VersionedPart;
  /** The public footer as HTML (src/render/static-footer.tsx, docs/decisions/0009); public pages only. */
  footer?: StaticPart;
  /** An editor's preview: drafts shown, the banner on (docs/decisions/0031). */
  preview: boolean;
}

export interface ContentPageProps extends SiteProps {
  page: PreparedPage;
}

export interface MyPageProps extends SiteProps {
  /** A teacher or admin screen is one person's: it knows who is looking from the server. */
  viewer: Viewer;
  quicklinks: Quicklinks | null;
  /** The screen's data, fetched on the server through the typed API, for React Query to start with. */
  trpcState: DehydratedState | null;
}

const viewerOf = (state: SessionState): Viewer =>
  state.status === 'active' || state.status === 'unavailable'
    ? { loggedIn: true, isAdmin: isAdmin(state.data), name: state.data.user.name }
    : { loggedIn: false, isAdmin: false, name: null };

/**
 * `global` (site-wide data, which also carries header and footer: `globalHeaderFooter`) and the header scripts,
 * the same for every visitor. A public page reads no session: its HTML and its policy are the same for
 * everyone, and the browser's `session.get` applies the token rules (src/lib/client/viewer-state.ts).
 */
export async function loadSite(
  context: GetServerSidePropsContext,
  viewerIsAdmin = false,
): Promise<SiteProps> {
  const preview = previewState(context) === 'on';
  const [loaded, headerScripts] = await Promise.all([
    preview ? loadPreviewGlobal() : loadGlobal(upstreamClients()),
    loadHeaderScripts(upstreamClients()),
  ]);
  const config = publicConfig();
  const area = routeForPath(context.resolvedUrl.split(/[?#]/)[0] ?? '/').area;
  admitTrackers(context, resolveTracking(config, loaded?.global?.Tracking, { area, viewerIsAdmin }));
  return {
    config,
    global: loaded?.global ?? null,
    globalFetchedAt: loaded?.fetchedAt ?? null,
    // An editor's script must never run with an administrator's rights, in the admin area or out of it.
    headerScripts: viewerIsAdmin ? [] : headerScripts,
    preview,
  };
}

/**
 * The per-navigation chain of a signed-in screen after the proxy's auth-redirect: the session's token rules,
 * then the site-wide data (with the viewer known, so an administrator's screen admits no tracker).
 */
async function loadSignedInSite(
  context: GetServerSidePropsContext,
): Promise<{ props: SiteProps & { viewer: Viewer }; state: SessionState; session: SessionHandle }> {
  const session = await nodeSession(context.req, context.res);
  // A page the person asked for is their activity (it keeps an administrator's session from going idle).
  const state = await currentSession(session, undefined, undefined, { recordActivity: true });
  const viewer = viewerOf(state);
  return { state, session, props: { ...(await loadSite(context, viewer.isAdmin)), viewer } };
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
const publicKeyOf = ({ req }: GetServerSidePropsContext) => {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return publicPageKey({
    method: req.method ?? 'GET',
    pathname: query === -1 ? url : url.slice(0, query),
    search: query === -1 ? '' : url.slice(query),
    setsCookie: req.headers[SESSION_RESET_HEADER] !== undefined,
    isDataRequest: url.startsWith('/_next/data/') || req.headers['x-nextjs-data'] !== undefined,
  });
};

/**
 * A page asked for by its URL in another letter case than the CMS's: the CMS's path, with the query, for a 308
 * (docs/decisions/0029). Only when `path` is the request's own path (not /dynamicPage's `?path=`).
 */
function canonicalRedirectOf(
  { resolvedUrl }: GetServerSidePropsContext,
  path: string,
  result: PageResult,
): string | null {
  const query = resolvedUrl.indexOf('?');
  const requested = query === -1 ? resolvedUrl : resolvedUrl.slice(0, query);
  if (result.kind !== 'page' || requested !== path) return null;
  const canonical = canonicalRedirect(requested, result.page);
  return canonical && `${canonical}${query === -1 ? '' : resolvedUrl.slice(query)}`;
}

/**
 * A CMS page by path: 404 when the CMS has none, the error screen when it is down and no copy exists.
 * With `rememberForAnonymous`, the HTML of a fresh page is kept for the proxy to answer the next views of it
 * from, whoever asks, until the page data expires or is purged (docs/decisions/0004).
 */
export async function contentPageProps(
  context: GetServerSidePropsContext,
  path: string,
  { rememberForAnonymous = false } = {},
): Promise<GetServerSidePropsResult<ContentPageProps>> {
  // In preview (or ending one) the page is the CMS's preview answer and nobody keeps it (decision 0031).
  const preview = previewState(context);
  const [props, result] = await Promise.all([
    loadSite(context),
    preview === 'on' ? loadPreviewPage(path) : loadContentPage(upstreamClients(), path),
  ]);
  if (result.kind === 'not-found') return { notFound: true };
  const canonical = canonicalRedirectOf(context, path, result);
  if (canonical) return { redirect: { destination: canonical, permanent: true } };
  if (result.kind === 'unavailable') {
    const error = new Error('Siden kan ikke vises lige nu. Prøv igen om lidt.') as Error & {
      statusCode: number;
    };
    error.statusCode = 503;
    throw error;
  }
  // A stale copy, or a page whose listings were late (pending in this HTML), is nobody's to keep.
  const shared = preview !== 'off' || result.stale || result.complete ? null : publicKeyOf(context);
  context.res.setHeader(
    'cache-control',
    preview !== 'off'
      ? PREVIEW_PAGE
      : shared
        ? publicPageCacheControl(env().PAGE_CACHE_TTL_MS)
        : PRIVATE_PAGE,
  );
  const key = rememberForAnonymous ? shared : null;
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
    loadSignedInSite(context),
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
  const props = await loadSite(context);
  context.res.setHeader(
    'cache-control',
    previewState(context) === 'off' ? 'private, no-cache' : PREVIEW_PAGE,
  );
  return { props };
}
