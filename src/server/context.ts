import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CreateNextContextOptions } from '@trpc/server/adapters/next';
import { nodeSession, type SessionData, type SessionHandle } from './auth/session';
import { currentSession, recordActivity, type SessionState } from './auth/tokens';
import { clientKeyOf } from './rate-limit';
import { upstreamClients, type Upstream } from './upstream';

export interface InnerContextOptions {
  session: SessionHandle;
  upstream: Upstream;
  /** Who is calling, for rate limits (IP address in production). */
  clientKey?: string;
  requestId?: string;
  /** Refresh grant; the IdP's by default, replaceable in tests. */
  refresh?: (data: SessionData) => Promise<SessionData>;
  /** Told when the session ends during the call (a 401, a failed refresh), so the browser can react. */
  onSessionEnded?: () => void;
  /** The session state when the caller already applied the token rules (server-side prefetching). */
  sessionState?: SessionState;
  /** Sets a header on the HTTP answer (Retry-After of a refused call); absent outside a request. */
  setHeader?: (name: string, value: string) => void;
}

/** The context without a request: tests and server-side prefetching build it directly. */
export function createContextInner(options: InnerContextOptions) {
  let state: Promise<SessionState> | undefined =
    options.sessionState && Promise.resolve(options.sessionState);
  let activityRecorded = false;
  return {
    session: options.session,
    upstream: options.upstream,
    clientKey: options.clientKey ?? 'local',
    requestId: options.requestId ?? null,
    /** The session after the token rules ran (refreshing when needed); computed once per call. */
    sessionState: () => (state ??= currentSession(options.session, options.refresh)),
    /**
     * A signed-in call is the person's activity: it keeps an administrator's session from going idle. Once per
     * request, and the cookie is re-sealed only when the recorded activity is a step old (admin-session.ts).
     */
    async recordActivity(data: SessionData) {
      if (activityRecorded) return;
      activityRecorded = true;
      const next = await recordActivity(options.session, data);
      if (next !== data) state = Promise.resolve({ status: 'active', data: next });
    },
    /** Replaces the computed state, e.g. after a forced refresh. */
    setSessionState: (next: SessionState) => {
      state = Promise.resolve(next);
    },
    async endSession() {
      await options.session.destroy();
      state = Promise.resolve({ status: 'ended', reason: 'refresh-failed' });
      options.onSessionEnded?.();
    },
    refresh: options.refresh,
    onSessionEnded: options.onSessionEnded,
    setHeader: options.setHeader,
  };
}

export type Context = ReturnType<typeof createContextInner>;

/** The header that tells the browser its session ended during this call. */
export const SESSION_ENDED_HEADER = 'x-session-ended';

/**
 * The context of one HTTP request, the only place one is built for a request: the sealed session from its
 * cookie, the process's upstream clients, the caller's address (for rate limits) and request id, and the
 * answer's headers for an ended session or a refusal's Retry-After. The tRPC handler, the page loaders and the
 * API routes (export, calendar) all use it. A loader that already opened the session and applied the token
 * rules passes both on, so they are not done twice.
 */
export async function contextFor(
  req: IncomingMessage,
  res: ServerResponse,
  already: { session?: SessionHandle; sessionState?: SessionState } = {},
): Promise<Context> {
  const requestId = req.headers['x-request-id'];
  return createContextInner({
    session: already.session ?? (await nodeSession(req, res)),
    sessionState: already.sessionState,
    upstream: upstreamClients(),
    clientKey: clientKeyOf(req),
    requestId: typeof requestId === 'string' ? requestId : undefined,
    // A screen's late call (docs/decisions/0011) may answer after its page was sent: nothing to tell it then.
    onSessionEnded: () => {
      if (!res.headersSent) res.setHeader(SESSION_ENDED_HEADER, '1');
    },
    setHeader: (name, value) => {
      if (!res.headersSent) res.setHeader(name, value);
    },
  });
}

/** The tRPC handler's context (pages/api/trpc/[trpc].ts). */
export const createContext = ({ req, res }: CreateNextContextOptions): Promise<Context> =>
  contextFor(req, res);
