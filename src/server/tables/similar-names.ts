import { fold } from '@/lib/danish-fold';

/**
 * Which confirmed institutions a pending name looks like, so a duplicate school is caught before it is
 * approved. Both names are folded first (Danish spelling: 'Århus' = 'Aarhus', case and accents ignored), then
 * compared as sets of character trigrams of their words (Dice's coefficient: twice the shared trigrams over
 * all trigrams). The threshold keeps two schools that only share 'Gymnasium' apart (Kolding vs Roskilde
 * Gymnasium ≈ 0.55) while a changed spelling or a missing word still shows (≈ 0.65 to 1). Trigrams tolerate a typo, a missing word or a changed word order; folding takes care of
 * æ/ae, ø/oe/o and å/aa/a. A score of 1 is the same name; below THRESHOLD it is not shown.
 */
export const SIMILARITY_THRESHOLD = 0.6;
export const MAX_SIMILAR = 3;

export interface SimilarName<T> {
  item: T;
  /** 0..1, rounded to two decimals. */
  score: number;
}

/** Folded words with the filler a school name often carries ('og', '-', punctuation) left out. */
export function nameWords(name: string): string[] {
  return fold(name)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && word !== 'og');
}

/** Trigrams of each word padded with spaces ('skole' → ' sk', 'sko', … 'le '), as a set. */
export function trigrams(name: string): Set<string> {
  const grams = new Set<string>();
  for (const word of nameWords(name)) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

/** The candidates most like `name`, best first (ties by name), at most `limit`, none below the threshold. */
export function similarNames<T>(
  name: string,
  candidates: readonly T[],
  nameOf: (item: T) => string,
  { threshold = SIMILARITY_THRESHOLD, limit = MAX_SIMILAR } = {},
): SimilarName<T>[] {
  return candidates
    .map((item) => ({ item, score: Math.round(similarity(name, nameOf(item)) * 100) / 100 }))
    .filter((match) => match.score >= threshold)
    .sort((a, b) => b.score - a.score || nameOf(a.item).localeCompare(nameOf(b.item), 'da'))
    .slice(0, limit);
}

/**
 * The candidates indexed once (each trigram → the candidates that have it), so that a name is compared only
 * with the candidates it shares a trigram with: the pending table's hints against every confirmed institution
 * cost one pass over the list per fetch, not pending × confirmed comparisons. Gives what `similarNames` gives.
 */
export function similarNameIndex<T>(candidates: readonly T[], nameOf: (item: T) => string) {
  const grams = candidates.map((item) => trigrams(nameOf(item)));
  const postings = new Map<string, number[]>();
  grams.forEach((set, index) => {
    for (const gram of set) {
      const list = postings.get(gram);
      if (list) list.push(index);
      else postings.set(gram, [index]);
    }
  });
  return (name: string, { threshold = SIMILARITY_THRESHOLD, limit = MAX_SIMILAR } = {}): SimilarName<T>[] => {
    const mine = trigrams(name);
    if (mine.size === 0) return [];
    const shared = new Map<number, number>();
    for (const gram of mine) {
      for (const index of postings.get(gram) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
    }
    const matches: SimilarName<T>[] = [];
    for (const [index, count] of shared) {
      const score = Math.round(((2 * count) / (mine.size + (grams[index]?.size ?? 0))) * 100) / 100;
      const item = candidates[index];
      if (score >= threshold && item !== undefined) matches.push({ item, score });
    }
    return matches
      .sort((a, b) => b.score - a.score || nameOf(a.item).localeCompare(nameOf(b.item), 'da'))
      .slice(0, limit);
  };
}
