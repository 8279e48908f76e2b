import { appRouter } from '@/server/routers/root';
import { createCallerFactory } from '@/server/trpc';
import type { PersonalProduct } from '@/server/upstream/product-calls';
import type { CsvColumn } from './csv';

/** The typed API, called in-process by the export route with the admin's own context. */
export const createApiCaller = createCallerFactory(appRouter);
export type ApiCaller = ReturnType<typeof createApiCaller>;

/**
 * What an export reads from: the typed API (the procedures' access rules and error policies apply again) for
 * the small tables, and the admin's product client for the lists that grow with the number of users, which
 * are read item by item as they stream (docs/decisions/0023).
 */
export interface ExportSource {
  api: ApiCaller;
  product: PersonalProduct;
}

/** Rows as a kind hands them to the writer: a list already read, or a stream of items read as they come. */
export type ExportRows<T> = Iterable<T> | AsyncIterable<T>;

/**
 * One admin table as CSV: its file name and columns, and how its rows are read (`null` = the upstream failed
 * before any row, answered 502). A streamed kind's rows may still fail while they are written.
 */
export interface ExportKind<T> {
  /** The file's name before its date; a function when the query picks a different table (two files, two names). */
  fileName: string | ((query: URLSearchParams) => string);
  columns: readonly CsvColumn<T>[];
  load: (source: ExportSource, query: URLSearchParams) => Promise<ExportRows<T> | null>;
}

// A kind's columns and loader share one row type; the table of kinds forgets it (the route only pipes one into
// the other), which TypeScript cannot express without this widening.
export const define = <T>(kind: ExportKind<T>) => kind as ExportKind<unknown>;

export const fileNameOf = (kind: Pick<ExportKind<unknown>, 'fileName'>, query: URLSearchParams) =>
  typeof kind.fileName === 'string' ? kind.fileName : kind.fileName(query);

/** A refusal the route answers with 400 and this Danish text. */
export class ExportInputError extends Error {}

/** "Not there" (an unknown person): the route answers 404 with this Danish text. */
export class ExportNotFoundError extends Error {}
