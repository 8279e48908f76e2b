import type { StaticPart } from '@/cms/blocks';
import { SiteFooter } from '@/components/SiteFooter/SiteFooter';
import type { SiteProps } from '@/server/loaders/navigation';
import { renderedOnce, renderPart } from './render-part';

const once = renderedOnce<object>();
/** The key of the footer drawn without site-wide data (the CMS down and no copy kept). */
const NO_GLOBAL = {};

/** The public footer as HTML, rendered once per copy of the site-wide data (docs/decisions/0009). */
export const footerPart = (site: SiteProps, part: (html: string) => StaticPart): StaticPart =>
  part(
    once(site.global ?? NO_GLOBAL, 'footer', () =>
      renderPart(site.config, 'footer-', <SiteFooter global={site.global} />),
    ),
  );
