import MiniSearch from 'minisearch';
import { buildPredicate, numericValues, valueAt, type SearchRecord } from './filters';
import { fold, queryTerms, tokenize } from './fold';
import { highlight, snippet, type QueryForHighlight } from './highlight';
import type { SearchParams } from './params';

/**
 * One search index: MiniSearch for the words, plain record scans for filters, facets and ordering. No HTTP
 * here, so the benchmark can drive it directly. Answers are shaped like Algolia's.
 */

export interface SortBy {
  attribute: string;
  direction: 'asc' | 'desc';
}

export interface IndexSettings {
  /** Searched attributes with their boosts; strings or arrays of strings. */
  searchableAttributes: Record<string, number>;
  /** What `facets: ['*']` expands to. */
  attributesForFaceting: string[];
  /** Highlighted when the request does not say. */
  attributesToHighlight: string[];
  /** A replica's sort: applied before relevance, with and without a query. */
  sortBy?: SortBy;
  /** Order of the hits for an empty query (no relevance to sort by). */
  emptyQueryOrder?: SortBy;
}

export interface SearchAnswer {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/** Facet values sort as a Danish reader expects (æ, ø, å after z). */
const DANISH = new Intl.Collator('da');

/** Algolia stops paginating after 1000 hits (`paginationLimitedTo`). */
const PAGINATION_LIMIT = 1000;

function bySort(sort: SortBy): (a: SearchRecord, b: SearchRecord) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = numericValues(a, sort.attribute)[0];
    const y = numericValues(b, sort.attribute)[0];
    // Records without the attribute go last in both directions, as in an Algolia replica.
    if (x === undefined || y === undefined) return x === undefined ? (y === undefined ? 0 : 1) : -1;
    return (x - y) * sign;
  };
}

function retrieve(record: SearchRecord, attributes: string[]): Record<string, unknown> {
  const all = attributes.includes('*');
  const excluded = new Set(attributes.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'objectID' || (all ? !excluded.has(key) : attributes.includes(key))) out[key] = value;
  }
  out.objectID = record.objectID;
  return out;
}

export class SearchEngine<R extends SearchRecord = SearchRecord> {
  private readonly mini: MiniSearch<R>;
  private readonly byId = new Map<string, R>();
  /** Records in the order an empty query lists them. */
  private readonly ordered: R[];
  /** Each record's place in `ordered`, so a replica sorts its hits by one integer compare. */
  private readonly rank = new Map<R, number>();

  /**
   * `wordsFrom`: an engine over the same records with the same searchable attributes (a replica that only sorts
   * differently); its word index is shared instead of built again.
   */
  constructor(
    readonly records: readonly R[],
    readonly settings: IndexSettings,
    wordsFrom?: SearchEngine<R>,
  ) {
    for (const record of records) this.byId.set(record.objectID, record);
    const order = settings.sortBy ?? settings.emptyQueryOrder;
    this.ordered = order ? [...this.byId.values()].sort(bySort(order)) : [...this.byId.values()];
    this.ordered.forEach((record, i) => this.rank.set(record, i));
    const sameWords =
      wordsFrom?.records === records &&
      JSON.stringify(wordsFrom.settings.searchableAttributes) ===
        JSON.stringify(settings.searchableAttributes);
    if (wordsFrom && sameWords) {
      this.mini = wordsFrom.mini;
      return;
    }
    const fields = Object.keys(settings.searchableAttributes);
    this.mini = new MiniSearch<R>({
      idField: 'objectID',
      fields,
      extractField: (document, field) => {
        const value = document[field];
        return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
      },
      tokenize,
      processTerm: (term) => fold(term) || null,
    });
    this.mini.addAll([...this.byId.values()]);
  }

  get size(): number {
    return this.byId.size;
  }

  getObject(objectID: string): R | undefined {
    return this.byId.get(objectID);
  }

  /** The records matching the query words, by relevance then the replica's sort, before filters. */
  private candidates(query: string): { records: R[]; terms: string[]; lastIsPrefix: boolean } {
    const { terms, lastIsPrefix } = queryTerms(query);
    if (terms.length === 0) return { records: this.ordered, terms, lastIsPrefix };
    const results = this.mini.search(query, {
      boost: this.settings.searchableAttributes,
      combineWith: 'AND',
      prefix: (_term, i, all) => lastIsPrefix && i === all.length - 1,
      // Algolia allows 1 typo from 4 letters and 2 from 8; round(length × 0.2) gives exactly that.
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      maxFuzzy: 2,
    });
    const records: R[] = [];
    for (const result of results) {
      const record = this.byId.get(String(result.id));
      if (record) records.push(record);
    }
    if (this.settings.sortBy) records.sort((a, b) => (this.rank.get(a) ?? 0) - (this.rank.get(b) ?? 0));
    return { records, terms, lastIsPrefix };
  }

  search(params: SearchParams): SearchAnswer {
    const { matching, terms, lastIsPrefix } = this.match(params);
    const hitsPerPage = params.hitsPerPage;
    const reachable = Math.min(matching.length, PAGINATION_LIMIT);
    const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
    const start = params.page * hitsPerPage;
    const pageRecords =
      start < reachable ? matching.slice(start, Math.min(start + hitsPerPage, reachable)) : [];

    const query: QueryForHighlight = {
      words: tokenize(params.query),
      terms,
      lastIsPrefix,
      preTag: params.highlightPreTag,
      postTag: params.highlightPostTag,
    };
    const answer: SearchAnswer = {
      hits: pageRecords.map((record) => this.hit(record, params, query)),
      nbHits: matching.length,
      page: params.page,
      nbPages,
      hitsPerPage,
    };
    if (params.facets.length) Object.assign(answer, this.facets(matching, params));
    return answer;
  }

  private hit(record: R, params: SearchParams, query: QueryForHighlight): Record<string, unknown> {
    const hit = retrieve(record, params.attributesToRetrieve);
    const toHighlight = this.expand(params.attributesToHighlight ?? this.settings.attributesToHighlight);
    if (toHighlight.length) {
      const result: Record<string, unknown> = {};
      for (const attribute of toHighlight) {
        const value = record[attribute];
        if (typeof value === 'string') result[attribute] = highlight(value, query);
        else if (Array.isArray(value)) {
          result[attribute] = value.filter((v) => typeof v === 'string').map((v) => highlight(v, query));
        }
      }
      hit._highlightResult = result;
    }
    if (params.attributesToSnippet.length) {
      const result: Record<string, unknown> = {};
      for (const spec of params.attributesToSnippet) {
        const [name = '', size] = spec.split(':');
        const words = Math.max(1, Number(size) || 10);
        for (const attribute of this.expand([name])) {
          const value = record[attribute];
          const one = (text: string) => snippet(text, words, query, params.snippetEllipsisText);
          if (typeof value === 'string') result[attribute] = one(value);
          else if (Array.isArray(value))
            result[attribute] = value.filter((v) => typeof v === 'string').map(one);
        }
      }
      hit._snippetResult = result;
    }
    return hit;
  }

  /** `*` means every searchable attribute. */
  private expand(attributes: string[]): string[] {
    return attributes.flatMap((a) => (a === '*' ? Object.keys(this.settings.searchableAttributes) : [a]));
  }

  /** Counts over the filtered hits (see docs/search.md on disjunctive facets), plus min/max of numeric facets. */
  private facets(
    matching: readonly R[],
    params: SearchParams,
  ): Pick<SearchAnswer, 'facets' | 'facets_stats'> {
    const attributes = params.facets.includes('*') ? this.settings.attributesForFaceting : params.facets;
    const facets: Record<string, Record<string, number>> = {};
    const stats: NonNullable<SearchAnswer['facets_stats']> = {};
    for (const attribute of attributes) {
      const counts = new Map<string, number>();
      const numbers = { min: Infinity, max: -Infinity, sum: 0, n: 0 };
      const count = (value: unknown) => {
        if (typeof value === 'number') {
          numbers.min = Math.min(numbers.min, value);
          numbers.max = Math.max(numbers.max, value);
          numbers.sum += value;
          numbers.n++;
        } else if (typeof value !== 'string' && typeof value !== 'boolean') return;
        const key = String(value);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      };
      // This loop runs over every hit, so it reads the value once and allocates only for arrays.
      for (const record of matching) {
        const value = valueAt(record, attribute);
        // A record counts once per value, even when an array repeats it.
        if (Array.isArray(value)) new Set(value as unknown[]).forEach(count);
        else count(value);
      }
      const sorted = [...counts].sort((a, b) =>
        params.sortFacetValuesBy === 'alpha'
          ? DANISH.compare(a[0], b[0])
          : b[1] - a[1] || DANISH.compare(a[0], b[0]),
      );
      facets[attribute] = Object.fromEntries(sorted.slice(0, params.maxValuesPerFacet));
      if (numbers.n > 0) {
        const { min, max, sum, n } = numbers;
        stats[attribute] = { min, max, avg: sum / n, sum };
      }
    }
    return Object.keys(stats).length ? { facets, facets_stats: stats } : { facets };
  }

  /** Facet values whose words match the facet query (last word as a prefix), counted over the filtered hits. */
  searchFacetValues(params: SearchParams & { facet: string }): FacetHit[] {
    const { matching } = this.match(params);
    const { facets } = this.facets(matching, { ...params, facets: [params.facet], maxValuesPerFacet: 1000 });
    const { terms } = queryTerms(params.facetQuery);
    const query: QueryForHighlight = {
      words: tokenize(params.facetQuery),
      terms,
      lastIsPrefix: true,
      preTag: params.highlightPreTag,
      postTag: params.highlightPostTag,
    };
    const hits: FacetHit[] = [];
    for (const [value, count] of Object.entries(facets?.[params.facet] ?? {})) {
      const marked = highlight(value, query);
      if (terms.length === 0 || marked.matchLevel === 'full')
        hits.push({ value, highlighted: marked.value, count });
    }
    return hits.slice(0, params.maxFacetHits);
  }

  private match(params: SearchParams): { matching: R[]; terms: string[]; lastIsPrefix: boolean } {
    const { records, terms, lastIsPrefix } = this.candidates(params.query);
    const predicate = buildPredicate(params);
    return { matching: predicate ? records.filter(predicate) : records, terms, lastIsPrefix };
  }
}
