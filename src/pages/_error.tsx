import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorBoundary } from '@/components/ErrorBoundary/ErrorBoundary';
import { NotFound } from '@/features/not-found/NotFound';
import { dataPart } from '@/lib/static-part';
import type { SiteProps } from '@/server/loaders/navigation';

interface Props {
  statusCode: number;
  message: string;
}

/** A 404 also gets the site-wide data, when it can be had: _app then draws it in the site's layout. */
type ScreenProps = Props & Partial<SiteProps>;

/** SPEC section 8: when the error screen itself fails. */
export function ErrorScreenFallback() {
  return (
    <main id="main" className="container" style={{ paddingBlock: '4rem' }}>
      <p>An error occurred while showing the error page</p>
      <p>
        <a href="/">Go back to home</a>
      </p>
    </main>
  );
}

/**
 * Unknown route (SPEC section 8): status 404 and the spec's text, drawn here rather than by a pages/404: Next
 * prerenders that one at build time, so its scripts could never carry a response's CSP nonce (decision 0014).
 */
function ErrorContent({ statusCode, message, config }: ScreenProps) {
  if (statusCode === 404) return <NotFound framed={Boolean(config)} />;
  return (
    <main id="main" className="container" style={{ paddingBlock: '4rem' }}>
      <Head>
        <title>{`${statusCode}: ${message}`}</title>
      </Head>
      <h1>{statusCode}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Gå til forsiden</a>
      </p>
    </main>
  );
}

/** Every error, normalised to a status code (500 by default) and a message (SPEC section 8). */
export default function ErrorScreen(props: ScreenProps) {
  return (
    <ErrorBoundary fallback={<ErrorScreenFallback />}>
      <ErrorContent {...props} />
    </ErrorBoundary>
  );
}

/** The status code and message of any error: its own statusCode and message when it has them. */
export function normaliseError(
  err: (Error & { statusCode?: unknown }) | null | undefined,
  responseStatus?: number,
): Props {
  const fromError = err && typeof err.statusCode === 'number' ? err.statusCode : undefined;
  const statusCode = fromError ?? (responseStatus && responseStatus >= 400 ? responseStatus : 500);
  const message =
    statusCode === 404
      ? 'This page could not be found'
      : statusCode === 503
        ? 'Siden kan ikke vises lige nu. Prøv igen om lidt.'
        : err?.message && statusCode < 500
          ? err.message
          : 'Der opstod en fejl. Prøv igen om lidt.';
  return { statusCode, message };
}

/**
 * The site-wide data for a 404, here beside its one caller because it runs on both sides (a page may import
 * the server's and the renderer's modules; docs/architecture.md, the layers): on the server, the cached data every page loads (src/server/loaders/not-found.ts,
 * imported only there: the `typeof window` test is settled at build time, so the browser's bundle has none of
 * it); in the browser, after a link to a missing page, the data the first page of the visit came with.
 */
async function siteForNotFound(context: NextPageContext): Promise<SiteProps | Record<never, never>> {
  if (typeof window === 'undefined') {
    const [{ notFoundSite }, { footerPart }, { headerPart }, { documentPart }] = await Promise.all([
      import('@/server/loaders/not-found'),
      import('@/render/static-footer'),
      import('@/render/static-header'),
      import('@/lib/static-part'),
    ]);
    const site = await notFoundSite(context);
    // Header and footer as every public page has them: HTML rendered once per copy of the site-wide data
    // (decisions 0009 and 0042).
    return site
      ? { ...site, header: headerPart(site, documentPart), footer: footerPart(site, documentPart) }
      : {};
  }
  const footerHtml = document.querySelector('footer')?.closest('.static-part')?.innerHTML;
  const first = (window as { __NEXT_DATA__?: { props?: { pageProps?: Partial<SiteProps> } } }).__NEXT_DATA__
    ?.props?.pageProps;
  return first?.config
    ? {
        config: first.config,
        global: first.global ?? null,
        globalFetchedAt: first.globalFetchedAt ?? null,
        headerScripts: first.headerScripts ?? [],
        preview: false,
        // The footer the page already shows: it came as HTML (decision 0009), not in the data; the header
        // the page shows stays as it is (its version, decision 0042).
        ...(footerHtml ? { footer: dataPart(footerHtml) } : {}),
        ...(first.header ? { header: first.header } : {}),
      }
    : {};
}

ErrorScreen.getInitialProps = async (context: NextPageContext): Promise<ScreenProps> => {
  const { res, err } = context;
  // In the browser with no error, Next is showing a page its data request found missing: a 404.
  const props = normaliseError(err, res ? res.statusCode : err ? undefined : 404);
  if (res) res.statusCode = props.statusCode;
  if (props.statusCode !== 404) return props;
  return { ...props, ...(await siteForNotFound(context)) };
};
