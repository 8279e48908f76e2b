import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { MockContext } from '../context';
import { readJson } from '../http';
import type { SeedEvent } from '../seed/types';
import { createAttendeeSchema } from './api-schema';
import { invalidRequest, MESSAGES } from './errors';

const eventIdField = z.string({ error: 'eventId er påkrævet' }).trim().min(1, 'eventId er påkrævet');
const emailField = z
  .string({ error: 'email er påkrævet' })
  .trim()
  .pipe(z.email({ error: 'Email skal indeholde @ og domæne' }));

const bodySchema = z.object(createAttendeeSchema.shape, {
  error: 'Forespørgslen skal være et JSON-objekt med eventId, name og email',
});

/**
 * The public event sign-up (no login): visitors take seats from the same ledger the product API's teacher
 * sign-ups use, so the two can never double-book.
 */
export function createAttendeeRoutes(ctx: MockContext): Hono {
  const app = new Hono();

  const findEvent = (eventId: string): SeedEvent | undefined =>
    ctx.store.state.seed.events.find((event) => event.eventId === eventId);
  const eventNotFound = (c: Context) => c.json({ error: MESSAGES.eventNotFound, code: 'unknown-event' }, 404);
  // MOCK_NOW pins the clock for tests and demos; otherwise the real time decides whether an event has begun.
  const now = () => (ctx.config.now ?? new Date()).getTime();

  app.post('/api/attendee/CreateAttendee', async (c) => {
    const parsed = bodySchema.safeParse(await readJson(c));
    if (!parsed.success) return invalidRequest(c, parsed.error);
    const { eventId, name, email, institution } = parsed.data;
    const event = findEvent(eventId);
    const { seats } = ctx.store.state;
    if (!event || !seats.knows(eventId)) return eventNotFound(c);
    if (!event.publicSignup) return c.json({ error: MESSAGES.membersOnly, code: 'members-only' }, 403);
    if (new Date(event.startDate).getTime() <= now())
      return c.json({ error: MESSAGES.closed, code: 'closed' }, 409);

    const sessionId = randomUUID();
    const result = seats.take(eventId, [
      {
        email,
        name,
        source: 'attendee',
        signedUpBy: null,
        sessionId,
        institution: institution ?? null,
        at: new Date().toISOString(),
      },
    ]);
    if (!result.ok) {
      if (result.reason === 'duplicate') return c.json({ error: MESSAGES.duplicate, code: 'duplicate' }, 409);
      if (result.reason === 'full') return c.json({ error: MESSAGES.full, code: 'full' }, 409);
      return eventNotFound(c);
    }
    ctx.log.info({ eventId, sessionId }, 'attendee signed up');
    return c.json({ sessionId, eventId, remainingSeats: result.remaining }, 201);
  });

  app.get('/api/attendee/SessionExists', (c) => {
    const parsed = z
      .object({
        sessionId: z
          .string({ error: 'sessionId er påkrævet' })
          .trim()
          .min(1, 'sessionId er påkrævet')
          .max(100),
      })
      .safeParse(c.req.query());
    if (!parsed.success) return invalidRequest(c, parsed.error);
    const found = ctx.store.state.seats.findSession(parsed.data.sessionId);
    return c.json(found ? { exists: true, eventId: found.eventId } : { exists: false });
  });

  app.get('/api/attendee/GetRemainingSeats', (c) => {
    const parsed = z.object({ eventId: eventIdField }).safeParse(c.req.query());
    if (!parsed.success) return invalidRequest(c, parsed.error);
    const { eventId } = parsed.data;
    const { seats } = ctx.store.state;
    if (!seats.knows(eventId)) return eventNotFound(c);
    return c.json({ eventId, capacity: seats.capacity(eventId), remainingSeats: seats.remaining(eventId) });
  });

  app.get('/api/attendee/EmailIsSignedUp', (c) => {
    const parsed = z.object({ eventId: eventIdField, email: emailField }).safeParse(c.req.query());
    if (!parsed.success) return invalidRequest(c, parsed.error);
    const { eventId, email } = parsed.data;
    const { seats } = ctx.store.state;
    if (!seats.knows(eventId)) return eventNotFound(c);
    return c.json({ eventId, email, signedUp: seats.has(eventId, email) });
  });

  return app;
}
