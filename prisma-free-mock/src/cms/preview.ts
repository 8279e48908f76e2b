import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { View } from './state';

/**
 * A preview request (docs/cms.md, "Drafts and preview"), as Umbraco's Content Delivery API takes one: the header
 * `Preview: true` and the site's preview key in `Api-Key`. Without `Preview` the answer is the published content;
 * with it and a missing or wrong key the request is refused, so a draft never reaches anyone without the key.
 */
export const PREVIEW_HEADER = 'Preview';
export const API_KEY_HEADER = 'Api-Key';

const sameKey = (given: string, key: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The view a request asks for, or null when it asks for preview without the right key (answer 401). */
export function requestedView(c: Context, previewKey: string): View | null {
  if (c.req.header(PREVIEW_HEADER)?.toLowerCase() !== 'true') return {};
  const given = c.req.header(API_KEY_HEADER);
  return given !== undefined && sameKey(given, previewKey) ? { preview: true } : null;
}

export const previewRefused = (c: Context) =>
  c.json({ error: 'Forhåndsvisning kræver en gyldig nøgle i Api-Key.' }, 401);
