import { z } from 'zod';
import type { Context } from './context';
import { consumeLimit, limitOf, type LimitName } from './rate-limit';
import { MAX_PAYLOAD_LENGTH, spendSolution } from './signup-challenge';
import { refuse } from './trpc';

/**
 * What a public event sign-up must pass before the CMS is asked (docs/decisions/0030): a solved, unused
 * proof-of-work challenge, then at most `attendeeSignupEvent` sign-ups per client and event per hour, then the
 * event's ceiling from everyone (SIGNUP_EVENT_CEILING_PER_HOUR). The challenge comes first, so a script that
 * does not do the work cannot spend an event's budgets either.
 */

export const CHALLENGE_MESSAGES = {
  missing: 'Vi kunne ikke bekræfte, at tilmeldingen kommer fra en person. Vent et øjeblik, og prøv igen.',
  invalid: 'Vi kunne ikke bekræfte, at tilmeldingen kommer fra en person. Vent et øjeblik, og prøv igen.',
  used: 'Vi kunne ikke bekræfte, at tilmeldingen kommer fra en person. Vent et øjeblik, og prøv igen.',
  expired: 'Formularen har været åben længe, så bekræftelsen er udløbet. Vent et øjeblik, og prøv igen.',
} as const;

/** The widget's solution, as `attendee.createAttendee` takes it beside the form's fields. */
export const challengeField = z
  .string({ error: CHALLENGE_MESSAGES.missing })
  .min(1, CHALLENGE_MESSAGES.missing)
  .max(MAX_PAYLOAD_LENGTH, CHALLENGE_MESSAGES.invalid);

export const perClientMessage = (points: number) =>
  `Der kan højst tilmeldes ${points} personer til dette arrangement i timen fra samme netværk. Skal flere fra ` +
  'jeres skole med, så tilmeld dem på én gang med "Tilmeld en liste" i Min profil, eller skriv til fonden.';

export const CEILING_MESSAGE =
  'Der kommer mange tilmeldinger til arrangementet lige nu. Vent lidt, og prøv igen.';

/** Refuses (400, reason `challenge`) unless `solution` solves a challenge of this site, in time, for the first time. */
export async function requireSolvedChallenge(solution: string): Promise<void> {
  const verdict = await spendSolution(solution);
  if (verdict !== 'ok') throw refuse('BAD_REQUEST', CHALLENGE_MESSAGES[verdict], 'challenge');
}

async function take(ctx: Context, name: LimitName, key: string, message: string, reason: string) {
  const outcome = await consumeLimit(name, key);
  if (outcome.allowed) return;
  ctx.setHeader?.('retry-after', String(outcome.retryAfterSeconds));
  throw refuse('TOO_MANY_REQUESTS', message, reason);
}

/** Takes one sign-up of `eventId` for this client and one of the event's ceiling; 429 with its reason beyond them. */
export async function limitSignups(ctx: Context, eventId: string): Promise<void> {
  await take(
    ctx,
    'attendeeSignupEvent',
    `${ctx.clientKey} ${eventId}`,
    perClientMessage(limitOf('attendeeSignupEvent').points),
    'event-limit',
  );
  await take(ctx, 'attendeeSignupCeiling', eventId, CEILING_MESSAGE, 'event-ceiling');
}
