import type { GetServerSideProps } from 'next';
import type { InstantSearchServerState } from 'react-instantsearch';
import { PageHead } from '@/components/PageHead/PageHead';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { PATHS } from '@/lib/routes';
import { SearchScreen } from '@/features/search/SearchScreen';
import { loadSearchServerState } from '@/server/search/server-state';
import { publicConfig } from '@/server/env';
import { withStaticParts } from '@/render/static-props';
import { contentPageProps, plainPageProps, type SiteProps } from '@/server/loaders/navigation';
import type { Page } from '@/cms/vocabulary';

interface SearchPageProps extends SiteProps {
  /** The CMS page at /soge-resultater/ (title, intro, SEO); the page still works without one. */
  page: Page | null;
  serverUrl: string;
  serverState: InstantSearchServerState | null;
}

const FALLBACK_TITLE = 'Søgeresultater';

export const getServerSideProps: GetServerSideProps<SearchPageProps> = withStaticParts<SearchPageProps>(
  async (context) => {
    // resolvedUrl, not req.url: on client-side navigation req.url is the /_next/data/… URL.
    const serverUrl = new URL(context.resolvedUrl, publicConfig().siteUrl).href;
    const [content, serverState] = await Promise.all([
      contentPageProps(context, PATHS.search),
      loadSearchServerState(publicConfig(), serverUrl),
    ]);
    if ('props' in content) return { props: { ...(await content.props), serverUrl, serverState } };
    if ('notFound' in content) {
      const plain = await plainPageProps(context);
      if ('props' in plain) return { props: { ...(await plain.props), page: null, serverUrl, serverState } };
      return plain;
    }
    return content;
  },
  { blocks: false },
);

export default function SearchResultsPage(props: SearchPageProps) {
  const { page } = props;
  return (
    <>
      {page ? (
        <PageHead page={page} site={props} />
      ) : (
        <PageTitle title={FALLBACK_TITLE} siteName={props.global?.SiteName} />
      )}
      <SearchScreen
        serverUrl={props.serverUrl}
        serverState={props.serverState}
        title={page?.Name || FALLBACK_TITLE}
        intro={page?.Teaser?.Text || null}
      />
    </>
  );
}
