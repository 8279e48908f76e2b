import { z } from 'zod';
import { materialCodeSchema, requiredText } from '@/lib/validation';
import { adminProcedure, codeAttemptProcedure, router, teacherProcedure } from '../trpc';
import { withPolicy } from '../upstream/policy';

const materialId = z.object({ materialId: requiredText('Materiale', 100) });

export const materialRouter = router({
  getOverviewForUser: teacherProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getOverviewForUser(ctx.user.token, ctx.user.email)),
  ),
  getOverview: adminProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getOverview(ctx.user.token)),
  ),
  registerDownload: teacherProcedure
    .input(materialId)
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.registerDownload(ctx.user.token, ctx.user.email, input.materialId),
      ),
    ),
  validateUser: teacherProcedure.mutation(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.validateUser(ctx.user.token, ctx.user.email)),
  ),
  validateCode: codeAttemptProcedure
    .input(materialCodeSchema)
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'raw', () =>
        ctx.upstream.product.validateMaterialCode(ctx.user.token, ctx.user.email, input.code),
      ),
    ),
  getMaterial: teacherProcedure
    .input(materialId)
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.getMaterial(ctx.user.token, ctx.user.email, input.materialId),
      ),
    ),
});
