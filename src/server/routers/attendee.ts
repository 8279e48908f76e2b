import { z } from 'zod';
import { attendeeSignupSchema, requiredText } from '@/lib/validation';
import { limitedPublicProcedure, publicProcedure, router } from '../trpc';
import { withPolicy } from '../upstream/policy';

/** The public sign-up's own fields, so a check and the sign-up judge an event id or e-mail alike. */
const eventOnly = attendeeSignupSchema.pick({ eventId: true });
const eventAndEmail = attendeeSignupSchema.pick({ eventId: true, email: true });

export const attendeeRouter = router({
  /**
   * The public sign-up, with the form's own schema (a blank institution is left out, a long one refused with
   * the spec's default message); a full event or a known e-mail comes back as the CMS's own Danish message.
   */
  createAttendee: limitedPublicProcedure('attendeeSignup')
    .input(attendeeSignupSchema)
    .mutation(({ ctx, input }) => withPolicy(ctx, 'raw', () => ctx.upstream.cms.createAttendee(input))),
  sessionExists: publicProcedure
    .input(z.object({ sessionId: requiredText('Session', 100) }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () => ctx.upstream.cms.sessionExists(input.sessionId)),
    ),
  getRemainingSeats: publicProcedure
    .input(eventOnly)
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () => ctx.upstream.cms.getRemainingSeats(input.eventId)),
    ),
  emailIsSignedUp: limitedPublicProcedure('attendeeCheck')
    .input(eventAndEmail)
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () => ctx.upstream.cms.emailIsSignedUp(input.eventId, input.email)),
    ),
});
