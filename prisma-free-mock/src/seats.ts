import type { SeedEvent } from './seed/types';

/** Who holds a seat at an event: a teacher's own sign-up, a person on a teacher's list, or a public attendee. */
export interface SeatHolder {
  email: string;
  name: string;
  source: 'teacher' | 'list' | 'attendee';
  /** The teacher's e-mail for list sign-ups. */
  signedUpBy: string | null;
  /** The public attendee's session id, for SessionExists. */
  sessionId: string | null;
  institution: string | null;
  at: string;
}

export type SeatRefusal = 'unknown-event' | 'full' | 'duplicate';
export type SeatResult =
  { ok: true; remaining: number } | { ok: false; reason: SeatRefusal; emails: string[] };

const key = (email: string) => email.trim().toLowerCase();

/**
 * The one count of seats per event, shared by the product API's sign-ups and the CMS's attendee endpoints,
 * so that neither can double-book what the other has given away.
 */
export class SeatLedger {
  private readonly capacities = new Map<string, number>();
  private readonly holders = new Map<string, SeatHolder[]>();

  constructor(events: readonly SeedEvent[]) {
    for (const event of events) {
      this.capacities.set(event.eventId, event.capacity);
      this.holders.set(event.eventId, []);
    }
  }

  knows(eventId: string): boolean {
    return this.capacities.has(eventId);
  }

  capacity(eventId: string): number {
    return this.capacities.get(eventId) ?? 0;
  }

  list(eventId: string): readonly SeatHolder[] {
    return this.holders.get(eventId) ?? [];
  }

  remaining(eventId: string): number {
    return Math.max(0, this.capacity(eventId) - this.list(eventId).length);
  }

  has(eventId: string, email: string): boolean {
    return this.list(eventId).some((holder) => key(holder.email) === key(email));
  }

  findSession(sessionId: string): { eventId: string; holder: SeatHolder } | null {
    for (const [eventId, list] of this.holders) {
      const holder = list.find((h) => h.sessionId === sessionId);
      if (holder) return { eventId, holder };
    }
    return null;
  }

  /** Takes seats for all of `people` or for none of them. */
  take(eventId: string, people: readonly SeatHolder[]): SeatResult {
    const list = this.holders.get(eventId);
    if (!list) return { ok: false, reason: 'unknown-event', emails: [] };
    const seen = new Set<string>();
    const duplicates = people
      .map((person) => person.email)
      .filter((email) => {
        const k = key(email);
        const dup = seen.has(k) || this.has(eventId, email);
        seen.add(k);
        return dup;
      });
    if (duplicates.length > 0) return { ok: false, reason: 'duplicate', emails: duplicates };
    if (people.length > this.remaining(eventId)) return { ok: false, reason: 'full', emails: [] };
    list.push(...people.map((person) => ({ ...person, email: person.email.trim() })));
    return { ok: true, remaining: this.remaining(eventId) };
  }

  /** Every event's holders, for the control API's state digest. */
  snapshot(): Record<string, readonly SeatHolder[]> {
    return Object.fromEntries(this.holders);
  }

  /** Gives back the seats of `emails`; returns how many were released. */
  release(eventId: string, emails: readonly string[]): number {
    const list = this.holders.get(eventId);
    if (!list) return 0;
    const drop = new Set(emails.map(key));
    const kept = list.filter((holder) => !drop.has(key(holder.email)));
    const released = list.length - kept.length;
    this.holders.set(eventId, kept);
    return released;
  }
}
