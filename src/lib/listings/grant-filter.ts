import type { GrantCardData } from '@/cms/blocks/cards-data';
import { fold } from '@/lib/danish-fold';

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

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word of the query must start a word of the grant's title, category, amount or teaser. */
export function matchesQuery(grant: GrantCardData, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return true;
  const have = words([grant.title, grant.category, grant.amount, grant.teaser].join(' '));
  return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
}

export const isOpenGrant = (grant: Pick<GrantCardData, 'deadline'>, now: Date) =>
  new Date(grant.deadline).getTime() > now.getTime();

export function filterGrants(
  grants: readonly GrantCardData[],
  filters: GrantFilters,
  now: Date,
): GrantCardData[] {
  return grants.filter((grant) => {
    if (
      filters.category &&
      grant.category.localeCompare(filters.category, 'da', { sensitivity: 'accent' }) !== 0
    )
      return false;
    if (filters.deadline === 'aabne' && !isOpenGrant(grant, now)) return false;
    if (filters.deadline === 'lukkede' && isOpenGrant(grant, now)) return false;
    return matchesQuery(grant, filters.q);
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
