/**
 * Signs in the way a browser does, with fetch and a small cookie jar: the site's /api/auth/login, the stand-in
 * identity provider's form, back to the site's /auth callback. Resolves to the value of the `auth.session`
 * cookie. Used by the many-instances test and the benchmarks, which run without a browser.
 */
export const SESSION_COOKIE = 'auth.session';

/** A tiny cookie jar for walking the site's and the identity provider's pages with fetch. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
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

export async function signInOverHttp(siteUrl: string, email: string, password: string): Promise<string> {
  const jar = new CookieJar();
  let url = `${siteUrl}/api/auth/login?returnTo=/min-profil/`;
  let init: RequestInit = {};
  for (let hops = 0; hops < 20; hops++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.store(response);
    const session = jar.cookies.get(SESSION_COOKIE);
    if (session) return session;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      init = {};
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, '&');
    if (!action) throw new Error(`sign-in stuck at ${url} (${response.status})`);
    url = new URL(action, url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    };
  }
  throw new Error('sign-in did not finish');
}
