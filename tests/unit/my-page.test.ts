import { describe, expect, it } from 'vitest';
import { createLoadingCounter } from '@/lib/client/loading';
import { routeForPath, ROUTES, urlForRouteName } from '@/lib/routes';
import { announcementFor } from '@/components/RouteAnnouncer/RouteAnnouncer';
import { pageTitle } from '@/components/PageTitle/PageTitle';
import { pageTypeLabel } from '@/lib/page-types';

describe('my-page loading counter', () => {
  it('goes up and down and never below 0', () => {
    const counter = createLoadingCounter();
    const seen: number[] = [];
    counter.subscribe(() => seen.push(counter.count));
    counter.end();
    counter.start();
    counter.start();
    counter.end();
    counter.end();
    counter.end();
    expect(counter.count).toBe(0);
    expect(seen).toEqual([0, 1, 2, 1, 0, 0]);
  });
});

describe('route table', () => {
  it('maps a menu item RouteName to its URL, and an unknown one to 404', () => {
    expect(urlForRouteName('konto')).toBe('/min-profil/konto/');
    expect(urlForRouteName('admin-brugere-og-institutioner')).toBe('/admin/brugere-og-institutioner/');
    expect(urlForRouteName('gammel-side')).toBe('404');
  });

  it('has every route of SPEC section 2 with its announcer message', () => {
    expect(ROUTES.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'auth-page',
        'login',
        'min-profil',
        'min-oversigt',
        'undervisningsmaterialer',
        'event-og-programmer',
        'konto',
        'admin',
        'admin-oversigt',
        'admin-events',
        'admin-brugere-og-institutioner',
        'admin-bruger-information',
        'admin-undervisningsmaterialer',
        'dynamicPage',
        'Index',
      ]),
    );
    expect(routeForPath('/min-profil/event-og-programmer').announce).toBe('Programmer og events');
    expect(routeForPath('/admin/bruger-information/').announce).toBe('Admin bruger informationer');
    expect(routeForPath('/nyheder/en-nyhed/').name).toBe('all');
  });

  it('announces the route message, or the document title, followed by "er indlæst"', () => {
    expect(announcementFor('/login/', 'Log ind - Fonden')).toBe('Login side er indlæst');
    expect(announcementFor('/nyheder/', 'Nyheder - Fonden')).toBe('Nyheder - Fonden er indlæst');
  });
});

describe('titles and labels', () => {
  it("builds tab titles as '<page title> - <foundation name>'", () => {
    expect(pageTitle('Tilmelding', 'Fonden for Iværksætteri i Skolen')).toBe(
      'Tilmelding - Fonden for Iværksætteri i Skolen',
    );
    expect(pageTitle(null, 'Fonden')).toBe('Fonden');
  });

  it('labels page types as SPEC section 2 says, and shows any other type raw', () => {
    expect(pageTypeLabel('projectPage')).toBe('Projekter');
    expect(pageTypeLabel('eventPage')).toBe('Arrangementer');
    expect(pageTypeLabel('materialsPage')).toBe('Undervisningsmateriale');
    expect(pageTypeLabel('article')).toBe('Nyheder');
    expect(pageTypeLabel('teknologipagten')).toBe('Teknologipagten');
    expect(pageTypeLabel('partnerPage')).toBe('Partners');
    expect(pageTypeLabel('grantPage')).toBe('grantPage');
  });
});
