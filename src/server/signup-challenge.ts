import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { env } from './env';
import { sharedStore, type SharedStore } from './shared/store';

/**
 * The public sign-up's proof-of-work challenge (docs/decisions/0030): ALTCHA, self-hosted and cookieless. The
 * site issues a signed challenge (`GET /api/tilmelding/udfordring`), the browser's widget solves it, and
 * `attendee.createAttendee` takes the solution only when it is signed by this site, solved, not expired and not
 * used before. A solution is remembered as used (in Redis when `REDIS_URL` is set, so on every instance) until
 * its challenge would have expired anyway.
 *
 * The work: the browser derives PBKDF2 keys of `COST` iterations for counters from 0 up to a random one between
 * half of `SIGNUP_CHALLENGE_MAX` and all of it. The site knows the answer beforehand (deterministic mode) and
 * checks it with one HMAC, so a check costs the site nothing worth limiting.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per counter tried. */
export const COST = 1000;
/** How long a challenge may be solved and used: long enough to fill in the form. */
export const CHALLENGE_TTL_MS = 15 * 60_000;

/** The HMAC secrets of the challenges, derived from SESSION_SECRET (no other secret to configure or rotate). */
function secrets(secret = env().SESSION_SECRET) {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
  return { signature: derive('altcha-challenge-signature'), key: derive('altcha-challenge-key') };
}

/** A fresh challenge for the widget. */
export async function issueChallenge(now = Date.now()): Promise<Challenge> {
  const max = env().SIGNUP_CHALLENGE_MAX;
  const { signature, key } = secrets();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(Math.ceil(max / 2), max),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
}

/** What the widget sends: base64 of `{ challenge, solution }`. Read strictly; anything else is not a solution. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().regex(/^[0-9a-f]{8,128}$/),
        salt: z.string().max(256),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string().max(256),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

/** The largest payload a solution can be (the widget's is about 600 characters). */
export const MAX_PAYLOAD_LENGTH = 4000;

export type ChallengeVerdict = 'ok' | 'invalid' | 'expired' | 'used';

/** Reads the widget's payload; null when it is not one. */
function payloadOf(text: string): Payload | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(text, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether `text` is a solution of a challenge this site issued, in time and for the first time. A solution that
 * passes is used up here: a second call with it answers 'used'.
 */
export async function spendSolution(
  text: string,
  store: SharedStore = sharedStore(),
): Promise<ChallengeVerdict> {
  const payload = text.length <= MAX_PAYLOAD_LENGTH ? payloadOf(text) : null;
  if (!payload) return 'invalid';
  const { signature, key } = secrets();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const used = `altcha:used:${payload.challenge.parameters.nonce}`;
  return (await store.setIfAbsent(used, '1', CHALLENGE_TTL_MS)) ? 'ok' : 'used';
}
