/**
 * A post-login destination: only a relative path on this site. Anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks, control characters) falls back to `fallback`.
 */
export function safeReturnTo(value: unknown, fallback = '/min-profil'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
