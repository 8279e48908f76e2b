import type { z } from 'zod';
import type { programData } from '@/server/upstream/product/user-schemas';

/** GetProgramData as the BFF reads it: every programme, and the events of no programme as NO_PROGRAM. */
export type ProgramData = z.infer<typeof programData>;

/**
 * The past/upcoming filter's values in the URL: none means upcoming (what an admin plans with), 'afholdte'
 * the past ones and 'alle' both (src/server/tables/event-tables.ts applies them).
 */
export const WHEN_OPTIONS = [
  { value: '', label: 'Kommende events' },
  { value: 'afholdte', label: 'Afholdte events' },
  { value: 'alle', label: 'Alle events' },
] as const;
