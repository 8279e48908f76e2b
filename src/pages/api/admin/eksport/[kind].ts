import { pipeline } from 'node:stream/promises';
import type { NextApiRequest, NextApiResponse } from 'next';
import { csvStream } from '@/features/admin/export/csv';
import { createApiCaller, EXPORT_KINDS, ExportInputError } from '@/features/admin/export/export-kinds.server';
import { isAdmin, nodeSession } from '@/server/auth/session';
import { createContextInner, SESSION_ENDED_HEADER } from '@/server/context';
import { log } from '@/server/log';
import { clientKeyOf } from '@/server/rate-limit';
import { withRequestLog } from '@/server/request-log';
import { createUpstream, type Upstream } from '@/server/upstream';

/**
 * GET /api/admin/eksport/{brugere|institutioner|tilmeldinger|downloads}.csv: an admin table as a CSV file for
 * Danish Excel (src/features/admin/export/csv.ts). The route checks the session and the admin role itself
 * (401 / 403, never the data) and reads through the typed API, so the procedures' own rules apply as well.
 * One log line per export: who, which, how many rows; never the exported people's data.
 */

let upstream: Upstream | undefined;
const clients = () => (upstream ??= createUpstream());

const refuse = (res: NextApiResponse, status: number, error: string) => {
  res.setHeader('cache-control', 'no-store');
  res.status(status).json({ error });
};

const today = () => new Date().toISOString().slice(0, 10);

async function exportCsv(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    refuse(res, 405, 'Kun GET.');
    return;
  }
  const kindName = typeof req.query.kind === 'string' ? req.query.kind : '';
  const kind = Object.hasOwn(EXPORT_KINDS, kindName) ? EXPORT_KINDS[kindName] : undefined;
  const requestId = String(req.headers['x-request-id'] ?? '');
  const ctx = createContextInner({
    session: await nodeSession(req, res),
    upstream: clients(),
    clientKey: clientKeyOf(req),
    requestId,
    onSessionEnded: () => res.setHeader(SESSION_ENDED_HEADER, '1'),
  });
  const state = await ctx.sessionState();
  if (state.status !== 'active') return refuse(res, 401, 'Du er ikke logget ind.');
  if (!isAdmin(state.data)) return refuse(res, 403, 'Kun for administratorer.');
  if (!kind) return refuse(res, 404, 'Den eksport findes ikke.');

  const query = new URL(req.url ?? '/', 'http://site').searchParams;
  let rows: readonly unknown[] | null;
  try {
    rows = await kind.load(createApiCaller(ctx), query);
  } catch (error) {
    if (error instanceof ExportInputError) return refuse(res, 400, error.message);
    throw error;
  }
  if (!rows) {
    if (ctx.session.ended) return refuse(res, 401, 'Du er ikke logget ind.');
    return refuse(res, 502, 'Eksporten kan ikke hentes lige nu. Prøv igen om lidt.');
  }

  res.statusCode = 200;
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${kind.fileName}-${today()}.csv"`);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  log.info(
    { requestId, audit: 'export', actor: state.data.user.sub, export: kindName, rows: rows.length },
    'admin export',
  );
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(csvStream(kind.columns, rows), res);
}

export default withRequestLog(exportCsv);

// The file is streamed as it is written; Next's 4 MB API response limit does not apply to it.
export const config = { api: { responseLimit: false } };
