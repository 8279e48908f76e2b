import { Hono } from 'hono';
import type { MockContext } from '../../context';
import type { ProductEnv } from '../auth';
import { parseBody, stateOf, subjectOf } from '../request';
import { schemas } from '../schemas';
import { eventForCode, validateEventCode } from '../state/codes';
import { isPast } from '../state/lookup';

/** /redeem-code/*: event codes that open sign-up to code-only events (the Kickstart finale). */
export function redeemCodeRoutes(ctx: MockContext) {
  const app = new Hono<ProductEnv>();

  // A look-up only: nothing is recorded, so a teacher can try a code before committing to it.
  app.post('/CheckEventCode', async (c) => {
    const state = stateOf(ctx);
    const { email, code, eventId } = await parseBody(c, schemas.eventCode);
    subjectOf(c, state, email);
    const event = eventForCode(state, code, eventId);
    if (!event) return c.json({ valid: false });
    return c.json({
      valid: !isPast(state, event),
      eventId: event.eventId,
      eventTitle: event.title,
      isPast: isPast(state, event),
    });
  });

  app.post('/ValidateCode', async (c) => {
    const state = stateOf(ctx);
    const { email, code, eventId } = await parseBody(c, schemas.eventCode);
    const { event, grant } = validateEventCode(state, subjectOf(c, state, email), code, eventId);
    return c.json({
      valid: true,
      eventId: event.eventId,
      eventTitle: event.title,
      validatedAt: grant.validatedAt,
    });
  });

  return app;
}
