import type { EventCardData } from '@/cms/blocks/cards-data';

/** The events overview's filters, as GET parameters (`?type=Workshop&program=kickstart`), so they work without JavaScript. */
export interface EventFilters {
  type: string;
  program: string;
}

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

export const eventFiltersFrom = (query: Record<string, string | string[] | undefined>): EventFilters => ({
  type: one(query.type),
  program: one(query.program),
});

export const hasEventFilters = (filters: EventFilters) => Boolean(filters.type || filters.program);

const same = (a: string, b: string) => a.localeCompare(b, 'da', { sensitivity: 'accent' }) === 0;

export function filterEvents(events: readonly EventCardData[], filters: EventFilters): EventCardData[] {
  return events.filter(
    (event) =>
      (!filters.type || same(event.type, filters.type)) &&
      (!filters.program || (event.programName !== null && same(event.programName, filters.program))),
  );
}

/** The values a filter can take, from the events themselves, in Danish alphabetical order. */
export function filterOptions(events: readonly EventCardData[]) {
  const sorted = (values: Iterable<string>) =>
    [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, 'da'));
  return {
    types: sorted(events.map((event) => event.type)),
    programs: sorted(events.flatMap((event) => (event.programName ? [event.programName] : []))),
  };
}

/** The filters as a query string ('' when none), in a stable order. */
export function eventFilterQuery(filters: EventFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.program) params.set('program', filters.program);
  const query = params.toString();
  return query ? `?${query}` : '';
}
