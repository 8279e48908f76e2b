import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { SpanStatusCode, type Span } from '@opentelemetry/api';
import { requestSpan, withSpan } from '../tracing/spans';
import { metrics } from './registry';
import { routeKindOf, statusClassOf } from './labels';
import { processSingleton } from '@/server/shared/singleton';

/**
 * Times every request this process's HTTP server answers, by kind of route and status class, and gives it a
 * span (docs/decisions/0032).
 * Next has no hook that sees every answer (the proxy runs before it, a page's code before its HTML), so this
 * listens where the answers start: the server's `request` event, as OpenTelemetry's HTTP instrumentation does.
 * Installed once, at boot (src/instrumentation.ts).
 */
/** Times the request, and opens its span (a no-op span while tracing is off, src/server/tracing/spans.ts). */
export function observe(req: IncomingMessage, res: ServerResponse): Span {
  const stop = metrics().requestDuration.startTimer();
  const kind = routeKindOf(req.url ?? '/');
  const span = requestSpan(req.method ?? 'GET', kind);
  res.once('close', () => {
    stop({ kind, status_class: statusClassOf(res.statusCode) });
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return span;
}

export function measureRequests(): void {
  processSingleton('requestMetrics', wrapRequests);
}

function wrapRequests(): true {
  const proto = Server.prototype;
  const emit = Reflect.get(proto, 'emit') as (
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    // Everything the request does runs inside its span: Next's own spans and the upstream calls' are its children.
    const span = observe(args[0] as IncomingMessage, args[1] as ServerResponse);
    return withSpan(span, () => emit.call(this, event, ...args));
  } as typeof proto.emit;
  return true;
}
