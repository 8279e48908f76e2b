import { describe, expect, it } from 'vitest';
import {
  anchorHref,
  anchorId,
  blockAnchorId,
  eventAnchorId,
  eventHref,
  exportUrl,
  isAdminPath,
  isTeacherPath,
  loginErrorUrl,
  loginUrl,
  PATHS,
  programmeAnchorId,
  programmeHref,
  ROUTES,
  startLoginUrl,
  userInfoHref,
} from '@/lib/routes';

describe('loginUrl', () => {
  it('sends to the login page with the way back encoded as one query value', () => {
    expect(loginUrl('/min-profil/konto/')).toBe('/login/?returnTo=%2Fmin-profil%2Fkonto%2F');
    const url = new URL(loginUrl('/admin/bruger-information/?email=a+b@x.dk&x=1#top'), 'https://site.test');
    expect(url.pathname).toBe('/login/');
    expect([...url.searchParams.keys()]).toEqual(['returnTo']);
    expect(url.searchParams.get('returnTo')).toBe('/admin/bruger-information/?email=a+b@x.dk&x=1#top');
    expect(url.hash).toBe('');
  });

  it('starts sign-in at the identity provider with the same way back', () => {
    const url = new URL(startLoginUrl('/arrangementer/iværksætterdag/?a=1&b=2'), 'https://site.test');
    expect(url.pathname).toBe('/api/auth/login');
    expect(url.searchParams.get('returnTo')).toBe('/arrangementer/iværksætterdag/?a=1&b=2');
  });
});

describe('the anchor-id rule', () => {
  it('turns spaces into dashes and drops what a fragment or selector would need escaped', () => {
    expect(anchorId('  Om os ')).toBe('Om-os');
    expect(anchorId('forløb#1"')).toBe('forløb1');
    expect(anchorId('a/b?c&d<e>')).toBe('abcde');
    expect(anchorId('<script>')).toBe('script');
    expect(anchorId(' !? ')).toBe('');
  });

  it('gives a block an id only when its AnchorId leaves something', () => {
    expect(blockAnchorId('kontakt')).toBe('kontakt');
    expect(blockAnchorId('Om fonden')).toBe('Om-fonden');
    expect(blockAnchorId('   ')).toBeUndefined();
    expect(blockAnchorId('#')).toBeUndefined();
    expect(blockAnchorId(7)).toBeUndefined();
    expect(blockAnchorId(null)).toBeUndefined();
  });

  it('links a programme and an event on Programmer og events to the ids their cards carry', () => {
    expect(programmeAnchorId('Iværksætter dag')).toBe('program-Iværksætter-dag');
    expect(eventAnchorId('evt 3001')).toBe('arrangement-evt-3001');
    expect(programmeHref('Iværksætter dag')).toBe(
      `/min-profil/event-og-programmer/#${encodeURIComponent('program-Iværksætter-dag')}`,
    );
    expect(decodeURIComponent(new URL(eventHref('evt 3001'), 'https://x.test').hash)).toBe(
      `#${eventAnchorId('evt 3001')}`,
    );
    expect(anchorHref('/side/', 'a-b')).toBe('/side/#a-b');
  });
});

describe('paths', () => {
  it('uses the route table for every my-page path and links to an admin user by e-mail', () => {
    const tablePaths = new Set(ROUTES.map((route) => route.path));
    for (const path of [PATHS.teacherProgrammes, PATHS.teacherAccount, PATHS.adminUsers, PATHS.adminUserInfo])
      expect(tablePaths.has(path)).toBe(true);
    expect(userInfoHref('a+b@x.dk')).toBe('/admin/bruger-information/?email=a%2Bb%40x.dk');
    expect(PATHS.search).toBe('/soge-resultater/');
  });

  it('builds an admin export URL with its filter encoded and empty filters left out', () => {
    expect(exportUrl('materialer.csv')).toBe('/api/admin/eksport/materialer.csv');
    expect(exportUrl('brugere.csv', { searchTerm: 'Åse Ø&=' })).toBe(
      '/api/admin/eksport/brugere.csv?searchTerm=%C3%85se+%C3%98%26%3D',
    );
    expect(exportUrl('tilmeldinger.csv', { program: undefined })).toBe('/api/admin/eksport/tilmeldinger.csv');
    expect(exportUrl('tilmeldinger.csv', { program: '' })).toBe('/api/admin/eksport/tilmeldinger.csv');
  });
});

describe('loginErrorUrl', () => {
  it('names the reason in ?fejl= on the login page', () => {
    expect(loginErrorUrl('ikke-bekraeftet')).toBe('/login/?fejl=ikke-bekraeftet');
    expect(new URL(loginErrorUrl('callback'), 'https://x.test').searchParams.get('fejl')).toBe('callback');
  });
});

describe('areas', () => {
  it('knows the teacher and admin areas with or without the trailing slash, and nothing that only starts alike', () => {
    expect(isTeacherPath('/min-profil')).toBe(true);
    expect(isTeacherPath('/min-profil/konto/')).toBe(true);
    expect(isTeacherPath('/min-profiler/')).toBe(false);
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/oversigt/')).toBe(true);
    expect(isAdminPath('/administration/')).toBe(false);
  });
});
