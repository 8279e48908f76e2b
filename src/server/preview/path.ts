/**
 * Where a preview link may send the editor: a path on this site, never another origin (docs/decisions/0031).
 * Refused: anything not starting with one `/`, a protocol-relative `//host`, a backslash anywhere (browsers read
 * `/\host` as `//host`), control characters, and paths the URL parser would move to another origin. The API
 * and Next's own files are no pages.
 */
const MAX_PATH_LENGTH = 2048;
const BASE = 'http://site.invalid';

export function previewPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
