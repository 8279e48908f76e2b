/**
 * A post-login destination: only a relative path on this site. Anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks, control characters) falls back to `fallback`.
 *
 * The check judges the path as a browser will read it: after URL normalisation (`/./`, `/a/../`, `%2e`), which
 * can turn an innocent-looking path into `//evil.example`. The answer is itself a valid input that maps to
 * itself (idempotent), so checking twice never changes the destination.
 */
const looksSafe = (value: string) =>
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.startsWith('/\\') &&
  !/[\u0000-\u001f\u007f\\]/.test(value);

export function safeReturnTo(value: unknown, fallback = '/min-profil'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!looksSafe(value)) return fallback;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return fallback;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return looksSafe(normalised) ? normalised : fallback;
  } catch {
    return fallback;
  }
}
