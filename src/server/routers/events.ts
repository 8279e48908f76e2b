import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { eventCodeField, participantsSchema } from '@/lib/forms/events';
import { requiredText } from '@/lib/validation';
import { codeAttemptProcedure, router, teacherProcedure, userProcedure } from '../trpc';

const eventId = requiredText('Arrangement', 100);
const code = eventCodeField('Kode');

export const eventsRouter = router({
  getEvents: teacherProcedure.query(({ ctx }) => ctx.product.getEvents()),
  getRelevantEvents: teacherProcedure.query(({ ctx }) => ctx.product.getRelevantEvents()),
  getLatestSignups: teacherProcedure.query(({ ctx }) => ctx.product.getLatestSignups()),
  /** A teacher's own sign-ups (by the userId the API knows them by); an admin may name anyone's userId. */
  getSignUpsForUser: userProcedure
    .input(z.object({ userId: requiredText('Bruger', 100).optional() }).optional())
    .query(async ({ ctx, input }) => {
      if (ctx.user.isAdmin && input?.userId) return ctx.product.getSignUpsForUser(input.userId);
      if (ctx.user.isAdmin)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Vælg den bruger, hvis tilmeldinger skal vises.',
        });
      const me = await ctx.product.getUser();
      return me ? ctx.product.getSignUpsForUser(me.userId) : null;
    }),
  getProgramSignups: teacherProcedure
    .input(z.object({ programName: requiredText('Programnavn', 100) }))
    .query(({ ctx, input }) => ctx.product.getProgramSignups(input.programName)),
  getUserEvent: teacherProcedure
    .input(z.object({ eventId }))
    .query(({ ctx, input }) => ctx.product.getUserEvent(input.eventId)),
  getEventTeamData: teacherProcedure
    .input(z.object({ eventId }))
    .query(({ ctx, input }) => ctx.product.getEventTeamData(input.eventId)),
  signUpToEvent: teacherProcedure
    .input(z.object({ eventId }))
    .mutation(({ ctx, input }) => ctx.product.signUpToEvent(input.eventId)),
  signUpToEventByList: teacherProcedure
    .input(
      z.object({
        eventId,
        participants: participantsSchema,
      }),
    )
    .mutation(({ ctx, input }) => ctx.product.signUpToEventByList(input.eventId, input.participants)),
  createSubmission: codeAttemptProcedure('event')
    .input(z.object({ code, eventId }))
    .mutation(({ ctx, input }) => ctx.product.createSubmission(input.code, input.eventId)),
  validateUserForEvent: teacherProcedure
    .input(z.object({ eventId }))
    .mutation(({ ctx, input }) => ctx.product.validateUserForEvent(input.eventId)),
});
