import { z } from 'zod';
import { userFields } from '@/lib/forms/institution';
import { emailField, requiredText } from '@/lib/validation';
import { adminProcedure, router, teacherProcedure, userProcedure } from '../trpc';
import { withPolicy, withUserRule } from '../upstream/policy';

const programName = z.object({ programName: requiredText('Programnavn', 100) });

export const userRouter = router({
  /** A teacher always gets their own record; an admin may name anyone's e-mail (or gets their own). */
  getUser: userProcedure
    .input(z.object({ email: emailField.optional() }).optional())
    .query(({ ctx, input }) => {
      const email = ctx.user.isAdmin && input?.email ? input.email : ctx.user.email;
      if (email !== ctx.user.email)
        return withPolicy(ctx, 'default', () => ctx.upstream.product.getUser(ctx.user.token, email));
      return withUserRule(ctx, (token) => ctx.upstream.product.getUser(token, email));
    }),
  getPrograms: teacherProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getPrograms(ctx.user.token, ctx.user.email)),
  ),
  createUser: userProcedure
    .input(
      z.object({
        ...userFields,
        institutionId: z.string().trim().min(1).max(100).nullish(),
      }),
    )
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () => ctx.upstream.product.createUser(ctx.user.token, input)),
    ),
  reAffirmInstitution: teacherProcedure.mutation(({ ctx }) =>
    withPolicy(ctx, 'default', () =>
      ctx.upstream.product.reAffirmInstitution(ctx.user.token, ctx.user.email),
    ),
  ),
  updateInstitution: teacherProcedure
    .input(z.object({ institutionId: requiredText('Institution', 100) }))
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.updateInstitution(ctx.user.token, ctx.user.email, input.institutionId),
      ),
    ),
  joinProgram: teacherProcedure
    .input(programName)
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.joinProgram(ctx.user.token, ctx.user.email, input.programName),
      ),
    ),
  leaveProgram: teacherProcedure
    .input(programName)
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.leaveProgram(ctx.user.token, ctx.user.email, input.programName),
      ),
    ),
  getNewestUsers: adminProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getNewestUsers(ctx.user.token)),
  ),
  getProgramData: adminProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getProgramData(ctx.user.token)),
  ),
  searchUser: adminProcedure
    .input(z.object({ searchTerm: requiredText('Søgeord', 100) }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () => ctx.upstream.product.searchUser(ctx.user.token, input.searchTerm)),
    ),
});
