import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPageViewScheduler,
  PAGE_VIEW_DELAY_MS,
  resolveTracking,
  type PageViewEvent,
} from '@/lib/client/analytics';

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
      analyticsId: 'GTM-TEST',
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
    const scheduler = createPageViewScheduler({ analyticsId: 'GTM-TEST', push, title: () => 't' });
    scheduler.routeChanged('/a/');
    vi.advanceTimersByTime(100);
    scheduler.routeChanged('/b/');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(push).toHaveBeenCalledOnce();
    expect(push).toHaveBeenCalledWith({ event: 'page_view', page_path: '/b/', page_title: 't' });
  });

  it('is never sent without an analytics id', () => {
    const push = vi.fn();
    createPageViewScheduler({ analyticsId: null, push, title: () => 't' }).routeChanged('/a/');
    vi.advanceTimersByTime(10 * PAGE_VIEW_DELAY_MS);
    expect(push).not.toHaveBeenCalled();
  });

  it('is not sent after cancel (the page left the app)', () => {
    const push = vi.fn();
    const scheduler = createPageViewScheduler({ analyticsId: 'GTM-TEST', push, title: () => 't' });
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
      resolveTracking(none, { AnalyticsId: null, CookieConsentId: null, PrivacyAnalyticsDomain: null }),
    ).toEqual(none);
    expect(resolveTracking(none, null)).toEqual(none);
  });

  it('takes the CMS values where the deployment says nothing', () => {
    expect(resolveTracking(none, cms)).toEqual({
      analyticsId: 'GTM-CMS',
      cookieConsentId: 'cbid-cms',
      privacyAnalyticsDomain: 'cms.example.dk',
    });
  });

  it('lets the deployment configuration win over the CMS', () => {
    expect(resolveTracking({ ...none, analyticsId: 'GTM-ENV' }, cms).analyticsId).toBe('GTM-ENV');
  });

  it('treats blank values as not configured', () => {
    expect(
      resolveTracking({ ...none, analyticsId: '  ' }, { ...cms, AnalyticsId: '' }).analyticsId,
    ).toBeNull();
  });
});
