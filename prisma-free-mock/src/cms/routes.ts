import { Hono } from 'hono';
import type { MockContext } from '../context';
import { createAttendeeRoutes } from './routes-attendee';
import { createContentRoutes } from './routes-content';
import { createMediaFileRoutes } from './routes-media';
import { createPageRoutes } from './routes-pages';

/** The stand-in content backend, mounted at /cms. The contract is prisma-free-mock/docs/cms.md. */
export function createCmsApp(ctx: MockContext): Hono {
  const app = new Hono();
  app.route('/', createContentRoutes(ctx));
  app.route('/', createAttendeeRoutes(ctx));
  app.route('/', createMediaFileRoutes(ctx));
  // Last: /api/{site}/* would otherwise swallow the fixed endpoints above.
  app.route('/', createPageRoutes(ctx));
  return app;
}
