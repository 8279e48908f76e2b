import { z } from 'zod';
import { userFields } from '@/lib/forms/signup';
import { emailField, requiredText } from '@/lib/validation';
import { programOverview } from '../tables/overview-summaries';
import { newestInput, newestTable, userSearchInput, userSearchTable } from '../tables/user-tables';
import { adminProcedure, router, teacherProcedure, userProcedure } from '../trpc';

const programName = z.object({ programName: requiredText('Programnavn', 100) });

export const userRouter = router({
  /** A teacher always gets their own record; an admin may name anyone's e-mail (or gets their own). */
  getUser: userProcedure
    .input(z.object({ email: emailField.optional() }).optional())
    .query(({ ctx, input }) =>
      ctx.user.isAdmin && input?.email && input.email !== ctx.user.email
        ? ctx.product.getUser(input.email)
        : ctx.product.getOwnUser(),
    ),
  getPrograms: teacherProcedure.query(({ ctx }) => ctx.product.getPrograms()),
  createUser: userProcedure
    .input(
      z.object({
        ...userFields,
        institutionId: z.string().trim().min(1).max(100).nullish(),
      }),
    )
    .mutation(({ ctx, input }) => ctx.product.createUser(input)),
  reAffirmInstitution: teacherProcedure.mutation(({ ctx }) => ctx.product.reAffirmInstitution()),
  updateInstitution: teacherProcedure
    .input(z.object({ institutionId: requiredText('Institution', 100) }))
    .mutation(({ ctx, input }) => ctx.product.updateInstitution(input.institutionId)),
  joinProgram: teacherProcedure
    .input(programName)
    .mutation(({ ctx, input }) => ctx.product.joinProgram(input.programName)),
  leaveProgram: teacherProcedure
    .input(programName)
    .mutation(({ ctx, input }) => ctx.product.leaveProgram(input.programName)),
  getNewestUsers: adminProcedure.query(({ ctx }) => ctx.product.getNewestUsers()),
  /** The admin's user tables: one page each, searched and sorted here (src/server/tables/). */
  newestTable: adminProcedure.input(newestInput).query(({ ctx, input }) => newestTable(ctx, input)),
  searchTable: adminProcedure.input(userSearchInput).query(({ ctx, input }) => userSearchTable(ctx, input)),
  getProgramData: adminProcedure.query(({ ctx }) => ctx.product.getProgramData()),
  /** One short line per programme (members, events, seats taken), and the programmes' names. */
  programOverview: adminProcedure.query(({ ctx }) => programOverview(ctx)),
  searchUser: adminProcedure
    .input(z.object({ searchTerm: requiredText('Søgeord', 100) }))
    .query(({ ctx, input }) => ctx.product.searchUser(input.searchTerm)),
});
