import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRenderedPages,
  lookupRenderedPage,
  NONCE_SLOT,
  publicPageKey,
  rememberRenderedPage,
  rememberWhenSent,
  withNonce,
  type PageRequest,
} from '@/server/rendered-pages';

const NONCE = 'cmVuZGVyLW5vbmNlLTEyMw==';
const POLICY = `default-src 'self'; script-src 'nonce-${NONCE}' 'strict-dynamic'; style-src 'self'`;

afterEach(clearRenderedPages);

const view: PageRequest = {
  method: 'GET',
  pathname: '/nyheder/',
  search: '',
  setsCookie: false,
  isDataRequest: false,
};

describe('which requests the rendered-page cache may answer or fill', () => {
  it('takes plain page views, signed in or not, keyed by the path as requested', () => {
    expect(publicPageKey(view)).toBe('/nyheder/');
    expect(publicPageKey({ ...view, method: 'HEAD' })).toBe('/nyheder/');
    expect(publicPageKey({ ...view, pathname: '/karrusel-id%C3%A9/' })).toBe('/karrusel-id%C3%A9/');
  });

  it('never takes an answer that sets a cookie, a query, a data request, a write or an API or asset path', () => {
    expect(publicPageKey({ ...view, setsCookie: true })).toBeNull();
    expect(publicPageKey({ ...view, search: '?kategori=skole' })).toBeNull();
    expect(publicPageKey({ ...view, isDataRequest: true })).toBeNull();
    expect(publicPageKey({ ...view, method: 'POST' })).toBeNull();
    expect(publicPageKey({ ...view, pathname: '/api/trpc/events.list' })).toBeNull();
    expect(publicPageKey({ ...view, pathname: '/_next/data/b/nyheder.json' })).toBeNull();
  });
});

describe('the store', () => {
  it('answers until the page data it was made from expires', () => {
    rememberRenderedPage('/a/', { html: '<html>a</html>', etag: '"e1"', expiresAt: 2_000, policy: 'p' });
    expect(lookupRenderedPage('/a/', 1_999)).toEqual({
      html: '<html>a</html>',
      etag: '"e1"',
      expiresAt: 2_000,
      policy: 'p',
    });
    expect(lookupRenderedPage('/a/', 2_000)).toBeNull();
    expect(lookupRenderedPage('/a/', 1_000)).toBeNull(); // gone once expired
  });

  it('keeps at most 500 pages, dropping the oldest', () => {
    for (let i = 0; i <= 500; i++)
      rememberRenderedPage(`/p${i}/`, {
        html: 'x',
        etag: null,
        expiresAt: Number.MAX_SAFE_INTEGER,
        policy: 'p',
      });
    expect(lookupRenderedPage('/p0/')).toBeNull();
    expect(lookupRenderedPage('/p1/')).not.toBeNull();
    expect(lookupRenderedPage('/p500/')).not.toBeNull();
  });
});

/** A stand-in for Node's ServerResponse with what rememberWhenSent touches. */
function response(statusCode: number, headers: Record<string, string> = {}) {
  const sent: unknown[][] = [];
  const res = Object.assign(new EventEmitter(), {
    statusCode,
    end: (...args: unknown[]) => {
      sent.push(args);
      return res;
    },
    hasHeader: (name: string) => name in headers,
    getHeader: (name: string) => headers[name],
  });
  return { res: res as unknown as ServerResponse, sent };
}

describe('filling the store from a rendered page', () => {
  it('keeps the HTML and ETag of a 200 page as it is sent, and still sends it', () => {
    const { res, sent } = response(200, { etag: '"abc"', 'content-security-policy': POLICY });
    rememberWhenSent(res, '/b/', Date.now() + 1_000);
    res.end('<html>b</html>');
    expect(sent).toEqual([['<html>b</html>']]);
    expect(lookupRenderedPage('/b/')?.html).toBe('<html>b</html>');
    expect(lookupRenderedPage('/b/')?.etag).toBe('"abc"');
  });

  it('keeps the page with a slot for its nonce, and fills in a new one, in the HTML and the policy', () => {
    const html = `<html><script nonce="${NONCE}" src="/a.js"></script><noscript data-n-css="${NONCE}"></noscript></html>`;
    const { res, sent } = response(200, { etag: '"n"', 'content-security-policy': POLICY });
    rememberWhenSent(res, '/n/', Date.now() + 1_000);
    res.end(html);
    expect(sent).toEqual([[html]]);
    const kept = lookupRenderedPage('/n/')!;
    expect(kept.html).not.toContain(NONCE);
    expect(kept.policy).not.toContain(NONCE);
    expect(kept.html.split(NONCE_SLOT)).toHaveLength(3);

    const fresh = 'Zm9vYmFyYmF6cXV4cXV1eA==';
    const answer = withNonce(kept, fresh);
    expect(answer.html).toBe(html.replaceAll(NONCE, fresh));
    expect(answer.policy).toBe(POLICY.replaceAll(NONCE, fresh));
    expect(answer.html).not.toContain(NONCE_SLOT);
  });

  it('fills in the nonce only where the render put its own, never where content wrote the word "nonce"', () => {
    const html = `<script nonce="${NONCE}"></script><p>nonce="nonce-slot" nonce-slot-0000 'nonce-x'</p>`;
    const { res } = response(200, { 'content-security-policy': POLICY });
    rememberWhenSent(res, '/i/', Date.now() + 1_000);
    res.end(html);
    const answer = withNonce(lookupRenderedPage('/i/')!, 'Zm9vYmFyYmF6cXV4cXV1eA==');
    expect(answer.html).toBe(
      `<script nonce="Zm9vYmFyYmF6cXV4cXV1eA=="></script><p>nonce="nonce-slot" nonce-slot-0000 'nonce-x'</p>`,
    );
    expect(NONCE_SLOT).toMatch(/^nonce-slot-[0-9a-f]{32}$/);
  });

  it('keeps no page sent without a policy nonce, which a new nonce could not be filled into', () => {
    const { res } = response(200, { 'content-security-policy': "default-src 'self'" });
    rememberWhenSent(res, '/x/', Date.now() + 1_000);
    res.end('<html>x</html>');
    const { res: bare } = response(200);
    rememberWhenSent(bare, '/y/', Date.now() + 1_000);
    bare.end('<html>y</html>');
    expect(lookupRenderedPage('/x/')).toBeNull();
    expect(lookupRenderedPage('/y/')).toBeNull();
  });

  it('keeps nothing that is not a plain 200 page: an error, a page setting a cookie, a HEAD or 304 with no body', () => {
    for (const [status, headers] of [
      [503, {}],
      [404, {}],
      [200, { 'set-cookie': 'auth.session=; Max-Age=0' }],
    ] as const) {
      const { res } = response(status, { ...headers, 'content-security-policy': POLICY });
      rememberWhenSent(res, '/c/', Date.now() + 1_000);
      res.end('<html>c</html>');
    }
    const { res } = response(200, { 'content-security-policy': POLICY });
    rememberWhenSent(res, '/c/', Date.now() + 1_000);
    res.end(null);
    expect(lookupRenderedPage('/c/')).toBeNull();
  });
});
