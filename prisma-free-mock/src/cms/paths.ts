/**
 * Page paths the way Umbraco matches them: decoded, lower-case, one slash between segments and a trailing
 * slash, so `/Nyheder`, `/nyheder/` and `/nyheder//` find the same page. Null when the encoding is broken.
 */
export function normalizePagePath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const segments = decoded
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) return null;
  return segments.length === 0 ? '/' : `/${segments.join('/').toLowerCase()}/`;
}
