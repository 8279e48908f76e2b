import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '@/server/env';

const SiteConfigContext = createContext<PublicConfig | null>(null);

/**
 * The browser's configuration (every public and teacher page's `config` prop), provided once in `_app` so that
 * components read it where they need it instead of being handed parts of it through every layer between.
 */
export function SiteConfigProvider({ config, children }: { config: PublicConfig; children?: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

/** The site's public configuration. Only inside `SiteConfigProvider`: error pages have none. */
export function useSiteConfig(): PublicConfig {
  const config = useContext(SiteConfigContext);
  if (!config) {
    throw new Error(
      'useSiteConfig was called outside SiteConfigProvider: this page was rendered without site props',
    );
  }
  return config;
}

/** The image CDN's base URL, for `cdnUrl()`. */
export function useImageCdn(): string {
  return useSiteConfig().imageCdnUrl;
}
