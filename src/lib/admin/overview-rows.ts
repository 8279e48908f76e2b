import type { z } from 'zod';
import type { institutionOverview } from '@/server/upstream/product/institutions-schemas';

/** The dashboard's short lists, summed up on the server (src/server/tables/overview-summaries.ts). */
export type { ProgramSummary, SegmentRow } from '@/server/tables/overview-summaries';

export type InstitutionOverview = z.infer<typeof institutionOverview>;
