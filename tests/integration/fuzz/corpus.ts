/**
 * Hostile values, each as the JSON text that goes on the wire (so keys such as `__proto__` and duplicate keys
 * reach the server as written, which JSON.stringify of an object literal cannot do). Used as a whole input and
 * in place of one field of a valid-looking input.
 */
export interface HostileValue {
  name: string;
  json: string;
  /**
   * What it attacks: `shape` (types, sizes, nesting, prototype keys) is tried as every whole input; `text` (a
   * string that a text field's schema may well accept) in every text field, where it can reach an upstream.
   */
  kind: 'shape' | 'text';
}

const str = (name: string, value: string): HostileValue => ({
  name,
  json: JSON.stringify(value),
  kind: 'text',
});
const raw = (name: string, json: string): HostileValue => ({ name, json, kind: 'shape' });

const MB = 1_000_000;
const nested = (depth: number, open: string, close: string, leaf = '1') =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

export const HOSTILE_VALUES: readonly HostileValue[] = [
  // Wrong types and missing values
  raw('null', 'null'),
  raw('true', 'true'),
  raw('zero', '0'),
  raw('negative', '-1'),
  raw('fraction', '1.5'),
  raw('huge number', '1e308'),
  raw('overflowing number', '1e999'),
  raw('unsafe integer', '9007199254740993'),
  raw('negative huge', '-9999999999999999999999'),
  raw('empty array', '[]'),
  raw('empty object', '{}'),
  raw('array of null', '[null]'),
  raw('nested arrays', '[[["x"]]]'),
  raw('empty string', '""'),
  raw('blank', JSON.stringify(' \t\n ')),
  raw('NaN as string', '"NaN"'),
  raw('Infinity as string', '"Infinity"'),
  str('number as string', '42'),
  str('hex as string', '0x1F'),
  // Size
  raw('1 MB string', JSON.stringify('a'.repeat(MB))),
  raw('long word', JSON.stringify('x'.repeat(10_000))),
  raw('10 000 nested arrays', nested(10_000, '[', ']')),
  raw('10 000 nested objects', nested(10_000, '{"a":', '}')),
  raw('100 000 element array', `[${Array.from({ length: 100_000 }, () => '0').join(',')}]`),
  // Prototype pollution
  raw('__proto__ key', '{"__proto__":{"isAdmin":true,"polluted":"yes"}}'),
  raw('constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}}}'),
  raw('prototype key', '{"prototype":{"polluted":"yes"},"toString":"x","hasOwnProperty":1}'),
  raw('duplicate keys', '{"a":"first","a":{"__proto__":{"polluted":"yes"}}}'),
  // Unicode
  str('control characters', '\u0000\u0001\u0007\u001b[31m\u007f\u0085'),
  str('lone high surrogate', 'a\uD800b'),
  str('lone low surrogate', '\uDFFFx'),
  str('RTL override', 'evil\u202Egnp.exe'),
  str('zero width and BOM', '\uFEFF\u200B\u200D\u2060'),
  str('combining marks', `e${'\u0301'.repeat(5000)}`),
  str('emoji', '🙂👩‍👩‍👧‍👦🏳️‍🌈'.repeat(200)),
  str('CRLF injection', 'x\r\nSet-Cookie: auth.session=evil\r\n\r\n<h1>'),
  // Payloads
  str('SQL', "' OR 1=1 --"),
  str('SQL stacked', "1'; DROP TABLE users; SELECT pg_sleep(10); --"),
  str('HTML script', '<script>alert(document.cookie)</script>'),
  str('HTML attribute', '"><img src=x onerror=alert(1)>'),
  str('path traversal', '../../../../etc/passwd'),
  str('encoded traversal', '..%2f..%2f..%2fetc%2fpasswd'),
  str('double encoded', '%252e%252e%252f'),
  str('backslash traversal', '..\\..\\..\\windows\\win.ini'),
  str('NUL byte', 'evt-3001%00.json'),
  str('query injection', 'evt-3001?email=admin@example.dk&x=1#frag'),
  str('absolute URL', 'http://169.254.169.254/latest/meta-data/'),
  str('template', '${7*7}{{7*7}}<%= 7*7 %>'),
  // E-mails
  str('very long e-mail', `${'a'.repeat(5000)}@example.dk`),
  str('long domain e-mail', `x@${'b'.repeat(250)}.dk`),
  str('quoted e-mail', '"a@b"@example.dk'),
  str('e-mail with header', 'laerer@example.dk\r\nBcc: all@example.dk'),
  str('another person', 'admin@example.dk'),
  str('e-mail list', 'laerer@example.dk,admin@example.dk'),
  // Dates in odd formats
  str('impossible date', '2026-13-45T25:61:61+99:99'),
  str('far future date', '+275760-09-13T00:00:00.000Z'),
  str('year zero', '0000-00-00'),
  str('relative date', 'tomorrow'),
];
