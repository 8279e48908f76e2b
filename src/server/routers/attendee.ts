import { z } from 'zod';
import { attendeeSignupSchema, requiredText } from '@/lib/validation';
import { opensPublicSignup } from '../content/event-signup';
import { cachedRead, changingSeats } from '../public-reads';
import { challengeField, limitSignups, requireSolvedChallenge } from '../signup-guard';
import { enforceLimit, limitedPublicProcedure, router } from '../trpc';
import { withPolicy } from '../upstream/policy';

/** The public sign-up's own fields, so a check and the sign-up judge an event id or e-mail alike. */
const eventOnly = attendeeSignupSchema.pick({ eventId: true });
const eventAndEmail = attendeeSignupSchema.pick({ eventId: true, email: true });
/** The event page the check is made from: the CMS's word on whether the event is open to public sign-up. */
const eventPage = z.object({ pagePath: requiredText('Side', 300) });

export const attendeeRouter = router({
  /**
   * The public sign-up, with the form's own schema (a blank institution is left out, a long one refused with
   * the spec's default message) and the widget's solved challenge; a full event or a known e-mail comes back as
   * the CMS's own Danish message. The challenge and the limits per event come first (signup-guard.ts).
   */
  createAttendee: limitedPublicProcedure('attendeeSignup')
    .input(attendeeSignupSchema.extend({ challenge: challengeField }))
    .mutation(async ({ ctx, input: { challenge, ...attendee } }) => {
      await requireSolvedChallenge(challenge);
      await limitSignups(ctx, attendee.eventId);
      return changingSeats(attendee.eventId, () =>
        withPolicy(ctx, 'raw', () => ctx.upstream.cms.createAttendee(attendee)),
      );
    }),
  // The public reads: limited per client, answered from a short shared cache (public-reads.ts).
  sessionExists: limitedPublicProcedure('publicRead')
    .input(z.object({ sessionId: requiredText('Session', 100) }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        cachedRead('sessionExists', input, () => ctx.upstream.cms.sessionExists(input.sessionId)),
      ),
    ),
  getRemainingSeats: limitedPublicProcedure('publicRead')
    .input(eventOnly)
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        cachedRead('remainingSeats', input, () => ctx.upstream.cms.getRemainingSeats(input.eventId)),
      ),
    ),
  /**
   * Whether an e-mail holds a seat, for the public sign-up form only: limited per client and per event, and
   * answered only for an event open to public sign-up (its page says so). For any other event (members-only, with
   * a code, begun) the answer is exactly an unknown event's (null), so no one can learn who holds a seat there.
   */
  emailIsSignedUp: limitedPublicProcedure('attendeeCheck')
    .input(eventAndEmail.extend(eventPage.shape))
    .query(async ({ ctx, input }) => {
      await enforceLimit(ctx, 'attendeeCheckEvent', input.eventId);
      if (!(await opensPublicSignup(ctx.upstream, input.pagePath, input.eventId))) return null;
      return withPolicy(ctx, 'default', () => ctx.upstream.cms.emailIsSignedUp(input.eventId, input.email));
    }),
});
