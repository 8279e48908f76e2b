import { Hono } from 'hono';
import type { MockContext } from '../context';
import { authenticate, type ProductEnv } from './auth';
import { ApiError, errorResponse, notFound } from './errors';
import { eventRoutes } from './routes/events';
import { institutionRoutes } from './routes/institutions';
import { materialRoutes } from './routes/material';
import { redeemCodeRoutes } from './routes/redeem-code';
import { userRoutes } from './routes/user';

/**
 * The foundation's product API as it looks behind its API gateway (mounted at /product-api): every call needs the
 * subscription key and a bearer access token from the identity provider. docs/product-api.md is the contract.
 */
export function createProductApp(ctx: MockContext): Hono {
  const app = new Hono<ProductEnv>();
  app.use('*', authenticate(ctx));
  app.route('/user', userRoutes(ctx));
  app.route('/events', eventRoutes(ctx));
  app.route('/institutions', institutionRoutes(ctx));
  app.route('/material', materialRoutes(ctx));
  app.route('/redeem-code', redeemCodeRoutes(ctx));
  // Answered here rather than by the server's generic 404, so every product answer has the same error shape.
  app.all('*', (c) =>
    errorResponse(c, notFound(`There is no ${c.req.method} ${c.req.path} in the product API.`)),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    ctx.log.error({ err: error, path: c.req.path }, 'product API failed');
    return c.json({ statusCode: 500, message: 'Internal error in the product API stand-in.' }, 500);
  });
  // The typed app (its requests carry the caller) mounted on a plain one, which is what server.ts expects.
  return new Hono().route('/', app);
}
