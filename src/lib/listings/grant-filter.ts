import type { GrantCardData } from '@/cms/blocks/cards-data';
import { matcher } from '@/lib/list/match';

/**
 * The grants overview's filters, as GET parameters (`?q=rejse&kategori=Ekskursioner&frist=aabne`), so they
 * work without JavaScript and a filtered list can be shared.
 */
export type DeadlineFilter = '' | 'aabne' | 'lukkede';

export interface GrantFilters {
  q: string;
  category: string;
  deadline: DeadlineFilter;
}

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

export function grantFiltersFrom(query: Record<string, string | string[] | undefined>): GrantFilters {
  const deadline = one(query.frist);
  return {
    q: one(query.q).slice(0, 200),
    category: one(query.kategori),
    deadline: deadline === 'aabne' || deadline === 'lukkede' ? deadline : '',
  };
}

export const hasGrantFilters = (filters: GrantFilters) =>
  Boolean(filters.q || filters.category || filters.deadline);

/** What a search looks in: the grant's title, category, amount and teaser. */
const searchText = (grant: GrantCardData) =>
  [grant.title, grant.category, grant.amount, grant.teaser].join(' ');

/** Every word of the query must occur in a word of the grant's search text (lib/list/match.ts). */
export const matchesQuery = (grant: GrantCardData, query: string): boolean =>
  matcher(query)(searchText(grant));

export const isOpenGrant = (grant: Pick<GrantCardData, 'deadline'>, now: Date) =>
  new Date(grant.deadline).getTime() > now.getTime();

export function filterGrants(
  grants: readonly GrantCardData[],
  filters: GrantFilters,
  now: Date,
): GrantCardData[] {
  const found = matcher(filters.q);
  return grants.filter((grant) => {
    if (
      filters.category &&
      grant.category.localeCompare(filters.category, 'da', { sensitivity: 'accent' }) !== 0
    )
      return false;
    if (filters.deadline === 'aabne' && !isOpenGrant(grant, now)) return false;
    if (filters.deadline === 'lukkede' && isOpenGrant(grant, now)) return false;
    return found(searchText(grant));
  });
}

export const grantCategories = (grants: readonly GrantCardData[]) =>
  [...new Set(grants.map((grant) => grant.category).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'da'),
  );

export function grantFilterQuery(filters: GrantFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('kategori', filters.category);
  if (filters.deadline) params.set('frist', filters.deadline);
  const query = params.toString();
  return query ? `?${query}` : '';
}
