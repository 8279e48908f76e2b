/**
 * Algolia's three filter forms over plain records: the `filters` expression language (a recursive-descent
 * parser for the common subset), `facetFilters`/`tagFilters` and `numericFilters` (outer array AND, inner OR).
 */

export type SearchRecord = { objectID: string } & Record<string, unknown>;
export type Predicate = (record: SearchRecord) => boolean;

/** A filter the stand-in cannot read; the route answers 400 with its message. */
export class FilterError extends Error {}

export function valueAt(record: SearchRecord, attribute: string): unknown {
  // Facet counting calls this for every hit: skip the path walk for the usual top-level attribute.
  if (!attribute.includes('.')) return record[attribute];
  let value: unknown = record;
  for (const key of attribute.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The values a record has for a facet, as text: strings, numbers and booleans, flattened from arrays. */
export function facetValues(record: SearchRecord, attribute: string): string[] {
  const value = valueAt(record, attribute);
  if (typeof value === 'string') return [value];
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item === 'string') out.push(item);
    else if (typeof item === 'number' || typeof item === 'boolean') out.push(String(item));
  }
  return out;
}

/** Numbers of a record's attribute; filters also compare booleans as 1/0, as Algolia does, statistics do not. */
export function numericValues(record: SearchRecord, attribute: string, withBooleans = true): number[] {
  const value = valueAt(record, attribute);
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  const out: number[] = [];
  for (const item of list) {
    if (typeof item === 'number') out.push(item);
    else if (withBooleans && typeof item === 'boolean') out.push(item ? 1 : 0);
  }
  return out;
}

// Algolia compares facet values case-insensitively.
const facetEquals = (attribute: string, value: string): Predicate => {
  const wanted = value.toLowerCase();
  return (record) => {
    const own = valueAt(record, attribute);
    // The common case, one string, without building a list per record.
    if (typeof own === 'string') return own === value || own.toLowerCase() === wanted;
    return facetValues(record, attribute).some((v) => v.toLowerCase() === wanted);
  };
};

type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>';
const compare = (attribute: string, op: Comparison, n: number): Predicate => {
  const test = {
    '<': (v: number) => v < n,
    '<=': (v: number) => v <= n,
    '=': (v: number) => v === n,
    '!=': (v: number) => v !== n,
    '>=': (v: number) => v >= n,
    '>': (v: number) => v > n,
  }[op];
  // "!=" holds when no value equals n, including records without the attribute, as in Algolia.
  if (op === '!=') return (record) => !numericValues(record, attribute).some((v) => v === n);
  return (record) => numericValues(record, attribute).some(test);
};

const range =
  (attribute: string, low: number, high: number): Predicate =>
  (record) =>
    numericValues(record, attribute).some((v) => v >= low && v <= high);

const and =
  (parts: Predicate[]): Predicate =>
  (record) =>
    parts.every((p) => p(record));
const or =
  (parts: Predicate[]): Predicate =>
  (record) =>
    parts.some((p) => p(record));

// ---------------------------------------------------------------- the `filters` expression language

type Token = { kind: 'word' | 'string' | 'op' | 'paren'; text: string; at: number };

function lex(input: string, context: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /(\(|\))|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(<=|>=|!=|<|>|=|:)|([^\s()<>=!:"']+)/y;
  let at = 0;
  for (;;) {
    while (at < input.length && /\s/.test(input.charAt(at))) at++;
    if (at >= input.length) return tokens;
    pattern.lastIndex = at;
    const match = pattern.exec(input);
    if (!match) throw new FilterError(`${context}: unexpected character at column ${at + 1}`);
    const [, paren, quoted, op, word] = match;
    if (paren) tokens.push({ kind: 'paren', text: paren, at });
    else if (quoted) tokens.push({ kind: 'string', text: quoted.slice(1, -1).replace(/\\(.)/g, '$1'), at });
    else if (op) tokens.push({ kind: 'op', text: op, at });
    else tokens.push({ kind: 'word', text: word ?? '', at });
    at = pattern.lastIndex;
  }
}

function toNumber(token: Token | undefined, context: string): number {
  const n = token && token.kind !== 'paren' ? Number(token.text) : NaN;
  if (!token || token.text === '' || !Number.isFinite(n)) {
    throw new FilterError(
      `${context}: expected a number${token ? ` at column ${token.at + 1}` : ' at the end'}`,
    );
  }
  return n;
}

/** Parses `type:eventPage AND (city:"Aarhus C" OR NOT tags:Workshop) AND eventStartTimestamp > 1700000000`. */
export function parseFilters(input: string, context = 'filters'): Predicate {
  const tokens = lex(input, context);
  let i = 0;
  const peek = () => tokens[i];
  const isKeyword = (word: string) => peek()?.kind === 'word' && peek()?.text === word;
  const fail = (expected: string): never => {
    const token = peek();
    throw new FilterError(
      `${context}: expected ${expected}${token ? ` at column ${token.at + 1} ("${token.text}")` : ' at the end'}`,
    );
  };

  const predicate = (): Predicate => {
    const attr = tokens[i];
    if (!attr || (attr.kind !== 'word' && attr.kind !== 'string')) return fail('an attribute');
    i++;
    const op = tokens[i];
    if (!op || op.kind !== 'op') return fail('":" or a comparison after the attribute');
    i++;
    if (op.text === ':') {
      const value = tokens[i];
      if (!value || (value.kind !== 'word' && value.kind !== 'string')) return fail('a value');
      i++;
      if (isKeyword('TO')) {
        i++;
        const high = toNumber(tokens[i++], context);
        return range(attr.text, toNumber(value, context), high);
      }
      return facetEquals(attr.text, value.text);
    }
    return compare(attr.text, op.text as Comparison, toNumber(tokens[i++], context));
  };
  const unary = (): Predicate => {
    if (isKeyword('NOT')) {
      i++;
      const inner = unary();
      return (record) => !inner(record);
    }
    if (peek()?.text === '(' && peek()?.kind === 'paren') {
      i++;
      const inner = disjunction();
      if (peek()?.text !== ')') fail('")"');
      i++;
      return inner;
    }
    return predicate();
  };
  const conjunction = (): Predicate => {
    const parts = [unary()];
    while (isKeyword('AND')) {
      i++;
      parts.push(unary());
    }
    return parts.length === 1 && parts[0] ? parts[0] : and(parts);
  };
  const disjunction = (): Predicate => {
    const parts = [conjunction()];
    while (isKeyword('OR')) {
      i++;
      parts.push(conjunction());
    }
    return parts.length === 1 && parts[0] ? parts[0] : or(parts);
  };

  if (tokens.length === 0) return () => true;
  const result = disjunction();
  if (i < tokens.length) fail('AND, OR or the end');
  return result;
}

// ---------------------------------------------------------------- array forms

type Nested = (string | string[])[];

const nested = (filters: Nested, one: (filter: string) => Predicate): Predicate =>
  and(filters.map((entry) => (Array.isArray(entry) ? or(entry.map(one)) : one(entry))));

/** `attr:value`; negation as `-attr:value` or Algolia's `attr:-value`; `\-` keeps a leading hyphen literal. */
function facetFilter(filter: string): Predicate {
  let text = filter.trim();
  let negate = false;
  if (text.startsWith('-')) {
    negate = true;
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon <= 0) throw new FilterError(`facetFilters: "${filter}" is not of the form attribute:value`);
  const attribute = text
    .slice(0, colon)
    .trim()
    .replace(/^"(.*)"$/, '$1');
  let value = text.slice(colon + 1).trim();
  if (value.startsWith('-')) {
    negate = !negate;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) value = value.slice(1);
  value = value.replace(/^"(.*)"$/, '$1');
  const test = facetEquals(attribute, value);
  return negate ? (record) => !test(record) : test;
}

function tagFilter(filter: string): Predicate {
  const negate = filter.startsWith('-');
  const test = facetEquals('tags', negate ? filter.slice(1) : filter);
  return negate ? (record) => !test(record) : test;
}

export function buildPredicate(options: {
  filters: string;
  facetFilters: Nested;
  numericFilters: Nested;
  tagFilters: Nested;
}): Predicate | null {
  const parts: Predicate[] = [];
  if (options.filters.trim()) parts.push(parseFilters(options.filters));
  if (options.facetFilters.length) parts.push(nested(options.facetFilters, facetFilter));
  if (options.numericFilters.length) {
    parts.push(nested(options.numericFilters, (filter) => parseFilters(filter, 'numericFilters')));
  }
  if (options.tagFilters.length) parts.push(nested(options.tagFilters, tagFilter));
  return parts.length ? and(parts) : null;
}
