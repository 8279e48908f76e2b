import { fold, termMatch, WORD } from './fold';

/**
 * Algolia's `_highlightResult` and `_snippetResult`, computed on the original text by folded matching: the query
 * "losning" marks "løsning", "Aarhus" marks "Århus". Values are returned unescaped with the request's tags, as
 * Algolia does; InstantSearch escapes them and swaps its `__ais-highlight__` tags for <mark>.
 */

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface QueryForHighlight {
  /** The query's words as typed, for `matchedWords`. */
  words: string[];
  /** The same words folded. */
  terms: string[];
  lastIsPrefix: boolean;
  preTag: string;
  postTag: string;
}

interface Word {
  start: number;
  end: number;
  /** End of the marked part: shorter than `end` when only a typed prefix matched. */
  markEnd: number | null;
  /** Indexes of the query terms this word matches. */
  terms: number[];
}

/** The shortest start of `word` whose folded form covers the typed prefix `term` (folding changes lengths). */
function prefixLength(word: string, term: string): number {
  for (let k = 1; k < word.length; k++) {
    if (fold(word.slice(0, k)).length >= term.length) return k;
  }
  return word.length;
}

function matchedTerms(words: Word[]): Set<number> {
  return new Set(words.flatMap((word) => word.terms));
}

function scan(text: string, query: QueryForHighlight): Word[] {
  const words: Word[] = [];
  const last = query.terms.length - 1;
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const original = m[0];
    const folded = fold(original);
    let markEnd: number | null = null;
    const terms: number[] = [];
    query.terms.forEach((term, t) => {
      const kind = termMatch(folded, term, query.lastIsPrefix && t === last);
      if (!kind) return;
      terms.push(t);
      const end = start + (kind === 'prefix' ? prefixLength(original, term) : original.length);
      markEnd = Math.max(markEnd ?? 0, end);
    });
    words.push({ start, end: start + original.length, markEnd, terms });
  }
  return words;
}

function render(text: string, words: Word[], from: number, to: number, query: QueryForHighlight): string {
  let out = '';
  let at = from;
  for (const word of words) {
    if (word.markEnd === null || word.start < from || word.end > to) continue;
    out += text.slice(at, word.start) + query.preTag + text.slice(word.start, word.markEnd) + query.postTag;
    at = word.markEnd;
  }
  return out + text.slice(at, to);
}

function level(matched: Set<number>, query: QueryForHighlight): MatchLevel {
  if (matched.size === 0) return 'none';
  return matched.size === query.terms.length ? 'full' : 'partial';
}

export function highlight(text: string, query: QueryForHighlight): HighlightResult {
  if (query.terms.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const words = scan(text, query);
  const matched = matchedTerms(words);
  const matchLevel = level(matched, query);
  const result: HighlightResult = {
    value: render(text, words, 0, text.length, query),
    matchLevel,
    matchedWords: [...matched].sort((a, b) => a - b).map((t) => query.words[t] ?? ''),
  };
  if (matchLevel !== 'none') {
    result.fullyHighlighted = words.length > 0 && words.every((word) => word.markEnd === word.end);
  }
  return result;
}

/** A window of `size` words around the first match (or the start), marked, with the ellipsis where cut. */
export function snippet(
  text: string,
  size: number,
  query: QueryForHighlight,
  ellipsis: string,
): SnippetResult {
  const words = scan(text, query);
  if (words.length <= size) {
    return {
      value: render(text, words, 0, text.length, query),
      matchLevel: level(matchedTerms(words), query),
    };
  }
  const first = words.findIndex((word) => word.markEnd !== null);
  // Start a couple of words before the match so the hit reads in context, like Algolia's snippets.
  const startWord = first <= 0 ? 0 : Math.max(0, Math.min(first - 2, words.length - size));
  const endWord = Math.min(words.length, startWord + size) - 1;
  const inside = words.slice(startWord, endWord + 1);
  const from = startWord === 0 ? 0 : (inside[0]?.start ?? 0);
  let to = endWord === words.length - 1 ? text.length : (inside[inside.length - 1]?.end ?? text.length);
  // Keep the punctuation right after the last word ("skolen." rather than "skolen").
  while (to < text.length && /[.,;:!?)»"']/.test(text.charAt(to))) to++;
  const value = render(text, inside, from, to, query).trim();
  return {
    value: `${startWord > 0 ? ellipsis : ''}${value}${endWord < words.length - 1 ? ellipsis : ''}`,
    matchLevel: level(matchedTerms(inside), query),
  };
}
