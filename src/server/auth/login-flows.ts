import { getIronSession, type CookieJar, type SessionOptions } from 'iron-session';
import { openSealed, sealPasswords } from './secrets';
import { authCookieOptions, cookiePrefix } from './session';

/** What one sign-in carries through the identity provider's round trip: PKCE verifier, state, nonce, returnTo. */
export interface LoginFlow {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

/** A flow as sealed in its cookie: with the moment it started, to know which flows are the oldest. */
interface StoredFlow extends LoginFlow {
  /** Epoch milliseconds. */
  startedAt: number;
}

/**
 * One cookie per sign-in, named by its state (docs/decisions/0013): two tabs that each start a sign-in keep
 * their own transaction, and the callback opens the one its `state` names and deletes only that one. On an https
 * site the name starts with `__Host-` (docs/decisions/0026): `__Host-auth.flow.<state>`.
 */
export const FLOW_COOKIE_PREFIX = 'auth.flow.';
/** The single transaction cookie of earlier releases; cleared when a sign-in starts. */
const LEGACY_FLOW_COOKIE = 'auth.flow';
/** Sign-ins in progress at once, per browser: enough for a few tabs, too few to swell the Cookie header. */
export const MAX_LOGIN_FLOWS = 3;
export const FLOW_TTL_SECONDS = 600;
/** openid-client's states are 43 base64url characters; anything else never names a cookie. */
const STATE_SHAPE = /^[\w-]{16,128}$/;

export const flowCookieName = (state: string) => `${cookiePrefix()}${FLOW_COOKIE_PREFIX}${state}`;

const isFlowCookie = (name: string) => {
  const unprefixed = name.startsWith('__Host-') ? name.slice('__Host-'.length) : name;
  return unprefixed === LEGACY_FLOW_COOKIE || unprefixed.startsWith(FLOW_COOKIE_PREFIX);
};

/** Sealed with the current secret only; opened with every configured one (src/server/auth/secrets.ts). */
const flowOptions = (state: string): SessionOptions => ({
  cookieName: flowCookieName(state),
  password: sealPasswords().seal,
  ttl: FLOW_TTL_SECONDS,
  cookieOptions: authCookieOptions(FLOW_TTL_SECONDS),
});

const expire = (jar: CookieJar, name: string) => jar.write(name, '', authCookieOptions(0));

/** When a sealed flow started, or null when it cannot be opened (expired, tampered with, another secret). */
async function startedAtOf(sealed: string | undefined): Promise<number | null> {
  if (!sealed) return null;
  try {
    const flow = await openSealed<StoredFlow>(sealed, FLOW_TTL_SECONDS);
    return typeof flow.startedAt === 'number' ? flow.startedAt : null;
  } catch {
    return null;
  }
}

/**
 * Seals a new sign-in into its own cookie. The newest flows already in the browser stay (at most
 * MAX_LOGIN_FLOWS with this one); older ones, unreadable ones and the legacy cookie are deleted.
 */
export async function saveLoginFlow(jar: CookieJar, flow: LoginFlow, now = Date.now()): Promise<void> {
  const existing = await Promise.all(
    (jar.names?.() ?? [])
      .filter(isFlowCookie)
      .map(async (name) => ({ name, startedAt: await startedAtOf(jar.read(name)) })),
  );
  const kept = new Set(
    existing
      .filter((f): f is { name: string; startedAt: number } => f.startedAt !== null)
      .sort((a, b) => b.startedAt - a.startedAt)
      .slice(0, MAX_LOGIN_FLOWS - 1)
      .map((f) => f.name),
  );
  for (const { name } of existing) if (!kept.has(name)) expire(jar, name);
  const cookie = await getIronSession<Partial<StoredFlow>>(jar, flowOptions(flow.state));
  Object.assign(cookie, flow, { startedAt: now });
  await cookie.save();
}

/**
 * The flow the callback's `state` names, deleting its cookie (and only its cookie). Null when there is none,
 * it expired or the state is not of the shape a flow has.
 */
export async function takeLoginFlow(jar: CookieJar, state: string | null): Promise<LoginFlow | null> {
  const name = state && STATE_SHAPE.test(state) ? flowCookieName(state) : null;
  const sealed = name ? jar.read(name) : undefined;
  if (!state || !name || !sealed) return null;
  const stored = await openSealed<StoredFlow>(sealed, FLOW_TTL_SECONDS);
  const { verifier, nonce, returnTo } = stored;
  expire(jar, name);
  return verifier && nonce && returnTo !== undefined && stored.state === state
    ? { verifier, state, nonce, returnTo }
    : null;
}
