import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPageViewScheduler,
  PAGE_VIEW_DELAY_MS,
  pageViewEvent,
  type PageViewEvent,
} from '@/lib/client/analytics';
import { keepsTrackers, resolveTracking } from '@/lib/tracking';

const publicPage = { area: 'public', viewerIsAdmin: false } as const;

describe('the page-view event', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is pushed 250 ms after a route change, with the path and the title at that time', () => {
    const events: PageViewEvent[] = [];
    let title = 'Forside - Fonden';
    const scheduler = createPageViewScheduler({
      on: true,
      push: (event) => events.push(event),
      title: () => title,
    });
    scheduler.routeChanged('/nyheder/');
    title = 'Nyheder - Fonden';
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{ event: 'page_view', page_path: '/nyheder/', page_title: 'Nyheder - Fonden' }]);
  });

  it('sends one event for the last of several quick route changes', () => {
    const push = vi.fn();
    const scheduler = createPageViewScheduler({ on: true, push, title: () => 't' });
    scheduler.routeChanged('/a/');
    vi.advanceTimersByTime(100);
    scheduler.routeChanged('/b/');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(push).toHaveBeenCalledOnce();
    expect(push).toHaveBeenCalledWith({ event: 'page_view', page_path: '/b/', page_title: 't' });
  });

  it('is never sent when no tracker is on', () => {
    const push = vi.fn();
    createPageViewScheduler({ on: false, push, title: () => 't' }).routeChanged('/a/');
    vi.advanceTimersByTime(10 * PAGE_VIEW_DELAY_MS);
    expect(push).not.toHaveBeenCalled();
  });

  it('is not sent after cancel (the page left the app)', () => {
    const push = vi.fn();
    const scheduler = createPageViewScheduler({ on: true, push, title: () => 't' });
    scheduler.routeChanged('/a/');
    scheduler.cancel();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(push).not.toHaveBeenCalled();
  });
});

describe('which trackers are on', () => {
  const none = { analyticsId: null, cookieConsentId: null, privacyAnalyticsDomain: null };
  const cms = {
    AnalyticsId: 'GTM-CMS',
    CookieConsentId: 'cbid-cms',
    PrivacyAnalyticsDomain: 'cms.example.dk',
  };

  it('is none in the stand-in set-up (nothing configured, the CMS switches all off)', () => {
    expect(
      resolveTracking(
        none,
        { AnalyticsId: null, CookieConsentId: null, PrivacyAnalyticsDomain: null },
        publicPage,
      ),
    ).toEqual(none);
    expect(resolveTracking(none, null, publicPage)).toEqual(none);
  });

  it('takes the CMS values where the deployment says nothing', () => {
    expect(resolveTracking(none, cms, publicPage)).toEqual({
      analyticsId: 'GTM-CMS',
      cookieConsentId: 'cbid-cms',
      privacyAnalyticsDomain: 'cms.example.dk',
    });
  });

  it('lets the deployment configuration win over the CMS', () => {
    expect(resolveTracking({ ...none, analyticsId: 'GTM-ENV' }, cms, publicPage).analyticsId).toBe('GTM-ENV');
  });

  it('loads no tag manager without a consent platform (docs/decisions/0028), from the deployment or the CMS', () => {
    expect(resolveTracking({ ...none, analyticsId: 'GTM-ENV' }, null, publicPage).analyticsId).toBeNull();
    expect(resolveTracking(none, { ...cms, CookieConsentId: null }, publicPage).analyticsId).toBeNull();
    // The cookieless privacy analytics needs no consent.
    expect(
      resolveTracking({ ...none, privacyAnalyticsDomain: 'fis.dk' }, null, publicPage).privacyAnalyticsDomain,
    ).toBe('fis.dk');
  });

  it('treats blank values as not configured', () => {
    expect(
      resolveTracking({ ...none, analyticsId: '  ' }, { ...cms, AnalyticsId: '' }, publicPage).analyticsId,
    ).toBeNull();
  });
});

describe('trackers and the areas (docs/decisions/0014)', () => {
  const none = { analyticsId: null, cookieConsentId: null, privacyAnalyticsDomain: null };
  const env = {
    analyticsId: 'GTM-ENV',
    cookieConsentId: 'cbid-env',
    privacyAnalyticsDomain: 'env.example.dk',
  };
  const cms = {
    AnalyticsId: 'GTM-CMS',
    CookieConsentId: 'cbid-cms',
    PrivacyAnalyticsDomain: 'cms.example.dk',
  };

  it('loads no third-party script on an admin page, whatever the deployment and the CMS say', () => {
    expect(resolveTracking(env, cms, { area: 'admin', viewerIsAdmin: true })).toEqual(none);
    expect(resolveTracking(none, cms, { area: 'admin', viewerIsAdmin: false })).toEqual(none);
  });

  it("loads none in a signed-in administrator's browser, on a public page either", () => {
    expect(resolveTracking(env, cms, { area: 'public', viewerIsAdmin: true })).toEqual(none);
  });

  it("applies the CMS's ids on public pages only; the deployment's also in the teacher area", () => {
    expect(resolveTracking(none, cms, { area: 'teacher', viewerIsAdmin: false })).toEqual(none);
    expect(resolveTracking(none, cms, { area: 'guest', viewerIsAdmin: false })).toEqual(none);
    expect(resolveTracking(env, cms, { area: 'teacher', viewerIsAdmin: false })).toEqual(env);
    expect(resolveTracking(none, cms, publicPage).analyticsId).toBe('GTM-CMS');
  });

  it('asks for a full page load when the next page must not have a tracker already running', () => {
    const withCms = { ...none, analyticsId: 'GTM-CMS' };
    expect(keepsTrackers(withCms, none)).toBe(false);
    expect(keepsTrackers(withCms, withCms)).toBe(true);
    expect(keepsTrackers(none, withCms)).toBe(true);
    expect(keepsTrackers(withCms, { ...none, analyticsId: 'GTM-ENV' })).toBe(false);
  });
});

describe('what a page view tells the tracker', () => {
  const fields = (event: PageViewEvent) => Object.values(event).join(' ');

  it('never the query string or the fragment', () => {
    const event = pageViewEvent('/admin/bruger-information/?email=signe%40example.dk#top', 'Bruger');
    expect(event.page_path).toBe('/admin/bruger-information/');
    expect(fields(event)).not.toMatch(/[?@#]|%40/);
  });

  it('no e-mail address in the path or the title', () => {
    const event = pageViewEvent('/profil/signe@example.dk/', 'Signe (signe@example.dk) - Fonden');
    expect(fields(event)).not.toMatch(/@|example\.dk/);
    expect(pageViewEvent('/a/signe%40example.dk/', 't').page_path).not.toMatch(/%40|example/);
  });

  it("sends the public search page's term as search_term, never an e-mail address", () => {
    expect(pageViewEvent('/soge-resultater/?query=iv%C3%A6rks%C3%A6tter&page=2', 'Søg')).toEqual({
      event: 'page_view',
      page_path: '/soge-resultater/',
      page_title: 'Søg',
      search_term: 'iværksætter',
    });
    expect(pageViewEvent('/soge-resultater/?query=signe%40example.dk', 'Søg')).not.toHaveProperty(
      'search_term',
    );
    expect(pageViewEvent('/nyheder/?query=x', 'Nyheder')).not.toHaveProperty('search_term');
  });
});
