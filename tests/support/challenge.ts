import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { issueChallenge } from '@/server/signup-challenge';

/**
 * A solved proof-of-work challenge for the public sign-up, as the widget sends it (base64 of `{ challenge,
 * solution }`): a real challenge, solved with altcha-lib as the browser solves it (docs/decisions/0030).
 * `challenge` is one fetched from a running site (GET /api/tilmelding/udfordring); by default one is issued here,
 * with this process's SESSION_SECRET.
 */
export async function solvedChallenge(challenge?: Challenge): Promise<string> {
  const issued = challenge ?? (await issueChallenge());
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  const { parameters, signature } = issued;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}

/** A sign-up's input with a solved challenge, as the form sends it. */
export const withChallenge = async <T extends object>(input: T) => ({
  ...input,
  challenge: await solvedChallenge(),
});
