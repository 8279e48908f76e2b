import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockContext } from '../context';

export interface Idp {
  /** Handles every request below /idp. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export function createIdp(_ctx: MockContext): Promise<Idp> {
  return Promise.resolve({
    handle(_req, res) {
      res.statusCode = 501;
      res.end();
      return Promise.resolve();
    },
  });
}
