import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { canonicalHostLocation, canonicalHostRewrite, canonicalTarget } from '@/server/canonical-host';

const headers = (values: Record<string, string>) => new Headers(values);
const SITE = 'http://localhost:3000';

describe('one public address', () => {
  it('sends a page asked for on another host to the same path and query on SITE_URL', () => {
    expect(
      canonicalHostLocation(
        'http://127.0.0.1:3000/legater/?kategori=Forskning',
        headers({ host: '127.0.0.1:3000' }),
        SITE,
      ),
    ).toBe('http://localhost:3000/legater/?kategori=Forskning');
    expect(
      canonicalHostLocation(
        'http://fis-fonden.dk/',
        headers({ host: 'fis-fonden.dk' }),
        'https://www.fis-fonden.dk',
      ),
    ).toBe('https://www.fis-fonden.dk/');
    // Another port is another origin.
    expect(canonicalHostLocation('http://localhost:3001/', headers({ host: 'localhost:3001' }), SITE)).toBe(
      'http://localhost:3000/',
    );
  });

  it('leaves a page on SITE_URL’s host alone, in any case, also behind a TLS-ending load balancer', () => {
    expect(
      canonicalHostLocation('http://localhost:3000/', headers({ host: 'localhost:3000' }), SITE),
    ).toBeNull();
    expect(
      canonicalHostLocation(
        'http://10.0.0.5:3000/nyheder/',
        headers({ host: '10.0.0.5:3000', 'x-forwarded-host': 'WWW.fis-fonden.dk' }),
        'https://www.fis-fonden.dk',
      ),
    ).toBeNull();
  });

  it('leaves /api/ (health checks by address, the publish hook) and Next’s own files alone', () => {
    const byAddress = headers({ host: '10.0.0.5:3000' });
    expect(canonicalHostLocation('http://10.0.0.5:3000/api/health', byAddress, SITE)).toBeNull();
    expect(canonicalHostLocation('http://10.0.0.5:3000/api/revalidate', byAddress, SITE)).toBeNull();
    expect(canonicalHostLocation('http://10.0.0.5:3000/_next/data/b/index.json', byAddress, SITE)).toBeNull();
    expect(canonicalHostLocation('http://10.0.0.5:3000/apiside/', byAddress, SITE)).toBe(
      'http://localhost:3000/apiside/',
    );
  });
});

describe('the redirect route', () => {
  it('is reached by a rewrite carrying the path and query, only for another host', () => {
    // Next builds the proxy's request URL from its own host name, whatever the visitor asked.
    const request = (host: string, path: string) =>
      new NextRequest(`http://localhost:3000${path}`, { headers: { host } });
    const rewrite = canonicalHostRewrite(request('127.0.0.1:3000', '/legater/?a=1&b=%C3%A6'), SITE);
    const target = new URL(rewrite!.headers.get('x-middleware-rewrite')!);
    expect(target.pathname).toBe('/api/canonical-host');
    expect(target.searchParams.get('to')).toBe('/legater/?a=1&b=%C3%A6');
    expect(canonicalHostRewrite(request('localhost:3000', '/legater/'), SITE)).toBeNull();
  });

  it('sends only to a path on SITE_URL’s origin', () => {
    expect(canonicalTarget('/legater/?a=1', SITE)).toBe('http://localhost:3000/legater/?a=1');
    expect(canonicalTarget('/', 'https://www.fis-fonden.dk')).toBe('https://www.fis-fonden.dk/');
    for (const bad of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      'legater/',
      '',
      undefined,
      ['/a'],
    ])
      expect(canonicalTarget(bad, SITE)).toBeNull();
  });
});
