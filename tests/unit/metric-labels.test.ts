import { describe, expect, it } from 'vitest';
import { ROUTE_KINDS, routeKindOf, statusClassOf, upstreamCallName } from '@/server/metrics/labels';

describe('metric labels come from fixed lists', () => {
  it('tells the kind of route by its path alone', () => {
    expect(routeKindOf('/')).toBe('public-page');
    expect(routeKindOf('/nyheder/en-nyhed/?side=2')).toBe('public-page');
    expect(routeKindOf('/min-profil/min-oversigt/')).toBe('teacher-screen');
    expect(routeKindOf('/_next/data/abc123/min-profil/konto.json')).toBe('teacher-screen');
    expect(routeKindOf('/admin/bruger-information/?email=a%40b.dk')).toBe('admin-screen');
    expect(routeKindOf('/api/trpc/user.getUser,user.getPrograms?batch=1')).toBe('procedure');
    expect(routeKindOf('/api/admin/eksport/brugere.csv')).toBe('export');
    expect(routeKindOf('/api/min-profil/kalender/')).toBe('export');
    expect(routeKindOf('/api/ready')).toBe('other-api');
    expect(routeKindOf('/_next/static/chunks/main.js')).toBe('asset');
    expect(ROUTE_KINDS).toContain(routeKindOf('/%00/../../etc/passwd'));
  });

  it('names upstream calls from the product and CMS tables, never from an id or an e-mail', () => {
    expect(upstreamCallName('product', '/product/material/GetOverviewForUser')).toBe('GetOverviewForUser');
    expect(upstreamCallName('product', '/product/redeem-code/ValidateCode')).toBe('ValidateEventCode');
    expect(upstreamCallName('product', '/product/material/ValidateCode')).toBe('ValidateCode');
    expect(upstreamCallName('product', '/events/users/a%40b.dk/programs/Iv%C3%A6rks%C3%A6tter/signups')).toBe(
      'GetProgramSignups',
    );
    expect(upstreamCallName('product', '/events/users/a%40b.dk/events/ev-17')).toBe('GetUserEvent');
    expect(upstreamCallName('product', '/product/user/SomethingNew')).toBe('other');
    expect(upstreamCallName('cms', '/cms/api/fonden/om-os/')).toBe('page');
    expect(upstreamCallName('cms', '/cms/api/media/GetMedia')).toBe('GetMedia');
    expect(upstreamCallName('search', '/1/indexes/*/queries')).toBe('search');
  });

  it('groups statuses in classes', () => {
    expect([200, 304, 404, 503, 99, 700].map(statusClassOf)).toEqual([
      '2xx',
      '3xx',
      '4xx',
      '5xx',
      '1xx',
      '5xx',
    ]);
  });
});
