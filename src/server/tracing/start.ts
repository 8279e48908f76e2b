import { scrubEmails } from '../log';

/**
 * Starts OpenTelemetry's Node SDK (docs/decisions/0032), from src/instrumentation.ts, only when an OTLP endpoint is
 * configured: without one nothing of the SDK is loaded. The SDK reads the standard variables itself
 * (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER, OTEL_EXPORTER_OTLP_HEADERS, OTEL_BSP_*); the
 * exporter follows OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL: `http/protobuf` (the default), `http/json` or `grpc`.
 */
export const tracingConfigured = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
  env.OTEL_SDK_DISABLED !== 'true';

/** Attributes that may carry a URL: kept without their query string (Next's request span has `http.target`). */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path', 'next.route'];
const DROPPED_ATTRIBUTES = ['url.query', 'http.request.header.cookie', 'http.request.header.authorization'];

export async function startTracing(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ shutdown: () => Promise<void> } | null> {
  if (!tracingConfigured(env)) return null;
  const [{ NodeSDK }, { BatchSpanProcessor }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace'),
  ]);
  const protocol =
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
  const exporter =
    protocol === 'http/json'
      ? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter()
      : protocol === 'grpc'
        ? new (await import('@opentelemetry/exporter-trace-otlp-grpc')).OTLPTraceExporter()
        : new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
  const sdk = new NodeSDK({
    instrumentations: [],
    spanProcessors: [
      {
        // Runs while the span can still be changed, before any exporter sees it: no query string and no
        // e-mail address leaves in an attribute, whoever set it (Next's own spans included).
        onStart: () => undefined,
        onEnding(span) {
          for (const key of DROPPED_ATTRIBUTES)
            if (key in span.attributes) span.setAttribute(key, '[skjult]');
          for (const [key, value] of Object.entries(span.attributes)) {
            if (typeof value !== 'string') continue;
            const clean = scrubEmails(URL_ATTRIBUTES.includes(key) ? value.split('?')[0]! : value);
            if (clean !== value) span.setAttribute(key, clean);
          }
        },
        onEnd: () => undefined,
        forceFlush: () => Promise.resolve(),
        shutdown: () => Promise.resolve(),
      },
      new BatchSpanProcessor({ exporter }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
