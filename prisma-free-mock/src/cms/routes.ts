import { Hono } from 'hono';
import type { MockContext } from '../context';

export function createCmsApp(_ctx: MockContext): Hono {
  return new Hono();
}
