import { finishLogin, startLogin } from '@/server/auth/oidc';
import { memorySession, type SessionData } from '@/server/auth/session';
import { createContextInner } from '@/server/context';
import { appRouter } from '@/server/routers/root';
import { createCallerFactory } from '@/server/trpc';
import { createUpstream } from '@/server/upstream';

export const MOCK = 'http://localhost:4210';
export const createCaller = createCallerFactory(appRouter);

export const ACCOUNTS = {
  teacher: { email: 'laerer@example.dk', password: 'Laerer123!' },
  admin: { email: 'admin@example.dk', password: 'Admin123!' },
  newTeacher: { email: 'ny@example.dk', password: 'Nylaerer123!' },
  otherTeacher: { email: 'sofie.bech@example.dk', password: 'Demo123!' },
} as const;

/** A tiny cookie jar for walking the IdP's pages with fetch. */
class Jar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function follow(jar: Jar, url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
  let current = url;
  let options = init;
  for (let hops = 0; hops < 15; hops++) {
    if (current.startsWith('http://localhost:3200/')) return { response: new Response(null, { status: 204 }), url: current };
    const response = await fetch(current, { ...options, redirect: 'manual', headers: { ...options.headers, cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).href;
      options = {};
      continue;
    }
    return { response, url: current };
  }
  throw new Error('too many redirects');
}

/** Signs in through the stand-in IdP's real form and returns the session the /auth callback would seal. */
export async function loginAs(account: { email: string; password: string }): Promise<SessionData> {
  const { url, flow } = await startLogin('/min-profil');
  const jar = new Jar();
  const page = await follow(jar, url);
  const html = await page.response.text();
  const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`No login form at ${page.url}: ${html.slice(0, 300)}`);
  const done = await follow(jar, new URL(action, page.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: account.email, password: account.password }).toString(),
  });
  if (!done.url.startsWith('http://localhost:3200/auth')) throw new Error(`Login did not reach the callback: ${done.url}`);
  return finishLogin(new URL(done.url), flow);
}

/** A caller on the inner context with an in-memory session, as the API route would build it. */
export function callerWith(data: SessionData | null, options: { refresh?: (d: SessionData) => Promise<SessionData> } = {}) {
  const session = memorySession(data);
  let ended = 0;
  const ctx = createContextInner({
    session,
    upstream: createUpstream(),
    refresh: options.refresh,
    onSessionEnded: () => {
      ended += 1;
    },
  });
  return { caller: createCaller(ctx), session, ctx, endedSignals: () => ended };
}

export async function resetMock() {
  await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
}

export async function injectFault(fault: { service: string; pathPrefix?: string; status?: number; delayMs?: number; times?: number }) {
  const response = await fetch(`${MOCK}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
}
