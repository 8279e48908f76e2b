import { router } from '../trpc';
import { attendeeRouter } from './attendee';
import { contentRouter } from './content';
import { eventsRouter } from './events';
import { institutionsRouter } from './institutions';
import { materialRouter } from './material';
import { redeemCodeRouter } from './redeem-code';
import { sessionRouter } from './session';
import { userRouter } from './user';

export const appRouter = router({
  session: sessionRouter,
  user: userRouter,
  events: eventsRouter,
  institutions: institutionsRouter,
  material: materialRouter,
  redeemCode: redeemCodeRouter,
  attendee: attendeeRouter,
  content: contentRouter,
});

export type AppRouter = typeof appRouter;
