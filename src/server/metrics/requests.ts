import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { metrics } from './registry';
import { routeKindOf, statusClassOf } from './labels';

/**
 * Times every request this process's HTTP server answers, by kind of route and status class (docs/decisions/0032).
 * Next has no hook that sees every answer (the proxy runs before it, a page's code before its HTML), so this
 * listens where the answers start: the server's `request` event, as OpenTelemetry's HTTP instrumentation does.
 * Installed once, at boot (src/instrumentation.ts).
 */
const installed = Symbol.for('fonden.requestMetrics');

export function observe(req: IncomingMessage, res: ServerResponse): void {
  const stop = metrics().requestDuration.startTimer();
  const kind = routeKindOf(req.url ?? '/');
  res.once('close', () => stop({ kind, status_class: statusClassOf(res.statusCode) }));
}

export function measureRequests(): void {
  const proto = Server.prototype as Server & { [installed]?: true };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = Reflect.get(proto, 'emit') as (
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') observe(args[0] as IncomingMessage, args[1] as ServerResponse);
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
