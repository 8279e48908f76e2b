import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image } from '@/components/Image/Image';
import { SiteConfigProvider, useImageCdn, useSiteConfig } from '@/components/SiteConfig/SiteConfig';
import type { PublicConfig } from '@/server/env';

const config: PublicConfig = {
  siteUrl: 'https://fonden.test',
  search: { appId: 'app', apiKey: 'key', host: null },
  imageCdnUrl: 'https://cdn.test/media',
  cmsBaseUrl: 'https://cms.test',
  analyticsId: null,
  cookieConsentId: null,
  privacyAnalyticsDomain: null,
};

function ConfigProbe() {
  const seen = useSiteConfig();
  return createElement('output', null, `${seen.siteUrl} ${useImageCdn()}`);
}

const inProvider = (child: ReactElement) =>
  renderToStaticMarkup(createElement(SiteConfigProvider, { config }, child));

describe('the site config context', () => {
  it('gives the provided config and its image CDN to the components inside', () => {
    expect(inProvider(createElement(ConfigProbe))).toBe(
      '<output>https://fonden.test https://cdn.test/media</output>',
    );
  });

  it('refuses to be read outside the provider, saying why', () => {
    expect(() => renderToStaticMarkup(createElement(ConfigProbe))).toThrow(
      /useSiteConfig was called outside SiteConfigProvider/,
    );
  });

  it("draws a CMS image through the provided CDN's base", () => {
    const media = { Url: 'http://cms.test/media/ab12/foto.jpg', AltText: 'Foto', Width: 800, Height: 400 };
    const html = inProvider(createElement(Image, { media, sizes: '100vw', widths: [320] }));
    expect(html).toContain('src="https://cdn.test/media/ab12/foto.jpg?');
    expect(() => renderToStaticMarkup(createElement(Image, { media, sizes: '100vw' }))).toThrow(
      /outside SiteConfigProvider/,
    );
  });
});
