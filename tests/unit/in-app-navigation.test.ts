import { describe, expect, it } from 'vitest';
import { inAppHref, type LinkClick } from '@/lib/client/in-app-navigation';

const plain: LinkClick = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const anchor = (href: string | null, attributes: { target?: string; download?: boolean } = {}) => ({
  target: attributes.target ?? '',
  getAttribute: (name: string) => (name === 'href' ? href : null),
  hasAttribute: (name: string) => name === 'download' && Boolean(attributes.download),
});

describe('in-app navigation of link clicks', () => {
  it('follows a plain left click on a path of the site inside the app', () => {
    expect(inAppHref(plain, anchor('/nyheder/'))).toBe('/nyheder/');
    expect(inAppHref(plain, anchor('/soge-resultater/?query=iv%C3%A6rks%C3%A6tteri#top'))).toBe(
      '/soge-resultater/?query=iv%C3%A6rks%C3%A6tteri#top',
    );
    expect(inAppHref(plain, anchor('/om-fonden/', { target: '_self' }))).toBe('/om-fonden/');
  });

  it('leaves Cmd/Ctrl/Shift/Alt clicks, other buttons and handled clicks to the browser (a new tab, a window)', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(inAppHref({ ...plain, [modifier]: true }, anchor('/nyheder/'))).toBeNull();
    }
    expect(inAppHref({ ...plain, button: 1 }, anchor('/nyheder/'))).toBeNull();
    expect(inAppHref({ ...plain, defaultPrevented: true }, anchor('/nyheder/'))).toBeNull();
  });

  it('leaves other sites, protocol-relative URLs, new-tab targets, downloads and empty links alone', () => {
    expect(inAppHref(plain, anchor('https://example.dk/'))).toBeNull();
    expect(inAppHref(plain, anchor('//evil.example/'))).toBeNull();
    expect(inAppHref(plain, anchor('mailto:info@example.dk'))).toBeNull();
    expect(inAppHref(plain, anchor('#main'))).toBeNull();
    expect(inAppHref(plain, anchor('/nyheder/', { target: '_blank' }))).toBeNull();
    expect(inAppHref(plain, anchor('/media/plan.pdf', { download: true }))).toBeNull();
    expect(inAppHref(plain, anchor(null))).toBeNull();
  });

  it("leaves the server's endpoints to the browser: signing in from a dialog is one full navigation", () => {
    expect(inAppHref(plain, anchor('/api/auth/login?returnTo=%2Fundervisningsmateriale%2F'))).toBeNull();
    expect(inAppHref(plain, anchor('/api/kalender/arrangementer/x.ics'))).toBeNull();
  });
});
