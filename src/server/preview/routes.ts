import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '../env';
import { log } from '../log';
import { endPreviewCookie, startPreviewCookies } from './cookies';
import { secureSite } from './mode';
import { previewPath } from './path';

/** The secret in constant time; with none configured, nobody gets in. */
function knowsPreviewSecret(given: unknown, secret: string | undefined): boolean {
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function onlyGet(req: NextApiRequest, res: NextApiResponse): boolean {
  res.setHeader('cache-control', 'private, no-store');
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.setHeader('allow', 'GET, HEAD');
  res.status(405).json({ error: 'Brug GET.' });
  return false;
}

/**
 * GET /api/preview?secret=…&path=/sti/ (docs/decisions/0031): with the shared secret and a path on this site,
 * Next's draft mode goes on for at most an hour and the editor lands on the path. A wrong secret is 401 and any
 * other path 400; neither sets a cookie.
 */
export function enterPreview(req: NextApiRequest, res: NextApiResponse) {
  if (!onlyGet(req, res)) return;
  const secret = env().PREVIEW_SECRET;
  if (!knowsPreviewSecret(req.query.secret, secret) || !secret) {
    res.status(401).json({ error: 'Linket til forhåndsvisning er ikke gyldigt.' });
    return;
  }
  const path = previewPath(req.query.path);
  if (!path) {
    res
      .status(400)
      .json({ error: 'Forhåndsvisning kan kun åbne en side på dette website (en sti, der starter med /).' });
    return;
  }
  res.setDraftMode({ enable: true });
  startPreviewCookies(res, secret, secureSite());
  log.info({ path: path.split('?')[0] }, 'preview started');
  res.redirect(307, path);
}

/** GET /api/preview/exit?path=/sti/: draft mode off, back to the path (the front page when it is not one of ours). */
export function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  if (!onlyGet(req, res)) return;
  res.setDraftMode({ enable: false });
  endPreviewCookie(res, secureSite());
  res.redirect(307, previewPath(req.query.path) ?? '/');
}
