import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CmsLink } from '@/components/CmsLink/CmsLink';
import { cmsAnchor, safeCmsUrl } from '@/lib/cms-link';

const link = (Url: string, extra: Partial<Parameters<typeof cmsAnchor>[0]> = {}) => ({
  Url,
  Text: 'Læs',
  ...extra,
});

describe('the CMS link safety check', () => {
  it.each(['https://x.dk/a', 'HTTP://x.dk', 'mailto:a@x.dk', 'tel:+4512345678', '/side/', '#kontakt'])(
    'follows %s',
    (url) => expect(safeCmsUrl(url)).toBe(url),
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example/',
    '/\\evil.example/',
    'side/',
    'ftp://x.dk',
    '',
  ])('refuses %j', (url) => expect(safeCmsUrl(url)).toBeNull());
});

describe('cmsAnchor', () => {
  it('keeps a page of the site in the app, with no rel', () => {
    expect(cmsAnchor(link('/om/'))).toEqual({
      href: '/om/',
      inApp: true,
      newWindow: false,
      rel: undefined,
      download: false,
    });
  });

  it('gives a new window noopener, and noreferrer when it leaves the site', () => {
    expect(cmsAnchor(link('https://x.dk', { NewWindow: true }))?.rel).toBe('noopener noreferrer');
    expect(cmsAnchor(link('https://x.dk', { Target: '_blank' }))?.rel).toBe('noopener noreferrer');
    const internal = cmsAnchor(link('/om/', { NewWindow: true }));
    expect(internal).toMatchObject({ inApp: false, newWindow: true, rel: 'noopener' });
    expect(cmsAnchor(link('https://x.dk', { NoFollow: true }))?.rel).toBe('nofollow');
  });

  it('downloads outside the app', () => {
    expect(cmsAnchor(link('/filer/a.pdf', { Download: true }))).toMatchObject({
      inApp: false,
      download: true,
    });
  });
});

describe('CmsLink', () => {
  const html = (props: Parameters<typeof CmsLink>[0]) => renderToStaticMarkup(createElement(CmsLink, props));

  it('renders an unsafe link as plain text, without the class that would make it look like one', () => {
    const out = html({ link: link('javascript:alert(1)', { Text: 'Klik' }), className: 'button' });
    expect(out).toBe('<span>Klik</span>');
  });

  it("says a new window to screen readers, in the site's one wording", () => {
    expect(html({ link: link('https://x.dk', { NewWindow: true }) })).toContain(
      '<span class="visually-hidden"> (åbner i et nyt vindue)</span>',
    );
  });

  it("falls back to 'Læs mere' for a link without text", () => {
    expect(html({ link: link('/om/', { Text: '  ' }) })).toBe('<a href="/om/">Læs mere</a>');
  });
});
