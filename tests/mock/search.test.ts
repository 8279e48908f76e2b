import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsPageUpsert } from '../../prisma-free-mock/src/cms/schema';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { json, startMock } from './harness';

/**
 * The stand-in search over pages the tests add themselves (all tagged "Testsuite"), so the assertions hold
 * whatever the seeded content is. Tests that need exact counts filter on that tag.
 */

type Hit = Record<string, unknown> & {
  objectID: string;
  title: string;
  _highlightResult?: Record<
    string,
    { value: string; matchLevel: string; matchedWords: string[]; fullyHighlighted?: boolean }
  >;
  _snippetResult?: Record<string, { value: string; matchLevel: string }>;
};
type Result = {
  hits: Hit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  params: string;
  index: string;
  query: string;
  [key: string]: unknown;
};

const CREDENTIALS = { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-search-key' };
const SUITE = 'tags:Testsuite';
const ts = (iso: string) => Math.floor(Date.parse(iso) / 1000);

let mock: RunningMock;

function queries(requests: unknown[], headers: Record<string, string> = CREDENTIALS) {
  return fetch(`${mock.origin}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ requests }),
  });
}

async function search(indexName: string, params: Record<string, unknown>): Promise<Result> {
  const response = await queries([{ indexName, ...params }]);
  expect(response.status).toBe(200);
  const body = await json<{ results: Result[] }>(response);
  const [result] = body.results;
  if (!result) throw new Error('no result');
  return result;
}

const titles = (result: Result) => result.hits.map((hit) => hit.title);

const event = (id: string, city: string, start: string): NonNullable<CmsPageUpsert['Event']> => ({
  EventId: id,
  Type: 'Workshop',
  ProgramName: 'kickstart',
  StartDate: start,
  EndDate: start.replace('T09', 'T15'),
  Location: { Name: `${city} Hallen`, Address: 'Vej 1', Zip: '8000', City: city },
  Capacity: 40,
  RequiresCode: false,
  PublicSignup: true,
});

const grant = (
  id: string,
  category: string,
  amountMax: number,
  deadline: string,
): NonNullable<CmsPageUpsert['Grant']> => ({
  GrantId: id,
  Category: category,
  Amount: `Op til ${amountMax} kr.`,
  AmountMax: amountMax,
  Deadline: deadline,
  HowToApply: 'Send en ansøgning.',
  ApplyLink: null,
});

const richText = (html: string, headline?: string) => ({
  ContentType: 'richTextBlock',
  Content: {
    ...(headline ? { Headline: headline } : {}),
    Text: html,
    UpdatedDate: '2020-01-01T00:00:00.000Z',
  },
});

const LONG_TEXT =
  '<p>Eleverne i syvende klasse arbejdede i fire uger med et rigtigt problem fra kommunen. De interviewede borgere, ' +
  'byggede en prototype af en <b>vandrensning</b> og testede den i skolens v&aelig;rksted. Til sidst fremlagde de ' +
  'deres løsning for et panel af lærere, forældre og lokale virksomheder, som gav dem gode råd til næste skridt.</p>';

function addPages(): void {
  const cms = mock.store.state.cms;
  const page = (path: string, input: CmsPageUpsert) => cms.upsertPage(path, input);
  page('/test/loesninger/', {
    Name: 'Grønne løsninger fra Århus',
    ContentType: 'article',
    PublishDate: '2020-01-05T09:00:00.000Z',
    Teaser: { Text: 'Østergaard Skole viser vejen', Image: null },
    Blocks: [richText(LONG_TEXT, 'Sådan gjorde de')],
    Tags: ['Testsuite', 'Bæredygtighed'],
  });
  page('/test/aarhus-workshop/', {
    Name: 'Workshop i Aarhus om entreprenørskab',
    ContentType: 'eventPage',
    PublishDate: '2020-01-03T09:00:00.000Z',
    Blocks: [],
    Event: event('evt-test-1', 'Aarhus', '2030-03-01T09:00:00.000Z'),
    Tags: ['Testsuite', 'Workshop'],
  });
  page('/test/odense-finale/', {
    Name: 'Finale i Odense',
    ContentType: 'eventPage',
    PublishDate: '2020-01-04T09:00:00.000Z',
    Blocks: [richText('<p>Holdene pitcher for dommerne.</p>')],
    Event: event('evt-test-2', 'Odense', '2030-01-15T09:00:00.000Z'),
    Tags: ['Testsuite', 'Finale'],
  });
  page('/test/legat-innovation/', {
    Name: 'Testlegat til innovation',
    ContentType: 'grantPage',
    PublishDate: '2020-01-01T09:00:00.000Z',
    Teaser: { Text: 'Støtte til nye idéer i klassen', Image: null },
    Blocks: [richText('<p>Legatet dækker materialer.</p>')],
    Grant: grant('grant-test-1', 'Innovation', 50_000, '2030-06-01T12:00:00.000Z'),
    Tags: ['Testsuite'],
  });
  page('/test/legat-rejser/', {
    Name: 'Testlegat til rejser',
    ContentType: 'grantPage',
    PublishDate: '2020-01-02T09:00:00.000Z',
    Blocks: [],
    Grant: grant('grant-test-2', 'Rejser', 20_000, '2030-02-01T12:00:00.000Z'),
    Tags: ['Testsuite'],
  });
  page('/test/skjult/', {
    Name: 'Hemmelig testside',
    ContentType: 'contentPage',
    Blocks: [],
    Seo: { Title: 'Hemmelig', Description: '', CanonicalUrl: null, NoIndex: true, Image: null },
    Tags: ['Testsuite'],
  });
  page('/test/min-side/', {
    Name: 'Hemmelig lærerside',
    ContentType: 'myPage',
    Blocks: [],
    Tags: ['Testsuite'],
  });
  for (let n = 1; n <= 12; n++) {
    page(`/test/serie-${n}/`, {
      Name: `Serieside nummer ${n}`,
      ContentType: 'contentPage',
      PublishDate: `2019-02-${String(n).padStart(2, '0')}T09:00:00.000Z`,
      Blocks: [],
      Tags: ['Testsuite', 'Serie'],
    });
  }
}

beforeAll(async () => {
  mock = await startMock();
  addPages();
  // One page through the control API, as other test suites add theirs.
  const put = await fetch(`${mock.origin}/__mock/cms/page?path=/test/kontrol/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Name: 'Kontrolside om robotter',
      ContentType: 'contentPage',
      PublishDate: '2019-01-01T09:00:00.000Z',
      Blocks: [richText('<p>Robotter i undervisningen.</p>')],
      Tags: ['Testsuite'],
    }),
  });
  expect(put.status).toBe(200);
});
afterAll(() => mock.close());

describe('Authorization', () => {
  it('refuses a wrong API key sent in headers with 403 and Algolia’s message', async () => {
    const response = await queries([{ indexName: 'content' }], {
      ...CREDENTIALS,
      'x-algolia-api-key': 'wrong',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
  });

  it('refuses a wrong application id in the query string, and a request without credentials', async () => {
    const url = `${mock.origin}/1/indexes/*/queries?x-algolia-application-id=other&x-algolia-api-key=local-search-key`;
    const wrongApp = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'content' }] }),
    });
    expect(wrongApp.status).toBe(403);
    expect((await queries([{ indexName: 'content' }], {})).status).toBe(403);
  });

  it('accepts the browser form: credentials in the query string and a text/plain JSON body, with CORS', async () => {
    const url = `${mock.origin}/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=local-search-key`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        requests: [{ indexName: 'content', query: 'robotter', facetFilters: [SUITE] }],
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(titles((await json<{ results: Result[] }>(response)).results[0]!)).toEqual([
      'Kontrolside om robotter',
    ]);
  });
});

describe('Errors', () => {
  it('answers 404 with Algolia’s message for an unknown index', async () => {
    const response = await queries([{ indexName: 'products' }]);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Index does not exist', status: 404 });
  });

  it('answers a readable 400 for a filter it cannot read and for a page size over 1000', async () => {
    const badFilter = await queries([{ indexName: 'content', filters: 'type:article AND (' }]);
    expect(badFilter.status).toBe(400);
    expect((await json<{ message: string }>(badFilter)).message).toMatch(/filters: expected/);
    const tooMany = await queries([{ indexName: 'content', hitsPerPage: 5000 }]);
    expect(tooMany.status).toBe(400);
    expect((await json<{ message: string }>(tooMany)).message).toMatch(/hitsPerPage/);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch(`${mock.origin}/1/indexes/*/queries`, {
      method: 'POST',
      headers: CREDENTIALS,
      body: '{oops',
    });
    expect(response.status).toBe(400);
  });
});

describe('Danish words, prefixes and typos', () => {
  it.each(['losning', 'loesning', 'løsning', 'LØSNING'])(
    '"%s" finds the page that says "løsninger"',
    async (query) => {
      const result = await search('content', { query, facetFilters: [SUITE] });
      expect(titles(result)).toContain('Grønne løsninger fra Århus');
    },
  );

  it.each(['Aarhus', 'Århus', 'aarhus'])(
    '"%s" finds both the Århus and the Aarhus spelling',
    async (query) => {
      const result = await search('content', { query, facetFilters: [SUITE] });
      expect(titles(result).sort()).toEqual([
        'Grønne løsninger fra Århus',
        'Workshop i Aarhus om entreprenørskab',
      ]);
    },
  );

  it('finds "Østergaard" by "ostergaard" and "østergård"', async () => {
    for (const query of ['ostergaard', 'østergård']) {
      expect(titles(await search('content', { query, facetFilters: [SUITE] }))).toEqual([
        'Grønne løsninger fra Århus',
      ]);
    }
  });

  it('completes the last word as a prefix (search as you type), but not earlier words', async () => {
    expect(titles(await search('content', { query: 'entrepren', facetFilters: [SUITE] }))).toEqual([
      'Workshop i Aarhus om entreprenørskab',
    ]);
    expect(titles(await search('content', { query: 'workshop aar', facetFilters: [SUITE] }))).toHaveLength(1);
    expect((await search('content', { query: 'aar workshop', facetFilters: [SUITE] })).nbHits).toBe(0);
    // A trailing space ends the word: no completion.
    expect((await search('content', { query: 'entrepren ', facetFilters: [SUITE] })).nbHits).toBe(0);
  });

  it('tolerates one typo from four letters, but none in short words', async () => {
    expect(titles(await search('content', { query: 'worksop', facetFilters: [SUITE] }))).toContain(
      'Workshop i Aarhus om entreprenørskab',
    );
    expect(titles(await search('content', { query: 'fonale', facetFilters: [SUITE] }))).toEqual([
      'Finale i Odense',
    ]);
    expect((await search('content', { query: 'odn', facetFilters: [SUITE] })).nbHits).toBe(0);
  });

  it('requires every word to match', async () => {
    expect((await search('content', { query: 'workshop odense', facetFilters: [SUITE] })).nbHits).toBe(0);
  });
});

describe('Facets and filters', () => {
  it('counts facet values over the matching hits, most frequent first, and expands "*"', async () => {
    const result = await search('content', {
      facets: ['type', 'tags'],
      facetFilters: [SUITE],
      hitsPerPage: 0,
    });
    expect(result.nbHits).toBe(18);
    expect(result.facets?.type).toEqual({ contentPage: 13, eventPage: 2, grantPage: 2, article: 1 });
    expect(Object.keys(result.facets?.type ?? {})[0]).toBe('contentPage');
    expect(result.facets?.tags?.Serie).toBe(12);
    const all = await search('content', { facets: ['*'], facetFilters: [SUITE], hitsPerPage: 0 });
    expect(all.facets?.city).toEqual({ Aarhus: 1, Odense: 1 });
    const top = await search('content', { facets: ['type'], facetFilters: [SUITE], maxValuesPerFacet: 1 });
    expect(top.facets?.type).toEqual({ contentPage: 13 });
  });

  it('reads facetFilters as outer AND, inner OR, with both negation forms', async () => {
    const or = await search('content', { facetFilters: [['type:eventPage', 'type:grantPage'], SUITE] });
    expect(or.nbHits).toBe(4);
    const and = await search('content', { facetFilters: ['type:eventPage', 'city:Aarhus', SUITE] });
    expect(titles(and)).toEqual(['Workshop i Aarhus om entreprenørskab']);
    for (const negation of ['-type:contentPage', 'type:-contentPage']) {
      expect((await search('content', { facetFilters: [SUITE, negation] })).nbHits).toBe(5);
    }
  });

  it('reads the filters language: AND, OR, NOT, parentheses, quotes, comparisons and ranges', async () => {
    const count = async (filters: string) => (await search('content', { filters })).nbHits;
    expect(await count(`${SUITE} AND (type:eventPage OR category:Rejser)`)).toBe(3);
    expect(await count(`${SUITE} AND NOT type:contentPage`)).toBe(5);
    expect(await count(`${SUITE} AND city:"Aarhus"`)).toBe(1);
    expect(await count(`${SUITE} AND eventStartTimestamp > ${ts('2030-02-01T00:00:00Z')}`)).toBe(1);
    expect(await count(`${SUITE} AND amountMax:10000 TO 30000`)).toBe(1);
    expect(await count(`tags:"Testsuite" AND isPast:false AND type:eventPage`)).toBe(2);
  });

  it('reads numericFilters, nested for OR', async () => {
    const after = ts('2030-02-01T00:00:00Z');
    const later = await search('content', {
      facetFilters: [SUITE],
      numericFilters: [`eventStartTimestamp>=${after}`],
    });
    expect(titles(later)).toEqual(['Workshop i Aarhus om entreprenørskab']);
    const either = await search('content', {
      facetFilters: [SUITE],
      numericFilters: [[`eventStartTimestamp>=${after}`, 'amountMax<=20000']],
    });
    expect(titles(either).sort()).toEqual(['Testlegat til rejser', 'Workshop i Aarhus om entreprenørskab']);
  });

  it('answers a facet-value search (type "facet") with highlighted values', async () => {
    const response = await queries([
      { indexName: 'content', type: 'facet', facet: 'city', facetQuery: 'aar', facetFilters: [SUITE] },
    ]);
    const body = await json<{
      results: { facetHits: { value: string; highlighted: string; count: number }[] }[];
    }>(response);
    expect(body.results[0]?.facetHits).toEqual([
      { value: 'Aarhus', highlighted: '<em>Aar</em>hus', count: 1 },
    ]);
  });
});

describe('Pagination', () => {
  it('pages through the hits with nbPages and a 0-based page', async () => {
    const params = { facetFilters: ['tags:Serie'], hitsPerPage: 5 };
    const first = await search('content', { ...params, page: 0 });
    expect(first).toMatchObject({ nbHits: 12, nbPages: 3, page: 0, hitsPerPage: 5 });
    const last = await search('content', { ...params, page: 2 });
    expect(last.hits).toHaveLength(2);
    const beyond = await search('content', { ...params, page: 3 });
    expect(beyond.hits).toHaveLength(0);
    const second = await search('content', { ...params, page: 1 });
    const seen = [...first.hits, ...second.hits, ...last.hits].map((hit) => hit.objectID);
    expect(new Set(seen).size).toBe(12);
  });

  it('uses 20 hits per page by default', async () => {
    expect((await search('content', {})).hitsPerPage).toBe(20);
  });
});

describe('Highlighting and snippets', () => {
  it('marks folded matches in the original text with the request’s tags', async () => {
    const result = await search('content', {
      query: 'losning',
      facetFilters: [SUITE],
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    });
    const title = result.hits[0]?._highlightResult?.title;
    expect(title).toMatchObject({
      value: 'Grønne __ais-highlight__løsning__/ais-highlight__er fra Århus',
      matchLevel: 'full',
      matchedWords: ['losning'],
      fullyHighlighted: false,
    });
    expect(result.hits[0]?._highlightResult?.teaser?.matchLevel).toBe('none');
  });

  it('uses <em> by default, marks only the typed prefix, and reports partial matches', async () => {
    const result = await search('content', {
      query: 'workshop entrepren',
      facetFilters: [SUITE],
      attributesToHighlight: ['title', 'tags'],
    });
    const highlight = result.hits[0]?._highlightResult;
    expect(highlight?.title?.value).toBe('<em>Workshop</em> i Aarhus om <em>entrepren</em>ørskab');
    expect(highlight?.title?.matchLevel).toBe('full');
    const tags = highlight?.tags as unknown as { value: string; matchLevel: string }[];
    expect(tags.map((t) => t.matchLevel)).toEqual(['none', 'partial']);
  });

  it('cuts snippets around the first match with the ellipsis the request asks for', async () => {
    const result = await search('content', {
      query: 'vandrensning',
      facetFilters: [SUITE],
      attributesToSnippet: ['text:6'],
      snippetEllipsisText: ' [...]',
    });
    const snippet = result.hits[0]?._snippetResult?.text;
    expect(snippet?.matchLevel).toBe('full');
    expect(snippet?.value).toBe(' [...]af en <em>vandrensning</em> og testede den [...]');
    const plain = await search('content', {
      query: 'vandrensning',
      facetFilters: [SUITE],
      attributesToSnippet: ['text:3'],
    });
    expect(plain.hits[0]?._snippetResult?.text?.value.endsWith('…')).toBe(true);
  });

  it('returns only the attributes asked for, always with objectID', async () => {
    const result = await search('content', {
      query: 'robotter',
      facetFilters: [SUITE],
      attributesToRetrieve: ['title'],
      attributesToHighlight: [],
    });
    expect(Object.keys(result.hits[0] ?? {}).sort()).toEqual(['objectID', 'title']);
  });
});

describe('Indices and ordering', () => {
  it('leaves out noindex pages and the teacher area', async () => {
    expect((await search('content', { query: 'hemmelig' })).nbHits).toBe(0);
  });

  it('lists the newest first without a query, and by relevance with one', async () => {
    const newest = await search('content', { facetFilters: [SUITE], hitsPerPage: 3 });
    expect(titles(newest)).toEqual([
      'Grønne løsninger fra Århus',
      'Finale i Odense',
      'Workshop i Aarhus om entreprenørskab',
    ]);
    const relevant = await search('content', { query: 'innovation', facetFilters: [SUITE] });
    expect(titles(relevant)[0]).toBe('Testlegat til innovation');
  });

  it('sorts content_published_desc by publication date, with and without a query', async () => {
    const result = await search('content_published_desc', { facetFilters: ['tags:Serie'], hitsPerPage: 3 });
    expect(titles(result)).toEqual(['Serieside nummer 12', 'Serieside nummer 11', 'Serieside nummer 10']);
    const withQuery = await search('content_published_desc', { query: 'testlegat', facetFilters: [SUITE] });
    expect(titles(withQuery)).toEqual(['Testlegat til rejser', 'Testlegat til innovation']);
  });

  it('holds only events in content_eventdate_asc, the soonest first', async () => {
    const result = await search('content_eventdate_asc', { facetFilters: [SUITE] });
    expect(titles(result)).toEqual(['Finale i Odense', 'Workshop i Aarhus om entreprenørskab']);
    expect(result.hits[0]).toMatchObject({
      eventId: 'evt-test-2',
      city: 'Odense',
      eventType: 'Workshop',
      isPast: false,
    });
  });

  it('holds grant pages in grants, nearest deadline first, and small records in grants_preview', async () => {
    const grants = await search('grants', { facetFilters: [SUITE] });
    expect(titles(grants)).toEqual(['Testlegat til rejser', 'Testlegat til innovation']);
    expect(grants.hits[1]).toMatchObject({
      category: 'Innovation',
      amountMax: 50_000,
      deadlineTimestamp: ts('2030-06-01T12:00:00Z'),
    });
    const preview = await search('grants_preview', { query: 'innovation', attributesToHighlight: [] });
    const hit = preview.hits.find((h) => h.title === 'Testlegat til innovation');
    expect(Object.keys(hit ?? {}).sort()).toEqual(
      [
        'amount',
        'amountMax',
        'category',
        'deadline',
        'deadlineTimestamp',
        'image',
        'isOpen',
        'objectID',
        'teaser',
        'title',
        'url',
      ].sort(),
    );
  });

  it('sees a page upserted after the index was built', async () => {
    expect((await search('content', { query: 'zeppelin' })).nbHits).toBe(0);
    mock.store.state.cms.upsertPage('/test/zeppelin/', {
      Name: 'Zeppelin over skolen',
      ContentType: 'article',
      Blocks: [],
    });
    expect(titles(await search('content', { query: 'zeppelin' }))).toEqual(['Zeppelin over skolen']);
  });
});

describe('Request and answer shapes', () => {
  it('answers with Algolia’s fields and the params string, never _automaticInsights', async () => {
    const result = await search('content', {
      query: 'robotter',
      facetFilters: [SUITE],
      clickAnalytics: true,
    });
    expect(result).toMatchObject({
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
      query: 'robotter',
      index: 'content',
    });
    expect(typeof result.processingTimeMS).toBe('number');
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(new URLSearchParams(result.params).get('facetFilters')).toBe(JSON.stringify([SUITE]));
    expect(result).not.toHaveProperty('_automaticInsights');
  });

  it('accepts the urlencoded params string of older clients, merged with JSON fields', async () => {
    const params = `query=robotter&facetFilters=${encodeURIComponent(JSON.stringify([SUITE]))}&hitsPerPage=1`;
    const result = await search('content', { params, page: 0 });
    expect(titles(result)).toEqual(['Kontrolside om robotter']);
    expect(result.hitsPerPage).toBe(1);
  });

  it('answers the single-index POST and GET forms', async () => {
    const post = await fetch(`${mock.origin}/1/indexes/content/query`, {
      method: 'POST',
      headers: CREDENTIALS,
      body: JSON.stringify({ params: 'query=robotter&facetFilters=tags%3ATestsuite' }),
    });
    expect(titles(await json<Result>(post))).toEqual(['Kontrolside om robotter']);
    const query = new URLSearchParams({ query: 'robotter', facetFilters: SUITE, ...CREDENTIALS });
    const get = await fetch(`${mock.origin}/1/indexes/content?${query}`);
    expect(titles(await json<Result>(get))).toEqual(['Kontrolside om robotter']);
  });

  it('serves a real algoliasearch 5 lite client, including InstantSearch’s disjunctive-facet queries', async () => {
    const client = liteClient('local', 'local-search-key', {
      hosts: [{ url: '127.0.0.1', port: mock.port, protocol: 'http', accept: 'readWrite' }],
    });
    const { results } = await client.searchForHits<{ title: string }>([
      {
        indexName: 'content',
        params: { query: 'aarhus', facetFilters: [[SUITE], ['type:eventPage']], facets: ['type'] },
      },
      // What the helper sends to count a disjunctive facet: the same query without that facet's refinement.
      {
        indexName: 'content',
        params: { query: 'aarhus', facetFilters: [[SUITE]], facets: ['type'], hitsPerPage: 0 },
      },
    ]);
    expect(results[0]?.hits.map((hit) => hit.title)).toEqual(['Workshop i Aarhus om entreprenørskab']);
    expect(results[1]?.facets?.type).toEqual({ article: 1, eventPage: 1 });
  });
});

describe('Seeded content', () => {
  it('indexes the seeded pages: articles, events and grants', async () => {
    const fresh = await startMock();
    try {
      const pages = fresh.store.state.cms.listPages().length;
      const run = async (indexName: string) => {
        const response = await fetch(`${fresh.origin}/1/indexes/${indexName}/query`, {
          method: 'POST',
          headers: CREDENTIALS,
          body: JSON.stringify({ hitsPerPage: 0, facets: ['type'] }),
        });
        return json<Result>(response);
      };
      const content = await run('content');
      expect(pages).toBeGreaterThanOrEqual(30);
      expect(content.nbHits).toBeGreaterThanOrEqual(30);
      expect(content.facets?.type?.article).toBeGreaterThanOrEqual(10);
      expect((await run('content_eventdate_asc')).nbHits).toBeGreaterThanOrEqual(8);
      expect((await run('grants')).nbHits).toBeGreaterThanOrEqual(6);
    } finally {
      await fresh.close();
    }
  });
});
