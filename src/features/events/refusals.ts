/**
 * Danish texts for the attendee endpoint's refusals (prisma-free-mock/docs/cms.md, CreateAttendee). The code
 * arrives as the tRPC error's `data.reason` (src/server/trpc.ts); the text is the site's own, so it reads the
 * same whatever the upstream's wording.
 */
export const SIGNUP_REFUSALS = {
  full: 'Arrangementet er desværre fuldt booket. Der er ikke flere ledige pladser.',
  duplicate: 'Denne e-mail er allerede tilmeldt arrangementet.',
  closed: 'Tilmeldingen er lukket, fordi arrangementet er begyndt eller afholdt.',
  'members-only': 'Tilmelding til dette arrangement sker via Min profil.',
  'unknown-event': 'Arrangementet findes ikke længere, så du kan ikke tilmelde dig.',
  'too-many': 'Du har prøvet mange gange på kort tid. Vent et øjeblik, og prøv igen.',
  // The site's own refusals of a public sign-up (src/server/signup-guard.ts, docs/decisions/0030).
  'event-limit':
    'Der kan højst tilmeldes 5 personer til dette arrangement i timen fra samme netværk. Skal flere fra jeres ' +
    'skole med, så log ind og tilmeld dem på én gang med "Tilmeld en liste" under Min profil.',
  'event-ceiling': 'Der kommer mange tilmeldinger til arrangementet lige nu. Vent lidt, og prøv igen.',
  challenge:
    'Vi kunne ikke bekræfte, at tilmeldingen kommer fra en person. Sæt flueben i "Jeg er ikke en robot", og prøv igen.',
  failed: 'Tilmeldingen kunne ikke gennemføres lige nu. Prøv igen om lidt.',
} as const;

export type SignupRefusal = keyof typeof SIGNUP_REFUSALS;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The refusal behind a failed `attendee.createAttendee` call. */
export function signupRefusalOf(error: unknown): SignupRefusal {
  const data = isRecord(error) && isRecord(error.data) ? error.data : null;
  const reason = data?.reason;
  if (typeof reason === 'string' && reason in SIGNUP_REFUSALS) return reason as SignupRefusal;
  if (data?.code === 'TOO_MANY_REQUESTS') return 'too-many';
  return 'failed';
}
