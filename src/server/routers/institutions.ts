import { z } from 'zod';
import { institutionNameField, institutionSchema } from '@/lib/forms/institution';
import { requiredText } from '@/lib/validation';
import { audited } from '../audit';
import { adminProcedure, router, teacherProcedure, userProcedure } from '../trpc';

const id = z.object({ id: requiredText('Institution', 100) });

export const institutionsRouter = router({
  getInstitutionFilterData: userProcedure.query(({ ctx }) => ctx.product.getInstitutionFilterData()),
  getConfirmedInstitutions: userProcedure.query(({ ctx }) => ctx.product.getConfirmedInstitutions()),
  getPendingInstitutions: adminProcedure.query(({ ctx }) => ctx.product.getPendingInstitutions()),
  getInstitutionOverview: adminProcedure.query(({ ctx }) => ctx.product.getInstitutionOverview()),
  createInstitution: teacherProcedure
    .input(institutionSchema)
    .mutation(({ ctx, input }) => ctx.product.createInstitution(input)),
  // Each admin change writes one audit line (src/server/audit.ts).
  approveInstitution: adminProcedure
    .input(id)
    .mutation(({ ctx, input }) =>
      audited(ctx, 'institution.approve', input.id, () => ctx.product.approveInstitution(input.id)),
    ),
  renameInstitution: adminProcedure
    .input(id.extend({ name: institutionNameField }))
    .mutation(({ ctx, input }) =>
      audited(
        ctx,
        'institution.rename',
        input.id,
        () => ctx.product.renameInstitution(input.id, input.name),
        (renamed) => ({ name: renamed.name }),
      ),
    ),
  deleteInstitution: adminProcedure.input(id).mutation(({ ctx, input }) =>
    audited(
      ctx,
      'institution.delete',
      input.id,
      () => ctx.product.deleteInstitution(input.id),
      (deleted) => ({ name: deleted.name, unlinkedUsers: deleted.unlinkedUserIds.length }),
    ),
  ),
});
