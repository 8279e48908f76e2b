import type { CookieJar } from 'iron-session';
import { describe, expect, it, vi } from 'vitest';
import {
  FLOW_COOKIE_PREFIX,
  flowCookieName,
  MAX_LOGIN_FLOWS,
  saveLoginFlow,
  takeLoginFlow,
  type LoginFlow,
} from '@/server/auth/login-flows';

/**
 * A browser's cookies for one exchange: `read`/`names` see what the request carried, `write` records the
 * response's Set-Cookie; `next()` is the browser after applying them (deleted cookies gone).
 */
class Browser {
  constructor(readonly cookies = new Map<string, string>()) {}
  written = new Map<string, { value: string; maxAge: number | undefined }>();
  jar(): CookieJar {
    this.written = new Map();
    return {
      read: (name) => this.cookies.get(name),
      names: () => [...this.cookies.keys()],
      write: (name, value, options) => this.written.set(name, { value, maxAge: options.maxAge }),
    };
  }
  apply() {
    for (const [name, { value, maxAge }] of this.written) {
      if (maxAge === 0 || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  flowNames = () => [...this.cookies.keys()].filter((n) => n.startsWith('auth.flow')).sort();
}

let counter = 0;
const flow = (returnTo = '/min-profil/'): LoginFlow => {
  counter += 1;
  const state = `state-${String(counter).padStart(4, '0')}-abcdefghijklmnop`;
  return { verifier: `verifier-${counter}`, state, nonce: `nonce-${counter}`, returnTo };
};

describe('sign-in transactions, one cookie per state', () => {
  it('keeps two sign-ins started in two tabs apart: each callback finds its own, in either order', async () => {
    const browser = new Browser();
    const first = flow('/min-profil/');
    const second = flow('/min-profil/konto/');
    await saveLoginFlow(browser.jar(), first, 1_000);
    browser.apply();
    await saveLoginFlow(browser.jar(), second, 2_000);
    browser.apply();
    expect(browser.flowNames()).toEqual([flowCookieName(first.state), flowCookieName(second.state)].sort());

    expect(await takeLoginFlow(browser.jar(), first.state)).toEqual(first);
    // Only the first tab's cookie goes.
    expect([...browser.written.keys()]).toEqual([flowCookieName(first.state)]);
    browser.apply();
    expect(await takeLoginFlow(browser.jar(), second.state)).toEqual(second);
    browser.apply();
    expect(browser.flowNames()).toEqual([]);
  });

  it('names the cookie after the state, with the session cookie options and a 10-minute life', async () => {
    const browser = new Browser();
    const one = flow();
    await saveLoginFlow(browser.jar(), one);
    const written = browser.written.get(`${FLOW_COOKIE_PREFIX}${one.state}`);
    expect(written?.maxAge).toBe(600);
    expect(written?.value).toMatch(/^Fe26\.2\*/);
    expect(written?.value).not.toContain(one.verifier);
  });

  it(`keeps at most ${MAX_LOGIN_FLOWS} at once: a new sign-in deletes the oldest beyond that`, async () => {
    const browser = new Browser();
    const flows = [flow(), flow(), flow(), flow(), flow()];
    // Started out of order: age decides, not the order of the cookies.
    for (const [index, at] of [
      [0, 5_000],
      [1, 1_000],
      [2, 4_000],
      [3, 2_000],
    ] as const) {
      await saveLoginFlow(browser.jar(), flows[index]!, at);
      browser.apply();
    }
    expect(browser.flowNames()).toHaveLength(MAX_LOGIN_FLOWS);
    await saveLoginFlow(browser.jar(), flows[4]!, 6_000);
    browser.apply();
    expect(browser.flowNames()).toEqual(
      [flows[0]!, flows[2]!, flows[4]!].map((f) => flowCookieName(f.state)).sort(),
    );
  });

  it('deletes unreadable flow cookies and the single cookie of earlier releases when a sign-in starts', async () => {
    const browser = new Browser(
      new Map([
        ['auth.flow', 'Fe26.2**old'],
        [`${FLOW_COOKIE_PREFIX}forged-state-0123456789`, 'not-a-seal'],
        ['auth.session', 'kept'],
      ]),
    );
    const one = flow();
    await saveLoginFlow(browser.jar(), one);
    browser.apply();
    expect(browser.flowNames()).toEqual([flowCookieName(one.state)]);
    expect(browser.cookies.get('auth.session')).toBe('kept');
  });

  it('finds no flow for a missing cookie, a state of the wrong shape, or a seal made for another state', async () => {
    const browser = new Browser();
    const one = flow();
    await saveLoginFlow(browser.jar(), one);
    browser.apply();
    expect(await takeLoginFlow(browser.jar(), null)).toBeNull();
    expect(await takeLoginFlow(browser.jar(), flow().state)).toBeNull();
    expect(await takeLoginFlow(browser.jar(), '../auth.session')).toBeNull();
    expect(browser.written.size).toBe(0);

    // A cookie renamed to another state's name is refused (and deleted): the seal says which state it is for.
    const other = flow();
    browser.cookies.set(flowCookieName(other.state), browser.cookies.get(flowCookieName(one.state))!);
    expect(await takeLoginFlow(browser.jar(), other.state)).toBeNull();
    expect(browser.written.get(flowCookieName(other.state))?.maxAge).toBe(0);
  });

  it('finds no flow in a cookie older than 10 minutes, and deletes it', async () => {
    const browser = new Browser();
    const one = flow();
    await saveLoginFlow(browser.jar(), one);
    browser.apply();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Beyond the seal's 600 s and iron's 60 s allowance for clock skew.
      vi.setSystemTime(Date.now() + 11 * 60_000 + 1_000);
      expect(await takeLoginFlow(browser.jar(), one.state)).toBeNull();
      expect(browser.written.get(flowCookieName(one.state))?.maxAge).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
