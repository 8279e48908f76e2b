import type { CmsClient } from '../upstream/cms';
import type { Block, Page } from '../upstream/cms-schemas';

/** What a block preparer may use: the CMS client, where media live, and the page the block is on. */
export interface PrepareContext {
  cms: CmsClient;
  /** The CMS's API host, e.g. http://localhost:4010/cms; `/media/` URLs from GetMedia are prefixed with it. */
  cmsBaseUrl: string;
  /** The image CDN's base URL. */
  imageCdnUrl: string;
  page: Page;
}

/**
 * Turns a CMS block into what the page renders (validated fields, sanitised HTML, fetched lists in `Data`);
 * null drops a block that cannot be shown.
 */
export type BlockPreparer = (
  block: Block,
  context: PrepareContext,
) => Promise<(Block & { Data?: unknown }) | null>;
export type PreparerGroup = Record<string, BlockPreparer>;
