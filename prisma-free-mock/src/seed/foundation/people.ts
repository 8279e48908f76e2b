import type { ProductUser } from '../../product/state/model';
import type { SeatHolder } from '../../seats';
import type { Random } from '../random';
import { asciiSlug, FAMILY_NAMES, GIVEN_NAMES } from './names';

/** Helpers the generated history shares: made-up people for lists and the public form, and seat holders. */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

const PUBLIC_DOMAINS = ['mail.example.dk', 'post.example.dk', 'net.example.dk'];

/** A person with a Danish name and an e-mail on `domain` (or a private-looking one). */
export function person(rng: Random, domain?: string): { name: string; email: string } {
  const given = rng.pick(GIVEN_NAMES);
  const family = rng.pick(FAMILY_NAMES);
  const at = domain ?? rng.pick(PUBLIC_DOMAINS);
  return {
    name: `${given} ${family}`,
    email: `${asciiSlug(given)}.${asciiSlug(family)}${rng.int(1, 9999)}@${at}`,
  };
}

/** The part after @ of a teacher's address: colleagues on a list share it. */
export const domainOf = (user: ProductUser): string => user.email.split('@')[1] ?? 'mail.example.dk';

export function teacherSeat(user: ProductUser, institution: string | null, atMs: number): SeatHolder {
  return {
    email: user.email,
    name: user.name,
    source: 'teacher',
    signedUpBy: null,
    sessionId: null,
    institution,
    at: new Date(atMs).toISOString(),
  };
}

/** `size` people a teacher (`signedUpBy`) signs up by list, all with different e-mails on `domain`. */
export function listSeats(
  rng: Random,
  signedUpBy: string,
  domain: string,
  institution: string | null,
  atMs: number,
  size: number,
): SeatHolder[] {
  const at = new Date(atMs).toISOString();
  const emails = new Set<string>();
  const out: SeatHolder[] = [];
  while (out.length < size) {
    const p = person(rng, domain);
    if (emails.has(p.email)) continue;
    emails.add(p.email);
    out.push({ ...p, source: 'list', signedUpBy, sessionId: null, institution, at });
  }
  return out;
}

export function attendeeSeat(rng: Random, institution: string | null, atMs: number): SeatHolder {
  return {
    ...person(rng),
    source: 'attendee',
    signedUpBy: null,
    sessionId: rng.uuid(),
    institution,
    at: new Date(atMs).toISOString(),
  };
}

/** Records that the teacher redeemed the event's code just before signing up (as the site requires). */
export function grantCode(user: ProductUser, eventId: string, code: string, atMs: number): void {
  if (user.eventCodes.some((g) => g.eventId === eventId)) return;
  user.eventCodes.push({ eventId, code, validatedAt: new Date(atMs - HOUR).toISOString() });
}
