/** The release countdown (SPEC sections 2 and 4, "Release countdown"): pure time arithmetic, no clock reads. */

export const COUNTDOWN_HEADLINE = 'Fonden præsenterer ny hjemmeside om:';
export const RELEASED_HEADLINE = 'HURRA!';
/** Dispatched on window once the release date has passed, with `{ releaseDate }` as detail. */
export const UPDATE_RELEASE_EVENT = 'update-release';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface CountdownState {
  released: boolean;
  /** Whole seconds left, rounded up (so the counter reaches 0 exactly at the release), never negative. */
  totalSeconds: number;
  parts: CountdownParts;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A date string or epoch milliseconds as epoch milliseconds; NaN when it cannot be read. */
export function toEpoch(value: string | number): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

/** Seconds split into days, hours, minutes and seconds; negative input counts as 0. */
export function splitSeconds(totalSeconds: number): CountdownParts {
  const left = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: left % MINUTE,
  };
}

/**
 * Where the countdown stands at `now`. Released once `now` has reached the release date (at the exact
 * moment too: 0 seconds are left). An unreadable release date counts as released, so a broken date never
 * leaves a counter stuck on the page.
 */
export function countdownAt(releaseDate: string | number, now: number): CountdownState {
  const release = toEpoch(releaseDate);
  if (Number.isNaN(release) || now >= release) {
    return { released: true, totalSeconds: 0, parts: splitSeconds(0) };
  }
  const totalSeconds = Math.ceil((release - now) / 1000);
  return { released: false, totalSeconds, parts: splitSeconds(totalSeconds) };
}

/** Two digits for hours, minutes and seconds ("07"); days as they are. */
export const pad2 = (value: number) => String(value).padStart(2, '0');

/** The CMS's headline when it sent one, else the spec's own text. */
export const headlineOr = (value: string | null | undefined, fallback: string) =>
  value && value.trim() !== '' ? value : fallback;
