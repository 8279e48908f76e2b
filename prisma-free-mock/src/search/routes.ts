import { Hono } from 'hono';
import type { MockContext } from '../context';

export function createSearchApp(_ctx: MockContext): Hono {
  return new Hono();
}
