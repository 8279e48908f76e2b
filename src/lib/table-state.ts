/**
 * A table's state in the URL (docs/architecture.md, How the code reads): search text, filters, sort and page,
 * so a link or Back brings the same view back. Several tables on one screen keep apart by a prefix (`inst.q`,
 * `inst.sort` …). Defaults are left out of the URL, and anything unknown or malformed in it falls back to the
 * default: a hand-edited link never breaks the screen.
 */
import { MAX_PAGE } from './list/page';

export interface SortState<S extends string = string> {
  id: S;
  desc: boolean;
}

export interface TableState {
  q: string;
  sort: SortState;
  /** 0-based. */
  page: number;
  filters: Readonly<Record<string, string>>;
}

/**
 * A table's spec. `S` is its sort keys, written once in `sortable` (tableSpec): the procedure's input
 * (src/server/tables/table-input.ts), the server's comparisons (a recipe's `sorters`) and the sortable columns'
 * ids (src/components/DataTable/spec-columns.ts) take their type from it, so a key one of them lacks is a
 * type error.
 */
export interface TableSpec<S extends string = string> {
  /** Keeps this table's parameters apart from another table's on the same screen. */
  prefix: string;
  /** Column ids a person may sort by; the first sort that is always active is `defaultSort`. */
  sortable: readonly S[];
  defaultSort: SortState<NoInfer<S>>;
  /** Filter names (each a single value). */
  filters?: readonly string[];
  /** Rows per page when the server pages the table (DEFAULT_PAGE_SIZE unless told). */
  pageSize?: number;
  /** The column whose cell names its row (the row's `<th scope="row">`). */
  rowHeader?: NoInfer<S>;
  /** What the table says, for a table drawn by ServerDataTable (src/components/DataTable/ServerDataTable.tsx). */
  texts?: TableTexts;
}

/** A server-paged table's words (Danish), written once beside its sort keys. */
export interface TableTexts {
  /** Names the table (its `<caption>`). */
  caption: string;
  /** The search box's label. */
  search: string;
  /** "12 af 40 brugere": how its rows are counted (rowCount). */
  count: (shown: number, total: number) => string;
  /** Said when no row matches what was searched for (`q`, empty when nothing was). */
  empty: string | ((q: string) => string);
  /** Said when its rows could not be fetched; without it, the table's caller tells that (a QueryPart). */
  failure?: string;
}

/** How a table tells its count: "12 af 40 brugere", or "40 brugere" when all are shown (`one`: of a single row). */
export const rowCount =
  (many: string, one = many) =>
  (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? one : many}` : `${shown} af ${total} ${many}`;

/**
 * A spec ServerDataTable can draw: its words, the field of a row that names it for the table (`K`, a string
 * field every row has; ServerDataTable checks its rows' type against it), and the column of the row's buttons.
 */
export type ServerTableSpec<S extends string = string, K extends string = string> = TableSpec<S> & {
  texts: TableTexts;
  rowId: K;
  /** The column of each row's buttons: on a narrow screen they go under their row (DataTable). */
  actionsColumn?: string;
};

/** A spec with its sort keys kept as a type (`SortKey<typeof SPEC>`), and whether ServerDataTable can draw it. */
export function tableSpec<const S extends string, const K extends string>(
  spec: ServerTableSpec<S, K>,
): ServerTableSpec<S, K>;
export function tableSpec<const S extends string>(spec: TableSpec<S>): TableSpec<S>;
export function tableSpec(spec: TableSpec): TableSpec {
  return spec;
}

/** The sort keys of a spec. */
export type SortKey<Spec> = Spec extends TableSpec<infer S> ? S : never;

export const DEFAULT_PAGE_SIZE = 25;

/**
 * What a server-paged table asks its procedure for: the URL state as the procedure's input (the browser and a
 * page's getServerSideProps build it alike, so the prefetched answer is the one the browser asks for).
 */
export interface TableQuery {
  q: string;
  sort: string;
  desc: boolean;
  /** 0-based. */
  page: number;
  pageSize: number;
  filters: Record<string, string>;
}

export function tableQuery(state: TableState, spec: TableSpec): TableQuery {
  return {
    q: state.q,
    sort: state.sort.id,
    desc: state.sort.desc,
    page: state.page,
    pageSize: spec.pageSize ?? DEFAULT_PAGE_SIZE,
    filters: { ...state.filters },
  };
}

export type QueryLike = Readonly<Record<string, string | string[] | undefined>>;

/** A table's procedure input for the state in a URL query (the browser's router.query, a page's context.query). */
export const urlTableQuery = (query: QueryLike, spec: TableSpec): TableQuery =>
  tableQuery(parseTableState(query, spec), spec);

const MAX_TEXT = 200;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export const paramName = (spec: TableSpec, name: string) => `${spec.prefix}.${name}`;

export function parseTableState(query: QueryLike, spec: TableSpec): TableState {
  const read = (name: string) => first(query[paramName(spec, name)])?.slice(0, MAX_TEXT);
  const sortId = read('sort');
  const dir = read('dir');
  const sort =
    sortId && spec.sortable.includes(sortId)
      ? { id: sortId, desc: dir === undefined ? spec.defaultSort.desc : dir === 'desc' }
      : spec.defaultSort;
  const pageNumber = Number(read('page'));
  const page =
    Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber - 1 <= MAX_PAGE ? pageNumber - 1 : 0;
  const filters: Record<string, string> = {};
  for (const name of spec.filters ?? []) {
    const value = read(name)?.trim();
    if (value) filters[name] = value;
  }
  return { q: read('q')?.trim() ?? '', sort, page, filters };
}

/**
 * The URL parameters of a state, defaults left out; `query` is the current URL's, whose other parameters
 * (another table's, `?email=`) are kept as they are.
 */
export function tableStateQuery(
  state: TableState,
  spec: TableSpec,
  query: QueryLike = {},
): Record<string, string> {
  const next: Record<string, string> = {};
  const own = `${spec.prefix}.`;
  for (const [key, value] of Object.entries(query)) {
    const v = first(value);
    if (!key.startsWith(own) && v !== undefined) next[key] = v;
  }
  if (state.q) next[paramName(spec, 'q')] = state.q;
  const isDefaultSort = state.sort.id === spec.defaultSort.id && state.sort.desc === spec.defaultSort.desc;
  if (!isDefaultSort) {
    next[paramName(spec, 'sort')] = state.sort.id;
    next[paramName(spec, 'dir')] = state.sort.desc ? 'desc' : 'asc';
  }
  if (state.page > 0) next[paramName(spec, 'page')] = String(state.page + 1);
  for (const name of spec.filters ?? []) {
    const value = state.filters[name];
    if (value) next[paramName(spec, name)] = value;
  }
  return next;
}

/** The next sort after a click on a column's header: the same column flips; another starts ascending. */
export function nextSort(current: SortState, columnId: string): SortState {
  return current.id === columnId ? { id: columnId, desc: !current.desc } : { id: columnId, desc: false };
}

/**
 * The address of this same page with a new query: the path is the one in the address bar (`asPath`, which keeps
 * the trailing slash of `trailingSlash: true`; the router's `pathname` has none, and a link copied without it
 * costs a 308 redirect on every reload), its old query and fragment replaced.
 */
export function samePageHref(asPath: string, query: QueryLike): string {
  const path = asPath.split(/[?#]/, 1)[0] || '/';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
