import { z } from 'zod';
import { materialCodeSchema, requiredText } from '@/lib/validation';
import {
  downloadersInput,
  downloadersTable,
  materialSummary,
  materialsInput,
  materialsTable,
} from '../tables/material-tables';
import { sharedFetch } from '../tables/shared-fetch';
import { myMaterialsPage } from '../teacher/my-materials';
import { pageInput } from '../teacher/paging';
import { adminProcedure, codeAttemptProcedure, router, teacherProcedure } from '../trpc';

const materialId = z.object({ materialId: requiredText('Materiale', 100) });

export const materialRouter = router({
  getOverviewForUser: teacherProcedure.query(({ ctx }) => ctx.product.getOverviewForUser()),
  /** Undervisningsmaterialer: one page of the open or the locked materials, with the counts (my-materials.ts). */
  getMyMaterialsPage: teacherProcedure
    .input(
      z.object({
        access: z.enum(['open', 'locked'], { error: 'Vælg åbne eller låste materialer.' }),
        ...pageInput('materiale'),
      }),
    )
    .query(async ({ ctx, input }) => {
      // The screen asks for both lists at once (one batch, one page's prefetch): one GetOverviewForUser serves both.
      const overview = await sharedFetch(ctx, 'GetOverviewForUser', () => ctx.product.getOverviewForUser());
      return overview ? myMaterialsPage(overview, input.access, input.cursor ?? 0, input.limit) : null;
    }),
  getOverview: adminProcedure.query(({ ctx }) => ctx.product.getOverview()),
  /** The download overview: its figures, chart and newest downloads, and two tables of one page each. */
  overviewSummary: adminProcedure.query(({ ctx }) => materialSummary(ctx)),
  materialsTable: adminProcedure.input(materialsInput).query(({ ctx, input }) => materialsTable(ctx, input)),
  downloadersTable: adminProcedure
    .input(downloadersInput)
    .query(({ ctx, input }) => downloadersTable(ctx, input)),
  registerDownload: teacherProcedure
    .input(materialId)
    .mutation(({ ctx, input }) => ctx.product.registerDownload(input.materialId)),
  validateUser: teacherProcedure.mutation(({ ctx }) => ctx.product.validateUser()),
  validateCode: codeAttemptProcedure('material')
    .input(materialCodeSchema)
    .mutation(({ ctx, input }) => ctx.product.validateMaterialCode(input.code)),
  getMaterial: teacherProcedure
    .input(materialId)
    .mutation(({ ctx, input }) => ctx.product.getMaterial(input.materialId)),
});
