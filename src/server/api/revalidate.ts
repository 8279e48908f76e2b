import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { withRequestLog } from '@/server/request-log';
import {
  knowsRevalidateSecret,
  purgeEverywhere,
  REVALIDATE_MAX_BODY_BYTES,
  REVALIDATE_SECRET_HEADER,
  revalidateBodySchema,
} from '@/server/revalidation';
import { redis } from '@/server/shared/redis';

/**
 * The body as text, or null once it passes the limit (whatever Content-Length claimed). The rest of an oversized
 * body is read and dropped, so the caller gets its 413 on an orderly connection; only a caller that knows the
 * secret gets this far. The route (src/pages/api/revalidate.ts) turns Next's body parser off, so this limit
 * is the one that applies.
 */
function readBody(req: NextApiRequest, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    let tooLarge = Number.isFinite(declared) && declared > limit;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * POST /api/revalidate: the CMS's webhook on publish (docs/decisions/0025). With the shared secret in
 * `x-revalidate-secret`, the body `{ "paths": ["/nyheder/"] }` or `{ "all": true }` makes every instance forget
 * what it kept of that content (src/server/revalidation.ts). A refused call purges nothing.
 */
async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('cache-control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    res.status(405).json({ error: 'Brug POST.' });
    return;
  }
  if (!knowsRevalidateSecret(req.headers[REVALIDATE_SECRET_HEADER], env().REVALIDATE_SECRET)) {
    res.status(401).json({ error: 'Den delte nøgle mangler eller er forkert.' });
    return;
  }
  const text = await readBody(req, REVALIDATE_MAX_BODY_BYTES);
  if (text === null) {
    res.status(413).json({ error: `Forespørgslen er for stor (højst ${REVALIDATE_MAX_BODY_BYTES} byte).` });
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    res
      .status(400)
      .json({ error: 'Forespørgslen skal være JSON: { "paths": ["/sti/"] } eller { "all": true }.' });
    return;
  }
  const parsed = revalidateBodySchema.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => issue.message).join(' ');
    res.status(400).json({
      error: `Ugyldigt indhold: angiv { "paths": ["/sti/"] } eller { "all": true }. ${detail}`.trim(),
    });
    return;
  }
  try {
    await purgeEverywhere(parsed.data, redis());
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'purge not announced');
    // This instance has purged; the others were not told. The CMS should call again.
    res.status(503).json({ error: 'De andre servere kunne ikke få besked lige nu. Prøv igen om lidt.' });
    return;
  }
  const scope = 'all' in parsed.data ? 'all' : parsed.data.paths.length;
  log.info({ scope }, 'content purged on publish');
  res.status(200).json({ purged: 'all' in parsed.data ? 'all' : parsed.data.paths });
}

export default withRequestLog(revalidate);
