import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { cookiePrefix } from '../auth/session';

/**
 * The preview's cookies (docs/decisions/0031). Next's draft-mode cookie `__prerender_bypass` holds the build's
 * preview id, the same on every instance of a build and valid until the next build; alone it would keep an
 * editor (or anyone who copied it) in preview for ever. So preview also needs our own cookie, whose value is its
 * end time signed with PREVIEW_SECRET, checked on every request: at most an hour, whichever instance answers.
 * Both cookies carry that hour as their lifetime too, so the browser drops them on time.
 */
export const PREVIEW_MAX_AGE_SECONDS = 60 * 60;
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
const UNTIL_COOKIE = 'fonden.preview';

export const previewCookieName = () => `${cookiePrefix()}${UNTIL_COOKIE}`;

const signature = (secret: string, until: number) =>
  createHmac('sha256', secret).update(`preview-until:${until}`).digest('base64url');

/** The signed end of a preview that ends at `until` (epoch seconds). */
export const signPreviewUntil = (secret: string, until: number) => `${until}.${signature(secret, until)}`;

/** True while the signed end time is valid, unforged and no more than an hour away. */
export function previewUntilValid(value: string | undefined, secret: string | undefined, now = Date.now()) {
  if (!value || !secret) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const until = Number(match[1]);
  const given = Buffer.from(match[2] ?? '');
  const expected = Buffer.from(signature(secret, until));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const seconds = now / 1000;
  return until > seconds && until <= seconds + PREVIEW_MAX_AGE_SECONDS;
}

const setCookies = (res: ServerResponse): string[] => {
  const current = res.getHeader('set-cookie');
  return current === undefined ? [] : [current].flat().map(String);
};

const lifetime = (maxAge: number) =>
  `Max-Age=${maxAge}; Expires=${new Date(maxAge === 0 ? 0 : Date.now() + maxAge * 1000).toUTCString()}`;

/**
 * After `res.setDraftMode({ enable: true })`: Next's cookie gets the hour as its lifetime and `SameSite=Lax`
 * (Next sends `None`; a preview needs no cross-site requests), and our signed end time is added beside it.
 */
export function startPreviewCookies(res: ServerResponse, secret: string, secure: boolean) {
  const until = Math.floor(Date.now() / 1000) + PREVIEW_MAX_AGE_SECONDS;
  const capped = setCookies(res).map((cookie) =>
    cookie.startsWith(`${DRAFT_MODE_COOKIE}=`)
      ? `${cookie.replace(/;\s*SameSite=None/i, '; SameSite=Lax')}; ${lifetime(PREVIEW_MAX_AGE_SECONDS)}`
      : cookie,
  );
  res.setHeader('set-cookie', [
    ...capped,
    `${previewCookieName()}=${signPreviewUntil(secret, until)}; Path=/; HttpOnly; SameSite=Lax; ${lifetime(PREVIEW_MAX_AGE_SECONDS)}${secure ? '; Secure' : ''}`,
  ]);
}

/** Removes our cookie (Next's own is removed by `setDraftMode({ enable: false })`). */
export function endPreviewCookie(res: ServerResponse, secure: boolean) {
  res.setHeader('set-cookie', [
    ...setCookies(res),
    `${previewCookieName()}=; Path=/; HttpOnly; SameSite=Lax; ${lifetime(0)}${secure ? '; Secure' : ''}`,
  ]);
}

/** A preview that has run out, met on a page: both cookies go, so the browser is back on the published site. */
export function endExpiredPreview(res: ServerResponse, secure: boolean) {
  res.setHeader('set-cookie', [
    ...setCookies(res),
    `${DRAFT_MODE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; ${lifetime(0)}${secure ? '; Secure' : ''}`,
  ]);
  endPreviewCookie(res, secure);
}
