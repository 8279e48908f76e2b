import pino from 'pino';
import { startMockServer, type RunningMock } from '../../prisma-free-mock/src/server';
import type { MockConfig } from '../../prisma-free-mock/src/config';

/** A private stand-in on a free port, quiet, with the control API on. */
export function startMock(config: Partial<MockConfig> = {}): Promise<RunningMock> {
  return startMockServer({
    config: { port: 0, host: '127.0.0.1', controlEnabled: true, ...config },
    log: pino({ level: 'silent' }),
  });
}

export async function json<T = unknown>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Expected JSON from ${response.url} (${response.status}), got: ${text.slice(0, 200)}`);
  }
}
