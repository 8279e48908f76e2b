import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '../env';
import { endExpiredPreview, previewCookieName, previewUntilValid } from './cookies';

/**
 * Whether a page request is in preview (docs/decisions/0031): `on` with Next's draft mode and our signed end
 * time both valid; `ended` when the request claims draft mode but the end time is missing, forged or past (its
 * cookies are removed, and the answer is as private as a preview's: it sets cookies); `off` otherwise.
 */
export type PreviewState = 'on' | 'ended' | 'off';

interface PageRequestContext {
  req: IncomingMessage & { cookies?: Partial<Record<string, string>> };
  res: ServerResponse;
  draftMode?: boolean;
}

const states = new WeakMap<IncomingMessage, PreviewState>();

export const secureSite = () => env().SITE_URL.startsWith('https://');

/** Decided once per request: the loaders of the site-wide data and of the page both ask. */
export function previewState({ req, res, draftMode }: PageRequestContext): PreviewState {
  const known = states.get(req);
  if (known) return known;
  let state: PreviewState = 'off';
  if (draftMode === true) {
    state = previewUntilValid(req.cookies?.[previewCookieName()], env().PREVIEW_SECRET) ? 'on' : 'ended';
    if (state === 'ended') endExpiredPreview(res, secureSite());
  }
  states.set(req, state);
  return state;
}

/** A preview's answer, or one that ends a preview: kept by nobody, neither browser nor CDN. */
export const PREVIEW_PAGE = 'private, no-store';
