import { describe, expect, it } from 'vitest';
import { searchHosts } from '@/features/search/client';
import { SEARCH_INDICES } from '@/lib/search-indices';
import { resultCountText } from '@/features/search/ResultCount';
import {
  createSearchURL,
  parseSearchURL,
  relativeUrl,
  routeToSearch,
  routeToState,
  searchToRoute,
  stateToRoute,
} from '@/features/search/routing';

const location = (href: string) => new URL(href);

describe('search URL state: InstantSearch state ↔ route', () => {
  it('keeps only what a visitor chose: query, types, sort and page', () => {
    const route = stateToRoute({
      content: {
        query: 'løsning',
        refinementList: { type: ['article', 'eventPage'] },
        sortBy: SEARCH_INDICES.contentNewest,
        page: 2,
        configure: { hitsPerPage: 10 },
      },
    });
    expect(route).toEqual({ query: 'løsning', types: ['article', 'eventPage'], sort: 'nyeste', page: 2 });
  });

  it('leaves the defaults out: first page, relevance, no filter, no query', () => {
    expect(
      stateToRoute({
        content: { query: '', page: 1, sortBy: SEARCH_INDICES.content, refinementList: { type: [] } },
      }),
    ).toEqual({});
    expect(stateToRoute({})).toEqual({});
  });

  it('turns a route back into the state of the content index, with the newest-first replica as its sort', () => {
    expect(routeToState({ query: 'pitch', types: ['article'], sort: 'nyeste', page: 3 })).toEqual({
      content: {
        query: 'pitch',
        refinementList: { type: ['article'] },
        sortBy: 'content_published_desc',
        page: 3,
      },
    });
    expect(routeToState({ sort: 'relevans', page: 1 })).toEqual({ content: {} });
  });

  it('round-trips every combination through the URL unchanged', () => {
    const routes = [
      {},
      { query: 'skole' },
      { query: 'grøn innovation & 100%', types: ['article'] },
      { types: ['eventPage', 'grantPage'], sort: 'nyeste' as const },
      { query: 'Århus', page: 4, sort: 'nyeste' as const, types: ['projectPage'] },
    ];
    for (const route of routes) expect(searchToRoute(routeToSearch(route))).toEqual(route);
  });
});

describe('search URL state: the query string', () => {
  it('writes readable parameters: query, type (repeated), sortering and side', () => {
    expect(
      routeToSearch({ query: 'løsning', types: ['article', 'eventPage'], sort: 'nyeste', page: 2 }),
    ).toBe('?query=l%C3%B8sning&type=article&type=eventPage&sortering=nyeste&side=2');
    expect(routeToSearch({})).toBe('');
    expect(routeToSearch({ query: 'design thinking' })).toBe('?query=design+thinking');
  });

  it('reads what the header search box submits', () => {
    expect(searchToRoute('?query=l%C3%B8sning')).toEqual({ query: 'løsning' });
    expect(searchToRoute('?query=design+thinking')).toEqual({ query: 'design thinking' });
    expect(searchToRoute('?query=')).toEqual({});
  });

  it('reads what the page form submits without JavaScript, relevance included', () => {
    expect(searchToRoute('?query=skole&type=article&type=eventPage&sortering=relevans')).toEqual({
      query: 'skole',
      types: ['article', 'eventPage'],
    });
  });

  it('accepts types as a comma-separated list and drops repeats', () => {
    expect(searchToRoute('?type=article,eventPage&type=article')).toEqual({
      types: ['article', 'eventPage'],
    });
  });

  it('ignores what a hand-edited link gets wrong instead of failing', () => {
    expect(searchToRoute('?side=abc&sortering=tilfaeldig&type=%3Cscript%3E&type=&foo=bar')).toEqual({});
    expect(searchToRoute('?side=-2')).toEqual({});
    expect(searchToRoute('?side=0')).toEqual({});
    expect(searchToRoute('?side=99999')).toEqual({});
    expect(searchToRoute('?side=5000')).toEqual({ page: 1000 });
    expect(searchToRoute(`?query=${'a'.repeat(600)}`).query).toHaveLength(512);
  });
});

describe('search URL state: the history router', () => {
  it('builds absolute URLs on the current page, so an unchanged URL is not written twice', () => {
    const url = createSearchURL({
      routeState: { query: 'pitch', page: 2 },
      location: location('http://localhost:3000/soge-resultater/?query=old#top'),
    });
    expect(url).toBe('http://localhost:3000/soge-resultater/?query=pitch&side=2#top');
  });

  it('parses the location the server was asked for', () => {
    expect(
      parseSearchURL({ location: location('https://fonden.dk/soge-resultater/?query=aarhus&side=2') }),
    ).toEqual({
      query: 'aarhus',
      page: 2,
    });
  });

  it('gives links the same relative href on the server and in the browser', () => {
    expect(relativeUrl('http://127.0.0.1:3000/soge-resultater/?query=a&side=2')).toBe(
      '/soge-resultater/?query=a&side=2',
    );
  });
});

describe('search client and count text', () => {
  it('points the client at SEARCH_HOST when set, with its port and protocol', () => {
    expect(searchHosts('http://127.0.0.1:4010')).toEqual([
      { url: '127.0.0.1', port: 4010, protocol: 'http', accept: 'readWrite' },
    ]);
    expect(searchHosts('https://search.example.dk')).toEqual([
      { url: 'search.example.dk', port: undefined, protocol: 'https', accept: 'readWrite' },
    ]);
    expect(searchHosts(null)).toBeUndefined();
  });

  it('says the count in Danish, with the query in Danish quotation marks', () => {
    expect(resultCountText(12, 'løsning')).toBe('12 resultater for »løsning«');
    expect(resultCountText(1, 'pitch ')).toBe('1 resultat for »pitch«');
    expect(resultCountText(0, 'xyz')).toBe('Ingen resultater for »xyz«');
    expect(resultCountText(1234, '')).toBe('1.234 resultater');
  });
});
