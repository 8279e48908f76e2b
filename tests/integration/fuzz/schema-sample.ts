import { z } from 'zod';
import { HOSTILE_VALUES, type HostileValue } from './corpus';

/** A small seeded generator (mulberry32): the same seed picks the same cases, so a failure reproduces. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** `count` different items of `items`, in a seeded order. */
    pick<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        chosen.push(...pool.splice(Math.floor(next() * pool.length), 1));
      }
      return chosen;
    },
  };
}

/** A stable seed per text (FNV-1a), so each procedure draws its own cases whatever order they run in. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A plausible value for a text field, by its name: shaped right, naming nothing that exists. */
function textFor(key: string): string {
  if (/email/i.test(key)) return 'fuzz.person@example.dk';
  if (key === 'segment') return 'Gymnasium';
  if (key === 'zip') return '8000';
  if (key === 'phone') return '+45 12 34 56 78';
  return `fuzz-${key || 'value'}`;
}

/** A valid-looking value for a zod schema (the shapes the site's procedures use). */
export function sampleOf(schema: z.core.$ZodType, key = ''): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return sampleOf(schema.unwrap(), key);
  if (schema instanceof z.ZodDefault) return sampleOf(schema.unwrap(), key);
  if (schema instanceof z.ZodPipe) return sampleOf(schema.in, key);
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.core.$ZodType> = schema.shape;
    return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, sampleOf(v, k)]));
  }
  if (schema instanceof z.ZodArray) return [sampleOf(schema.element, key)];
  if (schema instanceof z.ZodString) return textFor(key);
  if (schema instanceof z.ZodNumber) return 1;
  if (schema instanceof z.ZodBoolean) return true;
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.value;
  return null;
}

/** Where a hostile value can go in a sample: each key, and each key of the first item of a list of objects. */
function fieldPaths(sample: unknown): string[][] {
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return [];
  const paths: string[][] = [];
  for (const [key, value] of Object.entries(sample)) {
    paths.push([key]);
    const first: unknown = Array.isArray(value) ? value[0] : undefined;
    if (typeof first === 'object' && first !== null)
      for (const inner of Object.keys(first)) paths.push([key, '0', inner]);
  }
  return paths;
}

const MARK = 'fuzz-mark-7c1e';

/** The sample as JSON text with the value at `path` replaced by `json` (or removed when `json` is null). */
function withField(sample: unknown, path: string[], json: string | null): string {
  const copy: unknown = structuredClone(sample);
  let target = copy as Record<string, unknown>;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string, unknown>;
  const last = path[path.length - 1] ?? '';
  if (json === null) {
    delete target[last];
    return JSON.stringify(copy);
  }
  target[last] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => json);
}

export interface InputCase {
  name: string;
  /** The input as JSON text; undefined sends none. */
  json: string | undefined;
}

/** A value of the other type in place of a field's: numbers where text goes, text where numbers go. */
function swapsFor(value: unknown): Pick<HostileValue, 'name' | 'json'>[] {
  if (typeof value === 'string')
    return [
      { name: 'number for text', json: '42' },
      { name: 'list for text', json: '["x"]' },
    ];
  if (typeof value === 'number')
    return [
      { name: 'text for number', json: '"1"' },
      { name: 'NaN text for number', json: '"NaN"' },
    ];
  if (Array.isArray(value)) return [{ name: 'object for list', json: '{"0":"x","length":1}' }];
  return [];
}

/** The value at `path` in the sample. */
function valueAt(sample: unknown, path: string[]): unknown {
  let value = sample;
  for (const step of path) value = (value as Record<string, unknown>)[step];
  return value;
}

/**
 * Cases for a procedure with an input schema, for a role that reaches its validator (`full`): no input, every
 * `shape` value as the whole input and a seeded two `text` ones, the valid-looking sample, extra keys
 * (prototype pollution among them), and for each field: left out, a value of the other type, and in a text field
 * every `text` value (which the schema may accept, so it reaches an upstream) and a seeded two `shape` ones, in
 * other fields a seeded four of any kind. For a role that is refused before its input is read, a seeded four
 * whole inputs: only the transport sees them.
 */
export function inputCases(schema: z.ZodType, seed: number, full: boolean): InputCase[] {
  const random = seeded(seed);
  const shapes = HOSTILE_VALUES.filter((value) => value.kind === 'shape');
  const texts = HOSTILE_VALUES.filter((value) => value.kind === 'text');
  const whole = full ? [...shapes, ...random.pick(texts, 2)] : random.pick(HOSTILE_VALUES, 4);
  const cases: InputCase[] = [
    { name: 'no input', json: undefined },
    ...whole.map((value) => ({ name: `input = ${value.name}`, json: value.json })),
  ];
  const sample = sampleOf(schema);
  if (!full || typeof sample !== 'object' || sample === null) return cases;
  const base = JSON.stringify(sample);
  cases.push({ name: 'valid-looking sample', json: base });
  cases.push({
    name: 'extra keys with __proto__',
    json: `${base.slice(0, -1)},"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"extra":"${'e'.repeat(1000)}"}`,
  });
  for (const path of fieldPaths(sample)) {
    const at = path.join('.');
    const current = valueAt(sample, path);
    const values =
      typeof current === 'string' ? [...texts, ...random.pick(shapes, 2)] : random.pick(HOSTILE_VALUES, 4);
    cases.push({ name: `${at} missing`, json: withField(sample, path, null) });
    for (const value of [...swapsFor(current), ...values])
      cases.push({ name: `${at} = ${value.name}`, json: withField(sample, path, value.json) });
  }
  return cases;
}
