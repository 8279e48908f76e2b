/** Media URLs (SPEC section 7, "Images"): strip scheme and host, and serve through the image CDN. */

export const CDN_DEFAULTS = { fit: 'max', w: 570, q: 70, auto: 'format,enhance' } as const;

/** The path of a media URL, without scheme and host (and without query or hash). */
export function mediaPath(url: string): string {
  try {
    return new URL(url, 'http://media.invalid').pathname;
  } catch {
    return url;
  }
}

export interface CdnParams {
  w?: number;
  h?: number;
  dpr?: number;
  q?: number;
  fit?: string;
  auto?: string;
}

/** The CDN URL of a CMS media file: the part of its path after `/media`, with the spec's defaults. */
export function cdnUrl(mediaUrl: string, cdnBase: string, params: CdnParams = {}): string {
  const path = mediaPath(mediaUrl);
  const at = path.indexOf('/media/');
  const rest = at >= 0 ? path.slice(at + '/media'.length) : path;
  const query = new URLSearchParams();
  const merged = { ...CDN_DEFAULTS, ...params };
  for (const key of ['w', 'h', 'dpr', 'q', 'fit', 'auto'] as const) {
    const value = merged[key];
    if (value !== undefined) query.set(key, String(value));
  }
  return `${cdnBase.replace(/\/$/, '')}${rest}?${query.toString()}`;
}
