// Off the shared fixtures (tests/integration/fixtures.ts, docs/decisions/0040): this file starts tracing on a fresh
// copy of the server modules configured for its own OTLP receiver (vi.resetModules), with a server built in beforeAll
// around the teacher's sealed cookie, before any test (and so any fixture) exists.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { sealData } from 'iron-session';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@/server/auth/session';
import { ACCOUNTS, loginAs, resetMock } from './harness';

/**
 * Traces over OTLP (docs/decisions/0032): a small OTLP/HTTP receiver in this process gets the export of a teacher
 * screen's request, sent as `http/json`. The request's span holds a child span per upstream call, in one trace,
 * and no attribute carries a token, a cookie, an e-mail address or a query string.
 */
interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const received: OtlpExport[] = [];
let receiver: Server;
let site: Server;
let base = '';
let teacher: SessionData;
let tracing: { shutdown: () => Promise<void> } | null = null;
let mixin: () => object;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') received.push(JSON.parse(Buffer.concat(chunks).toString()) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const collector = await listen(receiver);
  vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', collector);
  vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/json');
  vi.stubEnv('OTEL_SERVICE_NAME', 'fonden-site-test');
  vi.stubEnv('OTEL_BSP_SCHEDULE_DELAY', '50');
  vi.resetModules();
  await resetMock();
  teacher = await loginAs(ACCOUNTS.teacher);
  tracing = await (await import('@/server/tracing/start')).startTracing();
  const { measureRequests } = await import('@/server/metrics/requests');
  const { registeredTeacherProps } = await import('@/server/loaders/teacher-screen');
  const { loadOverview } = await import('@/server/loaders/screens/teacher-overview');
  const { sealPasswords } = await import('@/server/auth/secrets');
  mixin = (await import('@/server/log')).logOptions.mixin as () => object;
  measureRequests();
  const cookie = `auth.session=${await sealData(teacher, { password: sealPasswords().seal })}`;
  site = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.headers.cookie = cookie;
    const resolvedUrl = req.url ?? '/';
    void registeredTeacherProps(
      { req, res, query: {}, resolvedUrl } as GetServerSidePropsContext,
      loadOverview,
    )
      .then(() => res.end('ok'))
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
  });
  base = await listen(site);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const spans = () =>
  received.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue;
};

describe('traces of a teacher screen', () => {
  it("gives each log line of a traced request its trace id; a span of Next's with a query and an e-mail", () => {
    trace.getTracer('next.js').startActiveSpan('GET /min-profil/konto', (span) => {
      span.setAttribute('http.target', '/min-profil/konto/?code=ABC123');
      span.setAttribute('next.note', 'asked by laerer@example.dk');
      expect(mixin()).toEqual({ trace_id: span.spanContext().traceId });
      span.end();
    });
    expect(mixin()).toEqual({});
  });
  it('sends the request span with a child span per upstream call, one trace, over OTLP http/json', async () => {
    expect(tracing).not.toBeNull();
    const answer = await fetch(
      `${base}/min-profil/min-oversigt/?email=${encodeURIComponent(teacher.user.email)}`,
    );
    expect(answer.status).toBe(200);
    await tracing?.shutdown();

    const request = spans().find((span) => span.name === 'GET teacher-screen');
    expect(request).toBeDefined();
    expect(attribute(request!, 'http.response.status_code')).toBe(200);
    const children = spans().filter((span) => span.parentSpanId === request!.spanId);
    const names = children.map((span) => span.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'product GetUser',
        'product GetPrograms',
        'product GetRelevantEvents',
        'cms page',
      ]),
    );
    expect(children.every((span) => span.traceId === request!.traceId)).toBe(true);
    const getUser = children.find((span) => span.name === 'product GetUser')!;
    expect(attribute(getUser, 'fis.upstream.service')).toBe('product');
    expect(attribute(getUser, 'fis.upstream.call')).toBe('GetUser');
    expect(attribute(getUser, 'http.response.status_code')).toBe(200);
    expect(attribute(getUser, 'fis.upstream.outcome')).toBe('ok');

    const everything = JSON.stringify(received);
    for (const secret of [teacher.user.email, encodeURIComponent(teacher.user.email), teacher.accessToken]) {
      expect(everything).not.toContain(secret);
    }
    if (teacher.refreshToken) expect(everything).not.toContain(teacher.refreshToken);
    expect(everything).not.toContain('auth.session');
    expect(everything).not.toContain('?email');

    // The span of the test before: whoever set an attribute, no query string or e-mail address leaves.
    const next = spans().find((span) => span.name === 'GET /min-profil/konto');
    expect(attribute(next!, 'http.target')).toBe('/min-profil/konto/');
    expect(attribute(next!, 'next.note')).toMatch(/^asked by e-mail:[0-9a-f]{8}$/);
    expect(everything).not.toContain('ABC123');
  });
});
