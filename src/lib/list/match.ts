import { fold } from '@/lib/danish-fold';

/**
 * The site's one meaning of a search box (docs/decisions/0036, docs/architecture.md "Lists: one engine"):
 * what was typed and the searched text are folded the Danish way (danish-fold.ts: case and accents ignored,
 * 'Århus' = 'Aarhus' = 'arhus', 'Ørestad' = 'oerestad'), both are split into words (runs of letters and digits),
 * and every typed word must occur inside some word of the text. Inside, not only at its start, because Danish
 * joins words: 'skole' finds 'Efterskole' and 'Friskole', 'støtte' finds 'Ekskursionsstøtte'.
 */

/** The words of a text, folded: runs of letters and digits, everything else separates them. */
export const searchWords = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether every one of `words` (searchWords of what was typed) occurs inside a word of `text`. */
export function matchesWords(words: readonly string[], text: string): boolean {
  if (words.length === 0) return true;
  // Joined by a space, which no word holds: a word found in the line is found inside one word of the text.
  const line = searchWords(text).join(' ');
  return words.every((word) => line.includes(word));
}

/** A test of texts against what was typed (an empty search matches every text). */
export function matcher(typed: string): (text: string) => boolean {
  const words = searchWords(typed);
  return (text) => matchesWords(words, text);
}
