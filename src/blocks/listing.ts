import type { BlockGroup } from './types';

/** Block components of this group, keyed by the CMS's ContentType (see prisma-free-mock/docs/cms.md). */
export const listingBlocks: BlockGroup = {};
