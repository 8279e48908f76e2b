/**
 * Danish texts for the product API's refusal reasons (prisma-free-mock/docs/product-api.md section 2) that a
 * teacher can meet on this screen. Raw calls bring the reason as the error's `data.reason`; a sign-up's
 * reason is learnt beforehand from `getUserEvent.refusal` or the pre-flight `validateUserForEvent`.
 */
export const EVENT_REFUSALS: Readonly<Record<string, string>> = {
  'event-past': 'Arrangementet er begyndt eller afholdt, så tilmeldingen er lukket.',
  'no-institution': 'Du skal vælge din institution under Konto, før du kan tilmelde dig.',
  'institution-pending': 'Din institution venter på godkendelse. Du kan tilmelde dig, når den er godkendt.',
  'not-in-program': 'Arrangementet hører til et program, du ikke er med i. Meld dig ind i programmet først.',
  'code-required':
    'Arrangementet kræver en deltagerkode. Indløs koden under Deltagerkode, før du tilmelder dig.',
  'already-signed-up': 'Du er allerede tilmeldt arrangementet.',
  'event-full': 'Arrangementet er fuldt booket. Der er ikke flere ledige pladser.',
  'event-not-found': 'Arrangementet findes ikke længere.',
  'invalid-code': 'Koden er ikke gyldig til arrangementet. Tjek, at du har skrevet den rigtigt.',
  'submission-exists': 'Du har allerede afleveret til dette arrangement.',
  'program-not-found': 'Programmet findes ikke længere.',
};

export const refusalText = (reason: string | null | undefined) =>
  (reason && EVENT_REFUSALS[reason]) ?? 'Det kan ikke lade sig gøre lige nu. Prøv igen om lidt.';
