import { TRPCError } from '@trpc/server';
import { changingSeats } from '../public-reads';
import { z } from 'zod';
import { eventCodeField, participantsSchema } from '@/lib/forms/events';
import { requiredText } from '@/lib/validation';
import { eventsInput, eventsTable, signUpsInput, signUpsTable } from '../tables/event-tables';
import { activeProgrammeSummaries, listEvents, myEventsPage, signUpSummaries } from '../teacher/my-events';
import { pageInput, pageOf } from '../teacher/paging';
import { adminProcedure, codeAttemptProcedure, router, teacherProcedure, userProcedure } from '../trpc';

const eventId = requiredText('Arrangement', 100);
const code = eventCodeField('Kode');

const eventsPage = pageInput('arrangement');

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
  /** Programmer og events: one page of the person's upcoming or past events (my-events.ts). */
  getMyEventsPage: teacherProcedure
    .input(
      z.object({
        when: z.enum(['upcoming', 'past'], { error: 'Vælg kommende eller afholdte arrangementer.' }),
        ...eventsPage,
      }),
    )
    .query(async ({ ctx, input }) => {
      const me = await ctx.product.getUser();
      const [active, relevant, signUps, programmes] = await Promise.all([
        ctx.product.getEvents(),
        ctx.product.getRelevantEvents(),
        me ? ctx.product.getSignUpsForUser(me.userId) : null,
        ctx.product.getPrograms(),
      ]);
      const listed = listEvents(active ?? [], relevant ?? [], signUps ?? [], programmes ?? []);
      return {
        ...myEventsPage(listed, input.when, input.cursor ?? 0, input.limit),
        incomplete: !active || !relevant || !signUps,
      };
    }),
  /** Min oversigt: the active programmes with counts and their next open events only (my-events.ts). */
  getActiveProgrammeSummaries: teacherProcedure.query(async ({ ctx }) => {
    const active = await ctx.product.getEvents();
    return active ? activeProgrammeSummaries(active) : null;
  }),
  /** Min oversigt: one page of the relevant events, soonest first. */
  getRelevantEventsPage: teacherProcedure.input(z.object(eventsPage)).query(async ({ ctx, input }) => {
    const relevant = await ctx.product.getRelevantEvents();
    return relevant ? pageOf(relevant, input.cursor ?? 0, input.limit) : null;
  }),
  /** Min oversigt: the latest sign-ups (at most 5) with a count of listed participants, not the list. */
  getLatestSignupSummaries: teacherProcedure.query(async ({ ctx }) => {
    const latest = await ctx.product.getLatestSignups();
    return latest ? signUpSummaries(latest) : null;
  }),
  /** The admin's tables: every event (one page), and one person's sign-ups (one page). */
  adminTable: adminProcedure.input(eventsInput).query(({ ctx, input }) => eventsTable(ctx, input)),
  userSignUpsTable: adminProcedure.input(signUpsInput).query(({ ctx, input }) => signUpsTable(ctx, input)),
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
    .mutation(({ ctx, input }) =>
      changingSeats(input.eventId, () => ctx.product.signUpToEvent(input.eventId)),
    ),
  signUpToEventByList: teacherProcedure
    .input(
      z.object({
        eventId,
        participants: participantsSchema,
      }),
    )
    .mutation(({ ctx, input }) =>
      changingSeats(input.eventId, () => ctx.product.signUpToEventByList(input.eventId, input.participants)),
    ),
  createSubmission: codeAttemptProcedure('event')
    .input(z.object({ code, eventId }))
    .mutation(({ ctx, input }) => ctx.product.createSubmission(input.code, input.eventId)),
  validateUserForEvent: teacherProcedure
    .input(z.object({ eventId }))
    .mutation(({ ctx, input }) => ctx.product.validateUserForEvent(input.eventId)),
});
