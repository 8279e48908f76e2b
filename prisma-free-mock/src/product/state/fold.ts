/**
 * Folds Danish text so that the spellings people type without a Danish keyboard find the same thing:
 * 'Østergaard', 'oestergaard', 'ostergaard' and 'østergård' all fold to 'ostergard'.
 *
 * æ→ae, ø→oe, å→aa first, then other accents are dropped (é→e, ü→u), then the digraphs collapse: aa→a and
 * oe→o. Both the search term and the searched text are folded the same way, so a collapse that is too eager
 * ('Poem' → 'pom') costs at most a few extra hits, never a miss.
 */
export function foldDanish(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/aa/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search term, folded: fold once per search, then look for each in the folded records. */
export const termWords = (term: string): string[] => foldDanish(term).split(' ').filter(Boolean);

const DANISH = new Intl.Collator('da');

/**
 * Each distinct value's place in Danish order (æ, ø, å after z). Sorting thousands of people by name with the
 * collator compares names a hundred thousand times; ranking the few thousand distinct names once and then
 * comparing numbers gives the same order for a fraction of the work.
 */
export function danishRanks(values: Iterable<string>): Map<string, number> {
  const distinct = [...new Set(values)].sort(DANISH.compare);
  return new Map(distinct.map((value, i) => [value, i]));
}
