import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import { createCdnApp } from './cdn/routes';
import { createCmsApp } from './cms/routes';
import { readMockConfig, type MockConfig } from './config';
import type { MockContext } from './context';
import { createControlApp } from './control/routes';
import { FaultTable, serviceOf } from './faults';
import { RequestStats } from './stats';
import { createIdp } from './idp';
import { createSigningKey } from './idp/keys';
import { createProductApp } from './product/routes';
import { warmIndices } from './search/indices';
import { createSearchApp } from './search/routes';
import { MockStore } from './state';

export interface RunningMock {
  origin: string;
  port: number;
  config: MockConfig;
  store: MockStore;
  faults: FaultTable;
  log: Logger;
  ctx: MockContext;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Overrides of the environment's configuration (port 0 picks a free port). */
  config?: Partial<MockConfig>;
  log?: Logger;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts every stand-in service on one origin and resolves once it answers. */
export async function startMockServer(options: StartOptions = {}): Promise<RunningMock> {
  const config: MockConfig = { ...readMockConfig(), ...options.config };
  const log = options.log ?? pino({ name: 'prisma-free-mock', level: config.logLevel });

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server: Server = createServer((req, res) => handler(req, res));
  // Longer than any pause of the event loop a caller in the same process makes (the tests build a foundation
  // world synchronously). A client reusing a socket the server has just timed out gets ECONNRESET ("fetch
  // failed"); undici clients follow the `Keep-Alive: timeout` hint and let go a second before the server does.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = config.origin ?? `http://localhost:${port}`;

  const store = new MockStore(origin, config.now, config.extraUsers ?? 0, config.scale ?? 'demo');
  // At a foundation's size the first search would build the indices (about a second); do it at start instead.
  if (store.scale === 'foundation') warmIndices(store.state);
  const faults = new FaultTable();
  const stats = new RequestStats();
  const ctx: MockContext = { origin, config, store, log, signingKey: await createSigningKey() };

  const app = new Hono();
  app.route('/cms', createCmsApp(ctx));
  app.route('/product-api', createProductApp(ctx));
  app.route('/1', createSearchApp(ctx));
  app.route('/cdn', createCdnApp(ctx));
  if (config.controlEnabled) app.route('/__mock', createControlApp(ctx, faults, stats));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'Internal error in the stand-in' }, 500);
  });
  const honoListener = getRequestListener(app.fetch);
  const idp = await createIdp(ctx);

  handler = (req, res) => {
    const started = performance.now();
    const pathname = new URL(req.url ?? '/', origin).pathname;
    const match = serviceOf(pathname);
    if (match) stats.count(match.service, pathname);
    res.on('finish', () => {
      log.info(
        {
          service: match?.service ?? 'control',
          method: req.method,
          path: pathname,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    void (async () => {
      if (match?.service === 'search') {
        res.setHeader('Access-Control-Allow-Origin', '*');
        if (req.method === 'OPTIONS') {
          res.writeHead(204, {
            'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
            'Access-Control-Allow-Headers':
              'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
            'Access-Control-Max-Age': '86400',
          });
          res.end();
          return;
        }
      }
      const fault = match && !pathname.startsWith('/__mock') ? faults.take(match.service, match.rest) : null;
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault?.status) {
        res.writeHead(fault.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: `Injected fault ${fault.id}`, status: fault.status }));
        return;
      }
      if (match?.service === 'idp') await idp.handle(req, res);
      else await honoListener(req, res);
    })().catch((error: unknown) => {
      log.error({ err: error, path: pathname }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal error in the stand-in' }));
    });
  };

  return {
    origin,
    port,
    config,
    store,
    faults,
    log,
    ctx,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
