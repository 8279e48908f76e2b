import { pipeline } from 'node:stream/promises';
import type { NextApiRequest, NextApiResponse } from 'next';
import { csvStream } from '@/server/exports/csv';
import { EXPORT_KINDS } from '@/server/exports/all-exports';
import {
  createApiCaller,
  ExportInputError,
  ExportNotFoundError,
  fileNameOf,
  type ExportRows,
} from '@/server/exports/export-definition';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { contextFor } from '@/server/context';
import { log } from '@/server/log';
import { withRequestLog } from '@/server/request-log';
import { adminUser, type SignedInUser } from '@/server/trpc';
import { productFor } from '@/server/upstream/product-calls';

/**
 * GET /api/admin/eksport/<kind>.csv (the kinds: src/server/exports/all-exports.ts): an admin table as a CSV file for Danish
 * Excel (src/server/exports/csv.ts). The route checks the session and the admin role with the admin
 * procedures' own check (`adminUser`: 401 / 403, never the data). Short tables are read through the typed API, so the procedures' own rules apply as well; the
 * lists that grow with the users are read from the product API item by item as they stream (decision 0023).
 * A failure before the first row is a Danish 502; a failure while rows stream ends the download broken (the
 * connection is cut without HTTP's last chunk, so the browser reports a failed download, never a short file).
 * One log line per export, when it ends: who, which, how many rows were written, and whether it completed;
 * never the exported people's data.
 */

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
  const ctx = await contextFor(req, res);
  let admin: SignedInUser;
  try {
    // The same check as every admin procedure: 401 without a live session, 403 for anyone but an admin.
    admin = await adminUser(ctx);
  } catch (error) {
    if (error instanceof TRPCError) return refuse(res, getHTTPStatusCodeFromError(error), error.message);
    throw error;
  }
  if (!kind) return refuse(res, 404, 'Den eksport findes ikke.');

  const query = new URL(req.url ?? '/', 'http://site').searchParams;
  const source = {
    api: createApiCaller(ctx),
    product: productFor(ctx, admin),
  };
  let rows: ExportRows<unknown> | null;
  try {
    rows = await kind.load(source, query);
  } catch (error) {
    if (error instanceof ExportInputError) return refuse(res, 400, error.message);
    if (error instanceof ExportNotFoundError) return refuse(res, 404, error.message);
    throw error;
  }
  if (!rows) {
    if (ctx.session.ended) return refuse(res, 401, 'Du er ikke logget ind.');
    return refuse(res, 502, 'Eksporten kan ikke hentes lige nu. Prøv igen om lidt.');
  }

  res.statusCode = 200;
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${fileNameOf(kind, query)}-${today()}.csv"`);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  const audit = { requestId, audit: 'export', actor: admin.sub, export: kindName };
  if (req.method === 'HEAD') {
    await closeRows(rows);
    log.info({ ...audit, rows: 0 }, 'admin export');
    res.end();
    return;
  }
  const counted = countRows(rows);
  try {
    await pipeline(csvStream(kind.columns, counted), res);
    log.info({ ...audit, rows: counted.count, outcome: 'ok' }, 'admin export');
  } catch (error) {
    // pipeline has destroyed the response: the client sees a cut connection, not a complete file.
    res.destroy();
    log.error(
      {
        ...audit,
        rows: counted.count,
        outcome: 'broken',
        error: error instanceof Error ? error.message : 'unknown',
      },
      'admin export broken',
    );
  }
}

/** The rows, counted as the writer takes them (the audit line's number is what was written, not announced). */
function countRows<T>(rows: ExportRows<T>): AsyncIterable<T> & { count: number } {
  const counter = {
    count: 0,
    async *[Symbol.asyncIterator]() {
      for await (const row of rows) {
        counter.count += 1;
        yield row;
      }
    },
  };
  return counter;
}

/** A streamed list that will not be written (HEAD): started and stopped, which closes its upstream socket. */
async function closeRows(rows: ExportRows<unknown>) {
  if (Symbol.asyncIterator in rows) {
    try {
      for await (const _row of rows) break;
    } catch {
      // Nothing is written, so a failing list changes nothing.
    }
  }
}

export default withRequestLog(exportCsv);
