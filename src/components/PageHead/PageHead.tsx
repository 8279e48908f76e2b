import Head from 'next/head';
import { cdnUrl } from '@/lib/media';
import { useImageCdn } from '@/components/SiteConfig/SiteConfig';
import type { SiteProps } from '@/server/loaders/navigation';
import type { Page } from '@/cms/vocabulary';
import { pageTitle } from '../PageTitle/PageTitle';

/** The head of a CMS page: '<page title> - <foundation name>', description, canonical URL, robots and Open Graph. */
export function PageHead({ page, site }: { page: Page; site: SiteProps }) {
  const cdnBase = useImageCdn();
  const global = site.global;
  const title = page.Seo?.Title || page.Name;
  const description = page.Seo?.Description || page.Teaser?.Text || global?.Seo.Description || '';
  const canonical = page.Seo?.CanonicalUrl || new URL(page.Url, site.config.siteUrl).href;
  const image = page.Seo?.Image ?? page.Teaser?.Image ?? global?.Seo.Image ?? null;
  const noIndex = Boolean(page.Seo?.NoIndex || global?.Seo.NoIndex);
  const fullTitle = pageTitle(title, global?.SiteName);
  return (
    <Head>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={page.ContentType === 'article' ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="da_DK" />
      {global?.SiteName ? <meta property="og:site_name" content={global.SiteName} /> : null}
      {image ? (
        <meta property="og:image" content={cdnUrl(image.Url, cdnBase, { w: 1200, h: 630, fit: 'crop' })} />
      ) : null}
      {image?.AltText ? <meta property="og:image:alt" content={image.AltText} /> : null}
    </Head>
  );
}
