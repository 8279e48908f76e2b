import { z } from 'zod';
import { materialCodeSchema, requiredText } from '@/lib/validation';
import { adminProcedure, codeAttemptProcedure, router, teacherProcedure } from '../trpc';

const materialId = z.object({ materialId: requiredText('Materiale', 100) });

export const materialRouter = router({
  getOverviewForUser: teacherProcedure.query(({ ctx }) => ctx.product.getOverviewForUser()),
  getOverview: adminProcedure.query(({ ctx }) => ctx.product.getOverview()),
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
