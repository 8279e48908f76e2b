import { fold } from '@/lib/danish-fold';

/** What the picker needs of an institution (GetConfirmedInstitutions' entries). */
export interface PickableInstitution {
  id: string;
  name: string;
  segment: string;
  city: string;
}

export interface InstitutionFilter {
  /** Words typed into the search box: each must occur in the name or the city, Danish spelling ignored. */
  query: string;
  /** '' = every segment. */
  segment: string;
}

/** The picker's first search (nothing typed, every segment): what the screens' loaders prefetch. */
export const FIRST_SEARCH: InstitutionFilter = { query: '', segment: '' };

/** Folded and with runs of spaces made one: how names are compared (Århus Katedralskole = aarhus  katedralskole). */
export const nameKey = (name: string) => fold(name).trim().replace(/\s+/g, ' ');

/** The institutions that match the search words and the segment, in the list's own (Danish name) order. */
export function filterInstitutions<T extends PickableInstitution>(
  institutions: readonly T[],
  { query, segment }: InstitutionFilter,
): T[] {
  const words = nameKey(query).split(' ').filter(Boolean);
  return institutions.filter((institution) => {
    if (segment && institution.segment !== segment) return false;
    if (words.length === 0) return true;
    const haystack = `${nameKey(institution.name)} ${nameKey(institution.city)}`;
    return words.every((word) => haystack.includes(word));
  });
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
