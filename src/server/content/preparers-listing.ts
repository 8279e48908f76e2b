import type { PreparerGroup } from './types';

/** Server-side preparation of this group's blocks, keyed by ContentType. */
export const listingPreparers: PreparerGroup = {};
