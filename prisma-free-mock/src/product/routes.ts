import { Hono } from 'hono';
import type { MockContext } from '../context';

export function createProductApp(_ctx: MockContext): Hono {
  return new Hono();
}
