/** The user search on "Admin brugere og institutioner" (PATHS.adminUsers) takes its term from `?sog=`. */
export const SEARCH_PARAM = 'sog';
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;

/** The search term in a URL query, when it is one the product API accepts (2..100 characters). */
export function searchTermOf(query: Readonly<Record<string, string | string[] | undefined>>): string | null {
  const raw = query[SEARCH_PARAM];
  const term = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return term.length >= SEARCH_MIN && term.length <= SEARCH_MAX ? term : null;
}
