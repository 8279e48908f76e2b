import { z } from 'zod';
import { materialCodeSchema, requiredText } from '@/lib/validation';
import {
  downloadersInput,
  downloadersTable,
  materialSummary,
  materialsInput,
  materialsTable,
} from '../tables/material-tables';
import { adminProcedure, codeAttemptProcedure, router, teacherProcedure } from '../trpc';

const materialId = z.object({ materialId: requiredText('Materiale', 100) });

export const materialRouter = router({
  getOverviewForUser: teacherProcedure.query(({ ctx }) => ctx.product.getOverviewForUser()),
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
