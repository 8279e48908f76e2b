import type { ProcedureInfo } from './procedures';
import { sameOriginHeaders, SITE, type WireRequest } from './wire';

/** Over the site's 1 MB body limit. */
const OVER_LIMIT = 1_100_000;
const q = (json: string) => `input=${encodeURIComponent(json)}`;

/** Requests that are wrong on the wire for one procedure: method, body, content type, origin, batch shape. */
export function wireCasesFor(procedure: ProcedureInfo): WireRequest[] {
  const { path, type } = procedure;
  const at = (label: string) => `${path}: ${label}`;
  const own = type === 'query' ? 'GET' : 'POST';
  const other = type === 'query' ? 'POST' : 'GET';
  const cases: WireRequest[] = [
    {
      label: at(`${other} instead of ${own}`),
      method: other,
      target: path,
      body: other === 'POST' ? '{}' : undefined,
    },
    { label: at('PUT'), method: 'PUT', target: path, body: '{}' },
    { label: at('DELETE'), method: 'DELETE', target: path },
    { label: at('PATCH'), method: 'PATCH', target: path, body: '{}' },
    { label: at('OPTIONS'), method: 'OPTIONS', target: path },
    { label: at('batch input that is a list'), method: own, ...batch(path, own, '[1,2,3]') },
    { label: at('batch input that is a string'), method: own, ...batch(path, own, '"0"') },
    {
      label: at('batch with odd indexes'),
      method: own,
      ...batch(path, own, '{"-1":1,"999999999":{},"__proto__":{}}'),
    },
    {
      label: at('batch=true instead of 1'),
      method: own,
      target: `${path}?batch=true&${q('{"0":{}}')}`,
      body: own === 'POST' ? '{"0":{}}' : undefined,
    },
  ];
  if (type === 'query') {
    cases.push(
      { label: at('input that is not JSON'), method: 'GET', target: `${path}?input=%7B%22a%22%3A` },
      { label: at('input with a broken escape'), method: 'GET', target: `${path}?input=%E0%A4%A` },
      { label: at('input given twice'), method: 'GET', target: `${path}?${q('{}')}&${q('1')}` },
      {
        label: at('input of 40 KB in the URL'),
        method: 'GET',
        target: `${path}?${q(JSON.stringify('u'.repeat(40_000)))}`,
      },
    );
  } else {
    const post = (
      label: string,
      body: string | Uint8Array<ArrayBuffer>,
      headers?: Record<string, string>,
    ): WireRequest => ({
      label: at(label),
      method: 'POST',
      target: path,
      body,
      headers,
    });
    cases.push(
      post('body that is not JSON', '{"a":'),
      post('empty body', ''),
      post('body "undefined"', 'undefined'),
      post('binary body', new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0x22, 0xc3, 0x28])),
      post('body with a NUL', '{"a":"\u0000"}\u0000'),
      post('body over 1 MB', JSON.stringify({ a: 'b'.repeat(OVER_LIMIT) })),
      post('text/plain body', '{}', { 'content-type': 'text/plain' }),
      post('form body', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }),
      post('JSON in another charset', '{}', { 'content-type': 'application/json; charset=utf-16' }),
      post('foreign Origin', '{}', { origin: 'https://evil.example' }),
      post('Origin null', '{}', { origin: 'null' }),
      post('cross-site fetch', '{}', { 'sec-fetch-site': 'cross-site' }),
      {
        label: at('no content type'),
        method: 'POST',
        target: path,
        body: '{}',
        bare: true,
        headers: { origin: SITE },
      },
    );
  }
  return cases;
}

function batch(path: string, method: string, inputJson: string): Pick<WireRequest, 'target' | 'body'> {
  return method === 'GET'
    ? { target: `${path}?batch=1&${q(inputJson)}` }
    : { target: `${path}?batch=1`, body: inputJson };
}

/** Batches: over the server's maxBatchSize, one of every procedure, and one far over the limit. */
export function batchCases(procedures: ProcedureInfo[]): WireRequest[] {
  const queries = procedures.filter((p) => p.type === 'query').map((p) => p.path);
  const mutations = procedures.filter((p) => p.type === 'mutation').map((p) => p.path);
  const inputs = (count: number, json: string) =>
    `{${Array.from({ length: count }, (_, i) => `"${i}":${json}`).join(',')}}`;
  const get = (label: string, paths: string[], json = '{}'): WireRequest => ({
    label,
    method: 'GET',
    target: `${paths.join(',')}?batch=1&${q(inputs(paths.length, json))}`,
  });
  const post = (label: string, paths: string[], json = '{}'): WireRequest => ({
    label,
    method: 'POST',
    target: `${paths.join(',')}?batch=1`,
    body: inputs(paths.length, json),
  });
  const repeat = (items: string[], count: number) =>
    Array.from({ length: count }, (_, i) => items[i % items.length] ?? '');
  return [
    get('every query in one batch', queries),
    post('every mutation in one batch', mutations),
    get('queries and mutations mixed in one GET batch', repeat([...queries, ...mutations], 20)),
    post('queries and mutations mixed in one POST batch', repeat([...mutations, ...queries], 20)),
    get('21 queries (one over the limit)', repeat(queries, 21)),
    post('21 mutations (one over the limit)', repeat(mutations, 21)),
    get('600 queries', repeat(['session.get'], 600)),
    post('600 mutations with hostile input', repeat(mutations, 600), '{"__proto__":{"isAdmin":true}}'),
    post('20 mutations with 50 KB each', repeat(mutations, 20), JSON.stringify({ code: 'c'.repeat(50_000) })),
  ];
}

/** Requests whose path, headers or cookie are wrong, whatever the procedure. */
export function requestCases(): WireRequest[] {
  const get = (label: string, target: string, headers?: Record<string, string>): WireRequest => ({
    label,
    method: 'GET',
    target,
    headers,
  });
  const unknown = [
    'nope',
    '__proto__',
    'constructor',
    'toString',
    'session',
    'session.get.extra',
    'session..get',
  ];
  return [
    ...unknown.map((path) => get(`unknown procedure ${path}`, path)),
    ...['__proto__', 'constructor', 'hasOwnProperty'].map((path) => ({
      label: `POST to unknown procedure ${path}`,
      method: 'POST',
      target: path,
      body: '{}',
    })),
    get('procedure name with a NUL', 'session.get%00'),
    get('procedure name with traversal', '..%2F..%2Fetc%2Fpasswd'),
    { ...get('procedure name with a broken escape', 'session.get%E0%A4%A'), byRouter: true },
    get('procedure name of 8 KB', 'x'.repeat(8_000)),
    get('garbage session cookie', 'session.get', { cookie: 'auth.session=Fe26.2**garbage*garbage' }),
    get('session cookie of 8 KB', 'session.get', { cookie: `auth.session=${'A'.repeat(8_000)}` }),
    get('hostile request id', 'session.get', {
      'x-request-id': `${'<script>'.repeat(20)} " ' ; ${'x'.repeat(2000)}`,
    }),
    get('forwarded-for spoof', 'session.get', { 'x-forwarded-for': '1.2.3.4, ::1, <svg>' }),
    get('host header of another site', 'session.get', { host: 'evil.example' }),
    {
      label: 'mutation with a foreign Origin that names the site as a prefix',
      method: 'POST',
      target: 'attendee.createAttendee',
      body: '{}',
      headers: { ...sameOriginHeaders('POST'), origin: `${SITE}.evil.example` },
    },
  ];
}
