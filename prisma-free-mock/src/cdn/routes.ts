import { Hono } from 'hono';
import type { MockContext } from '../context';

export function createCdnApp(_ctx: MockContext): Hono {
  return new Hono();
}
