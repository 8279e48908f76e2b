import { z } from 'zod';
import { institutionSchema } from '@/lib/forms/institution';
import { requiredText } from '@/lib/validation';
import { audited } from '../audit';
import { adminProcedure, router, teacherProcedure, userProcedure } from '../trpc';
import { withPolicy } from '../upstream/policy';

const id = z.object({ id: requiredText('Institution', 100) });

export const institutionsRouter = router({
  getInstitutionFilterData: userProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getInstitutionFilterData(ctx.user.token)),
  ),
  getConfirmedInstitutions: userProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getConfirmedInstitutions(ctx.user.token)),
  ),
  getPendingInstitutions: adminProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getPendingInstitutions(ctx.user.token)),
  ),
  getInstitutionOverview: adminProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getInstitutionOverview(ctx.user.token)),
  ),
  createInstitution: teacherProcedure
    .input(institutionSchema)
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () => ctx.upstream.product.createInstitution(ctx.user.token, input)),
    ),
  // Each admin change writes one audit line (src/server/audit.ts).
  approveInstitution: adminProcedure
    .input(id)
    .mutation(({ ctx, input }) =>
      audited(ctx, 'institution.approve', input.id, () =>
        withPolicy(ctx, 'default', () => ctx.upstream.product.approveInstitution(ctx.user.token, input.id)),
      ),
    ),
  renameInstitution: adminProcedure
    .input(id.extend({ name: requiredText('Navn', 200) }))
    .mutation(({ ctx, input }) =>
      audited(
        ctx,
        'institution.rename',
        input.id,
        () =>
          withPolicy(ctx, 'default', () =>
            ctx.upstream.product.renameInstitution(ctx.user.token, input.id, input.name),
          ),
        (renamed) => ({ name: renamed.name }),
      ),
    ),
  deleteInstitution: adminProcedure.input(id).mutation(({ ctx, input }) =>
    audited(
      ctx,
      'institution.delete',
      input.id,
      () =>
        withPolicy(ctx, 'default', () => ctx.upstream.product.deleteInstitution(ctx.user.token, input.id)),
      (deleted) => ({ name: deleted.name, unlinkedUsers: deleted.unlinkedUserIds.length }),
    ),
  ),
});
