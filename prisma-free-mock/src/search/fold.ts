/**
 * Danish-aware text folding shared by the index, the query and the highlighter, so that what matches is also
 * what gets highlighted.
 *
 * Danish words have two spellings in the wild: with the letters æ/ø/å and with the old digraphs ae/oe/aa
 * ("Århus"/"Aarhus", "løsning"/"loesning") — and people type without the letters at all ("losning"). Folding
 * both the letters and the digraphs to one base (æ→ae, ø→o, å→a, then oe→o, aa→a) makes all of them the same
 * term. Other accents (é, ü) are dropped through Unicode decomposition.
 */

const LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ß: 'ss' };

/** Splits text into words the same way for indexing, querying and highlighting. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Words repeat endlessly across a corpus; remembering their folded form halves indexing time. */
const folded = new Map<string, string>();
const FOLD_CACHE_LIMIT = 100_000;

export function fold(text: string): string {
  let result = folded.get(text);
  if (result === undefined) {
    result = foldUncached(text);
    if (folded.size >= FOLD_CACHE_LIMIT) folded.clear();
    folded.set(text, result);
  }
  return result;
}

function foldUncached(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåß]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/aa/g, 'a')
    .replace(/oe/g, 'o');
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The folded words of a query, and whether the last one is still being typed (no trailing space). */
export function queryTerms(query: string): { terms: string[]; lastIsPrefix: boolean } {
  const terms = tokenize(query)
    .map(fold)
    .filter((term) => term.length > 0);
  return { terms, lastIsPrefix: terms.length > 0 && !/[\s\p{P}]$/u.test(query) };
}

/** Edit distance capped at `max` (returns max + 1 when exceeded): enough to mirror MiniSearch's fuzzy match. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Algolia's typo rule, which MiniSearch's fuzzy 0.2 reproduces: 1 typo from 4 letters, 2 from 8. */
export function allowedTypos(term: string): number {
  if (term.length < 4) return 0;
  return Math.min(2, Math.round(term.length * 0.2));
}

/** How a folded word relates to a folded query term: exactly, as a completion of the typed prefix, or with typos. */
export function termMatch(word: string, term: string, isPrefix: boolean): 'exact' | 'prefix' | 'typo' | null {
  if (word === term) return 'exact';
  if (isPrefix && word.startsWith(term)) return 'prefix';
  const typos = allowedTypos(term);
  // Like MiniSearch, typos are counted against the whole word, never against a prefix.
  if (typos > 0 && boundedEditDistance(word, term, typos) <= typos) return 'typo';
  return null;
}
