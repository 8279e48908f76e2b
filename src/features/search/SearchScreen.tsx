import type { LiteClient } from 'algoliasearch/lite';
import singletonRouter from 'next/router';
import { useEffect, useState } from 'react';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useInstantSearch,
  type InstantSearchServerState,
} from 'react-instantsearch';
import { createInstantSearchRouterNext } from 'react-instantsearch-router-nextjs';
import { takeSearches } from '@/lib/client/site-search';
import { useSiteConfig } from '@/components/SiteConfig/SiteConfig';
import { searchClientFor } from './client';
import { RESULTS_HEADING_ID } from './paths';
import { Results } from './Results';
import {
  createSearchURL,
  MAIN_INDEX,
  parseSearchURL,
  routeToState,
  stateToRoute,
  type SearchRouteState,
} from './routing';
import { SearchForm } from './SearchForm';
import { RETRIEVED_ATTRIBUTES, SNIPPETED_ATTRIBUTES } from './SearchHit';
import styles from './SearchScreen.module.css';
import { TypeFilter } from './TypeFilter';

export const HITS_PER_PAGE = 10;
const HIGHLIGHTED_ATTRIBUTES = ['title'];

export interface SearchScreenProps {
  /** The requested URL (absolute): the server reads the search state from it. */
  serverUrl: string;
  title: string;
  intro: string | null;
  /** Results fetched on the server (`getServerState`), so the first HTML already lists them. */
  serverState?: InstantSearchServerState | null;
  /** Server only: the per-request client `getServerState` searches with. */
  searchClient?: LiteClient;
}

/**
 * The search results page. Everything inside must render without Next's router context (`getServerState`
 * renders this tree on its own), so it reaches the router only through the singleton.
 */
export function SearchScreen({ serverState, ...props }: SearchScreenProps) {
  return (
    <InstantSearchSSRProvider {...serverState}>
      <SearchApp {...props} />
    </InstantSearchSSRProvider>
  );
}

function SearchApp({ serverUrl, title, intro, searchClient }: Omit<SearchScreenProps, 'serverState'>) {
  const config = useSiteConfig();
  const [client] = useState(() => searchClient ?? searchClientFor(config.search));
  const [routing] = useState(() => ({
    router: createInstantSearchRouterNext<SearchRouteState>({
      singletonRouter,
      serverUrl,
      routerOptions: { createURL: createSearchURL, parseURL: parseSearchURL, cleanUrlOnDispose: false },
    }),
    stateMapping: { stateToRoute, routeToState },
  }));

  return (
    <InstantSearch
      searchClient={client}
      indexName={MAIN_INDEX}
      routing={routing}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={HITS_PER_PAGE}
        attributesToRetrieve={RETRIEVED_ATTRIBUTES}
        attributesToHighlight={HIGHLIGHTED_ATTRIBUTES}
        attributesToSnippet={SNIPPETED_ATTRIBUTES}
        snippetEllipsisText="…"
      />
      <HeaderSearches />
      <div className={`container ${styles.screen}`}>
        <header className={styles.header}>
          <h1>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          <SearchForm />
        </header>
        <div className={styles.layout}>
          <TypeFilter />
          <Results />
        </div>
      </div>
    </InstantSearch>
  );
}

/**
 * A search from the header while this page is open runs here, as a new search (only the query, as in the
 * header's own link to this page), and reading starts at the results' heading (lib/client/site-search.ts).
 */
function HeaderSearches() {
  const { setUiState } = useInstantSearch();
  useEffect(
    () =>
      takeSearches((query) => {
        setUiState(routeToState({ query }));
        const heading = document.getElementById(RESULTS_HEADING_ID);
        heading?.focus({ preventScroll: true });
        heading?.scrollIntoView({ block: 'start' });
      }),
    [setUiState],
  );
  return null;
}
