/**
 * Which answers a CDN in front of the site may keep (docs/deploy.md). Only a CMS page as a visitor without a
 * session sees it, asked for without a query: shared caches may keep it for the page cache's lifetime and serve
 * it a while longer while they fetch a new copy; browsers always revalidate. `Vary: Cookie` keeps anyone with a
 * cookie out of that copy. Everything else (sessions, screens, API answers) is private or not stored at all.
 */
export const PRIVATE_PAGE = 'private, no-cache';

export const STALE_WHILE_REVALIDATE_SECONDS = 300;

export const publicPageCacheControl = (ttlMs: number) =>
  `public, max-age=0, s-maxage=${Math.max(1, Math.floor(ttlMs / 1000))}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
