import { fold } from '@/lib/danish-fold';
import { matchingItems, type ListRecipe } from '@/lib/list/query';

/** What the picker needs of an institution (GetConfirmedInstitutions' entries). */
export interface PickableInstitution {
  id: string;
  name: string;
  segment: string;
  city: string;
}

export interface InstitutionFilter {
  /** Words typed into the search box: each must occur in the name or the city (lib/list/match.ts). */
  query: string;
  /** '' = every segment. */
  segment: string;
}

/** The picker's first search (nothing typed, every segment): what the screens' loaders prefetch. */
export const FIRST_SEARCH: InstitutionFilter = { query: '', segment: '' };

/** Folded and with runs of spaces made one: how names are compared (Århus Katedralskole = aarhus  katedralskole). */
export const nameKey = (name: string) => fold(name).trim().replace(/\s+/g, ' ');

/** The picker's search looks in the name and the city, and its one filter is the segment. */
const PICKER: ListRecipe<PickableInstitution> = {
  searchText: (institution) => `${institution.name} ${institution.city}`,
  filter: (institution, { segment }) => !segment || institution.segment === segment,
  sorters: {},
};

/** The institutions that match the search words and the segment, in the list's own (Danish name) order. */
export function filterInstitutions<T extends PickableInstitution>(
  institutions: readonly T[],
  { query, segment }: InstitutionFilter,
): T[] {
  return matchingItems(institutions, { q: query, filters: { segment } }, PICKER);
}

/** The institution whose name is the same as `name`, ignoring case and Danish spelling (the API's uniqueness). */
export function sameNamedInstitution<T extends PickableInstitution>(
  institutions: readonly T[],
  name: string,
): T | null {
  const key = nameKey(name);
  return institutions.find((institution) => nameKey(institution.name) === key) ?? null;
}

/** "1 institution" / "3 institutioner". */
export const institutionCount = (count: number) =>
  `${count} ${count === 1 ? 'institution' : 'institutioner'}`;
