import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { myPageLoadCount } from '@/lib/client/loading';
import { routeForPath, ROUTES, urlForRouteName } from '@/lib/routes';
import { announcementFor } from '@/components/RouteAnnouncer/RouteAnnouncer';
import { pageTitle } from '@/components/PageTitle/PageTitle';
import { pageTypeLabel } from '@/lib/page-types';

describe('my-page loading counter', () => {
  it('goes up and down and never below 0', () => {
    expect(myPageLoadCount(0, 0, false)).toBe(0);
    expect(myPageLoadCount(2, 1, true)).toBe(4);
    expect(myPageLoadCount(-1, 0, false)).toBe(0);
  });

  // What useIsFetching and useIsMutating read (client.isFetching(), client.isMutating()), as the header adds it.
  const myPageLoadCountOf = (client: QueryClient, screenLoading: boolean) =>
    myPageLoadCount(client.isFetching(), client.isMutating(), screenLoading);

  it('counts each query fetching and each mutation pending, and a screen move, until they settle', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const deferred = () => {
      let resolve!: (value: string) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<string>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    };
    const seen: number[] = [];
    const look = () => seen.push(myPageLoadCountOf(client, false));
    const unsubscribe = [client.getQueryCache().subscribe(look), client.getMutationCache().subscribe(look)];

    const first = deferred();
    const second = deferred();
    const saved = deferred();
    const queries = [
      client.fetchQuery({ queryKey: ['a'], queryFn: () => first.promise }),
      client.fetchQuery({ queryKey: ['b'], queryFn: () => second.promise }).catch(() => null),
      // The same key again is the same load, not a second one.
      client.fetchQuery({ queryKey: ['a'], queryFn: () => first.promise }),
    ];
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => saved.promise })
      .execute(undefined);
    await Promise.resolve();
    expect(myPageLoadCountOf(client, false)).toBe(3);
    expect(myPageLoadCountOf(client, true)).toBe(4);

    first.resolve('a');
    second.reject(new Error('upstream'));
    await Promise.all(queries);
    expect(myPageLoadCountOf(client, false)).toBe(1);
    saved.resolve('ok');
    await mutation;
    expect(myPageLoadCountOf(client, false)).toBe(0);
    expect(Math.max(...seen)).toBe(3);
    expect(Math.min(...seen)).toBe(0);
    unsubscribe.forEach((stop) => stop());
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
    // The CMS's other known types have Danish labels; only a type nobody has seen shows raw.
    expect(pageTypeLabel('contentPage')).toBe('Sider');
    expect(pageTypeLabel('frontPage')).toBe('Forside');
    expect(pageTypeLabel('landingPage')).toBe('Temasider');
    expect(pageTypeLabel('grantPage')).toBe('Legater');
    expect(pageTypeLabel('nyTypeFraCms')).toBe('nyTypeFraCms');
  });
});
