import type { Row } from '@tanstack/react-table';

/** Names in Danish alphabetical order (æ, ø, å last), for the tables' text columns. */
export const danishText = <T>(a: Row<T>, b: Row<T>, columnId: string): number =>
  String(a.getValue(columnId) ?? '').localeCompare(String(b.getValue(columnId) ?? ''), 'da', {
    sensitivity: 'base',
  });

/** The place of an ISO date on the time line, for sorting (a missing date first). */
export const timeOf = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : 0);
