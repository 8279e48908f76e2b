import { z } from 'zod';
import { emailField, requiredText } from '@/lib/validation';
import { limitedPublicProcedure, publicProcedure, router } from '../trpc';
import { withPolicy } from '../upstream/policy';

const eventId = requiredText('Arrangement', 100);

export const attendeeRouter = router({
  /** The public sign-up; a full event or a known e-mail comes back as the CMS's own Danish message. */
  createAttendee: limitedPublicProcedure('attendeeSignup')
    .input(
      z.object({
        eventId,
        name: requiredText('Navn', 200),
        email: emailField,
        institution: z.string().trim().max(200).nullish(),
      }),
    )
    .mutation(({ ctx, input }) => withPolicy(ctx, 'raw', () => ctx.upstream.cms.createAttendee(input))),
  sessionExists: publicProcedure
    .input(z.object({ sessionId: requiredText('Session', 100) }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () => ctx.upstream.cms.sessionExists(input.sessionId)),
    ),
  getRemainingSeats: publicProcedure
    .input(z.object({ eventId }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () => ctx.upstream.cms.getRemainingSeats(input.eventId)),
    ),
  emailIsSignedUp: limitedPublicProcedure('attendeeCheck')
    .input(z.object({ eventId, email: emailField }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'default', () => ctx.upstream.cms.emailIsSignedUp(input.eventId, input.email)),
    ),
});
