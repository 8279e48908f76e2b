import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteConfigProvider } from '@/components/SiteConfig/SiteConfig';
import type { PublicConfig } from '@/server/env';

/**
 * A part of the page as HTML, with what every component may read (the site's config). Each part is rendered on
 * its own, so `useId` would start again in each: `idPrefix` (one per part of a page) keeps their ids unique on
 * the page.
 */
export const renderPart = (config: PublicConfig, idPrefix: string, element: ReactElement): string =>
  renderToStaticMarkup(<SiteConfigProvider config={config}>{element}</SiteConfigProvider>, {
    identifierPrefix: idPrefix,
  });

/**
 * Rendered HTML kept per input object (a prepared block, a page, the site-wide data), so a part is rendered
 * once per cached copy and dropped with it. `variant` tells renders of the same input apart (a block's place
 * on the page).
 */
export function renderedOnce<Input extends object>() {
  const kept = new WeakMap<Input, Map<string, string>>();
  return (input: Input, variant: string, render: () => string): string => {
    let variants = kept.get(input);
    if (!variants) kept.set(input, (variants = new Map<string, string>()));
    let html = variants.get(variant);
    if (html === undefined) variants.set(variant, (html = render()));
    return html;
  };
}
