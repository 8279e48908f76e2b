import { z } from 'zod';
import { linkSchema, mediaSchema, type Link } from '../vocabulary';
import { anchored, defineBlock, lenientList, optionalText, type PreparedOf } from './define';

const materialSummarySchema = z.object({
  MaterialId: z.string(),
  Title: z.string(),
  Description: z.string().catch(''),
  Format: z.string().catch('pdf'),
  ProgramName: z.string().nullable().catch(null),
  RequiresCode: z.boolean().catch(false),
  Image: mediaSchema.nullable().catch(null),
});
export type MaterialSummary = z.infer<typeof materialSummarySchema>;

/** materialsBlock: teaching materials as summaries (downloads go through Min profil). */
export const materialsBlock = defineBlock(
  'materialsBlock',
  z.object({
    ...anchored,
    Text: optionalText,
    Materials: lenientList(materialSummarySchema),
    Link: linkSchema.nullable().catch(null),
  }),
);

export interface MaterialsData {
  text: string | null;
  /** Every material as prepared (cached with the page); one page of them once a request has viewed it. */
  materials: MaterialSummary[];
  link: Link | null;
  /** Which page of the materials this is (src/server/content/listing-view.ts); null before the cut. */
  list: { page: number; pages: number; total: number } | null;
}
export type MaterialsBlock = PreparedOf<typeof materialsBlock, MaterialsData>;
