import { z } from 'zod';
import { institutionNameField, institutionSchema } from '@/lib/forms/institution';
import { requiredText } from '@/lib/validation';
import { audited } from '../audit';
import {
  approveMatching,
  checkNameFree,
  confirmedInput,
  confirmedTable,
  pendingInput,
  pendingTable,
} from '../tables/institution-tables';
import { institutionSummary } from '../tables/overview-summaries';
import { MAX_SEARCH } from '../tables/table-input';
import {
  confirmedNamesake,
  institutionSearchInput,
  namesakeInput,
  searchInstitutions,
} from '../teacher/institution-search';
import { adminProcedure, router, teacherProcedure, userProcedure } from '../trpc';

const id = z.object({ id: requiredText('Institution', 100) });

export const institutionsRouter = router({
  getInstitutionFilterData: userProcedure.query(({ ctx }) => ctx.product.getInstitutionFilterData()),
  getConfirmedInstitutions: userProcedure.query(({ ctx }) => ctx.product.getConfirmedInstitutions()),
  /** The institution picker: one page of the confirmed institutions that match, and their number. */
  searchConfirmed: teacherProcedure
    .input(institutionSearchInput)
    .query(({ ctx, input }) => searchInstitutions(ctx, input)),
  /** After a refused "Opret institution": the confirmed namesake to offer instead, if there is one. */
  confirmedNamesake: teacherProcedure
    .input(namesakeInput)
    .query(({ ctx, input }) => confirmedNamesake(ctx, input)),
  getPendingInstitutions: adminProcedure.query(({ ctx }) => ctx.product.getPendingInstitutions()),
  getInstitutionOverview: adminProcedure.query(({ ctx }) => ctx.product.getInstitutionOverview()),
  /** The totals and segment counts, without the list of every institution. */
  overviewSummary: adminProcedure.query(({ ctx }) => institutionSummary(ctx)),
  /** The admin's tables: one page each, searched, filtered and sorted here (src/server/tables/). */
  pendingTable: adminProcedure.input(pendingInput).query(({ ctx, input }) => pendingTable(ctx, input)),
  confirmedTable: adminProcedure.input(confirmedInput).query(({ ctx, input }) => confirmedTable(ctx, input)),
  createInstitution: teacherProcedure
    .input(institutionSchema)
    .mutation(({ ctx, input }) => ctx.product.createInstitution(input)),
  // Each admin change writes one audit line (src/server/audit.ts).
  approveInstitution: adminProcedure
    .input(id)
    .mutation(({ ctx, input }) =>
      audited(ctx, 'institution.approve', input.id, () => ctx.product.approveInstitution(input.id)),
    ),
  /**
   * Every pending institution that matches the search, on every page, when they are the ones the table showed
   * (its `matchFingerprint`); one outcome per institution.
   */
  approveMatching: adminProcedure
    .input(
      z.object({
        q: z
          .string({ error: 'Søgningen skal være en tekst.' })
          .trim()
          .max(MAX_SEARCH, `Søgningen må højst være ${MAX_SEARCH} tegn.`),
        fingerprint: z
          .string({ error: 'Listen mangler. Genindlæs siden, og prøv igen.' })
          .regex(/^[0-9a-f]{64}$/, 'Listen mangler. Genindlæs siden, og prøv igen.'),
      }),
    )
    .mutation(({ ctx, input }) => approveMatching(ctx, input.q, input.fingerprint)),
  renameInstitution: adminProcedure
    .input(id.extend({ name: institutionNameField }))
    .mutation(async ({ ctx, input }) => {
      await checkNameFree(ctx, input.id, input.name);
      return audited(
        ctx,
        'institution.rename',
        input.id,
        () => ctx.product.renameInstitution(input.id, input.name),
        (renamed) => ({ name: renamed.name }),
      );
    }),
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
