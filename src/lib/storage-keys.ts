/**
 * The foundation the site belongs to: its short abbreviation prefixes the browser-storage keys of the event
 * sign-up (SPEC section 3, "Browser storage"). One constant, so a second foundation's site changes one line.
 */
export const FOUNDATION_ABBREVIATION = 'fis';

export const STORAGE_KEYS = {
  /** The ids of the events this browser signed up for. */
  events: `${FOUNDATION_ABBREVIATION}-events`,
  /** The last sign-up made from this browser: eventId, name, email, sessionId, time. */
  eventSubmission: `${FOUNDATION_ABBREVIATION}-event-submission`,
} as const;
