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
 * so that neither can double-book what the other has given away. Indexed by e-mail and session, so that no
 * look-up scans every seat (the foundation world holds tens of thousands).
 */
export class SeatLedger {
  private readonly capacities = new Map<string, number>();
  private readonly holders = new Map<string, SeatHolder[]>();
  /** Per event, the keys of the e-mails holding a seat. */
  private readonly keys = new Map<string, Set<string>>();
  /** Per person (key), the events they hold a seat at. */
  private readonly seatsOf = new Map<string, Set<string>>();
  /** Per teacher (key), the events they signed others up to by list, with how many seats. */
  private readonly listsOf = new Map<string, Map<string, number>>();
  private readonly sessions = new Map<string, string>();

  constructor(events: readonly SeedEvent[]) {
    for (const event of events) {
      this.capacities.set(event.eventId, event.capacity);
      this.holders.set(event.eventId, []);
      this.keys.set(event.eventId, new Set());
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
    return this.keys.get(eventId)?.has(key(email)) ?? false;
  }

  /** The events the person holds a seat at or signed others up to by list, in no particular order. */
  eventsOf(email: string): string[] {
    const k = key(email);
    return [...new Set([...(this.seatsOf.get(k) ?? []), ...(this.listsOf.get(k)?.keys() ?? [])])];
  }

  findSession(sessionId: string): { eventId: string; holder: SeatHolder } | null {
    const eventId = this.sessions.get(sessionId);
    const holder = eventId ? this.list(eventId).find((h) => h.sessionId === sessionId) : undefined;
    return eventId && holder ? { eventId, holder } : null;
  }

  /** Takes seats for all of `people` or for none of them. */
  take(eventId: string, people: readonly SeatHolder[]): SeatResult {
    const list = this.holders.get(eventId);
    const taken = this.keys.get(eventId);
    if (!list || !taken) return { ok: false, reason: 'unknown-event', emails: [] };
    const seen = new Set<string>();
    const duplicates = people
      .map((person) => person.email)
      .filter((email) => {
        const k = key(email);
        const dup = seen.has(k) || taken.has(k);
        seen.add(k);
        return dup;
      });
    if (duplicates.length > 0) return { ok: false, reason: 'duplicate', emails: duplicates };
    if (people.length > this.remaining(eventId)) return { ok: false, reason: 'full', emails: [] };
    for (const person of people) {
      const holder = { ...person, email: person.email.trim() };
      list.push(holder);
      this.index(eventId, holder, +1);
    }
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
    for (const holder of list) if (drop.has(key(holder.email))) this.index(eventId, holder, -1);
    const released = list.length - kept.length;
    this.holders.set(eventId, kept);
    return released;
  }

  private index(eventId: string, holder: SeatHolder, change: 1 | -1): void {
    const k = key(holder.email);
    const mine = this.seatsOf.get(k) ?? new Set<string>();
    if (change > 0) {
      this.keys.get(eventId)?.add(k);
      this.seatsOf.set(k, mine.add(eventId));
      if (holder.sessionId) this.sessions.set(holder.sessionId, eventId);
    } else {
      this.keys.get(eventId)?.delete(k);
      mine.delete(eventId);
      if (holder.sessionId) this.sessions.delete(holder.sessionId);
    }
    if (holder.source === 'list' && holder.signedUpBy) {
      const by = key(holder.signedUpBy);
      const lists = this.listsOf.get(by) ?? new Map<string, number>();
      const count = (lists.get(eventId) ?? 0) + change;
      if (count > 0) lists.set(eventId, count);
      else lists.delete(eventId);
      this.listsOf.set(by, lists);
    }
  }
}
