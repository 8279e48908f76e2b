import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { emailField, requiredText } from '@/lib/validation';
import { codeAttemptProcedure, router, teacherProcedure, userProcedure } from '../trpc';
import { withPolicy } from '../upstream/policy';

const eventId = requiredText('Arrangement', 100);
const code = requiredText('Kode', 100);

export const eventsRouter = router({
  getEvents: teacherProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getEvents(ctx.user.token, ctx.user.email)),
  ),
  getRelevantEvents: teacherProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'default', () => ctx.upstream.product.getRelevantEvents(ctx.user.token, ctx.user.email)),
  ),
  getLatestSignups: teacherProcedure.query(({ ctx }) =>
    withPolicy(ctx, 'quiet', () => ctx.upstream.product.getLatestSignups(ctx.user.token, ctx.user.email)),
  ),
  /** A teacher's own sign-ups (by the userId the API knows them by); an admin may name anyone's userId. */
  getSignUpsForUser: userProcedure
    .input(z.object({ userId: requiredText('Bruger', 100).optional() }).optional())
    .query(async ({ ctx, input }) => {
      if (ctx.user.isAdmin && input?.userId) {
        const userId = input.userId;
        return withPolicy(ctx, 'default', () =>
          ctx.upstream.product.getSignUpsForUser(ctx.user.token, userId),
        );
      }
      if (ctx.user.isAdmin)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Vælg den bruger, hvis tilmeldinger skal vises.',
        });
      const me = await withPolicy(ctx, 'default', () =>
        ctx.upstream.product.getUser(ctx.user.token, ctx.user.email),
      );
      if (!me) return null;
      return withPolicy(ctx, 'default', () =>
        ctx.upstream.product.getSignUpsForUser(ctx.user.token, me.userId),
      );
    }),
  getProgramSignups: teacherProcedure
    .input(z.object({ programName: requiredText('Programnavn', 100) }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.getProgramSignups(ctx.user.token, ctx.user.email, input.programName),
      ),
    ),
  getUserEvent: teacherProcedure
    .input(z.object({ eventId }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.getUserEvent(ctx.user.token, ctx.user.email, input.eventId),
      ),
    ),
  getEventTeamData: teacherProcedure
    .input(z.object({ eventId }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'quiet', () =>
        ctx.upstream.product.getEventTeamData(ctx.user.token, ctx.user.email, input.eventId),
      ),
    ),
  signUpToEvent: teacherProcedure
    .input(z.object({ eventId }))
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.signUpToEvent(ctx.user.token, ctx.user.email, input.eventId),
      ),
    ),
  signUpToEventByList: teacherProcedure
    .input(
      z.object({
        eventId,
        participants: z
          .array(z.object({ name: requiredText('Navn', 200), email: emailField }))
          .min(1, 'Tilføj mindst én deltager')
          .max(100, 'Højst 100 deltagere ad gangen'),
      }),
    )
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.signUpToEventByList(
          ctx.user.token,
          ctx.user.email,
          input.eventId,
          input.participants,
        ),
      ),
    ),
  createSubmission: codeAttemptProcedure
    .input(z.object({ code, eventId }))
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.createSubmission(ctx.user.token, ctx.user.email, input.code, input.eventId),
      ),
    ),
  validateUserForEvent: teacherProcedure
    .input(z.object({ eventId }))
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'raw', () =>
        ctx.upstream.product.validateUserForEvent(ctx.user.token, ctx.user.email, input.eventId),
      ),
    ),
});
