import type { Context } from 'hono';
import { z } from 'zod';

/**
 * The CMS answers in Danish, like the real one, because the site may show these messages to visitors as they
 * are (an attendee sign-up refusal, say). Same shape as src/http.ts's `validationError`: `{ error, issues }`.
 */
export function invalidRequest(c: Context, error: z.ZodError) {
  const message = error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return c.json({ error: `Ugyldig forespørgsel: ${message}`, issues: z.treeifyError(error) }, 400);
}

export const MESSAGES = {
  pageNotFound: 'Siden blev ikke fundet',
  unknownSite: 'Ukendt site-id',
  badPath: 'Stien er ikke gyldig',
  mediaNotFound: 'Mediet blev ikke fundet',
  mediaFileNotFound: 'Mediefilen blev ikke fundet',
  mediaFileFailed: 'Mediefilen kunne ikke hentes lige nu. Prøv igen om lidt.',
  eventNotFound: 'Arrangementet blev ikke fundet',
  full: 'Arrangementet er desværre fuldt booket.',
  duplicate: 'Denne e-mail er allerede tilmeldt arrangementet.',
  membersOnly: 'Tilmelding til dette arrangement sker via Min profil.',
  closed: 'Tilmeldingen er lukket, fordi arrangementet er begyndt eller afholdt.',
} as const;
