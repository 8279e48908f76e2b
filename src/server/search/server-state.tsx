import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import { SiteConfigProvider } from '@/components/SiteConfig/SiteConfig';
import type { PublicConfig } from '@/server/env';
import { log } from '@/server/log';
import { createSearchClient } from '@/features/search/client';
import { SearchScreen } from '@/features/search/SearchScreen';

// A page waits for its results; a slow search service should cost a visitor seconds at most, not the
// client's default five per try. The browser searches again on arrival when the server could not.
const SERVER_TIMEOUTS = { connect: 1000, read: 2500, write: 5000 };

/**
 * The results of the requested URL, fetched on the server with a client of this request's own. `null` when
 * the search service fails: the page still renders, and the browser searches once it has loaded.
 */
export async function loadSearchServerState(
  config: PublicConfig,
  serverUrl: string,
): Promise<InstantSearchServerState | null> {
  try {
    const searchClient = createSearchClient(config.search, { timeouts: SERVER_TIMEOUTS });
    const state = await getServerState(
      <SiteConfigProvider config={config}>
        <SearchScreen serverUrl={serverUrl} title="" intro={null} searchClient={searchClient} />
      </SiteConfigProvider>,
      {
        renderToString,
      },
    );
    // Next's props must be JSON; the state holds `undefined` values that JSON leaves out.
    return JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
  } catch (error) {
    log.warn(
      { err: error, url: serverUrl },
      'search: the server could not fetch the results; the browser will try',
    );
    return null;
  }
}
