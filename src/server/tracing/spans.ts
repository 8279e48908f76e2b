import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Spans of the site's own work (docs/decisions/0032). Only `@opentelemetry/api` is loaded here: until
 * src/server/tracing/start.ts registers the SDK (when an OTLP endpoint is set), its tracer makes spans that
 * record nothing and cost a function call. Attributes hold names from fixed lists and statuses only: never a
 * token, a cookie, an e-mail address or a query string.
 */
const tracer = () => trace.getTracer('fonden-site');

/** Runs `work` inside a client span for one call to another service (an upstream, Redis). */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      if (typeof status === 'number') span.setAttribute('http.response.status_code', status);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A server span for one incoming request, named by method and kind of route (never its path). */
export function requestSpan(method: string, kind: string): Span {
  return tracer().startSpan(`${method} ${kind}`, {
    kind: SpanKind.SERVER,
    attributes: { 'http.request.method': method, 'fis.route_kind': kind },
  });
}

/** Runs `work` with `span` as the active span. */
export const withSpan = <T>(span: Span, work: () => T): T =>
  context.with(trace.setSpan(context.active(), span), work);

/** The id of the trace this code runs in, for the log lines (none when tracing is off). */
export function currentTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  return span?.isRecording() ? span.spanContext().traceId : undefined;
}
