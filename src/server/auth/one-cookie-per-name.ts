import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeCookies, type CookieJar } from 'iron-session';

/** The cookie a `Set-Cookie` line sets: its name, before the first `=`. */
export const setCookieName = (line: string): string => line.slice(0, line.indexOf('=')).trim();

/**
 * iron-session's Node cookie jar, except that writing a cookie replaces any `Set-Cookie` this answer already
 * carries for the same name, instead of adding a second one. A request that saves its session twice (a token
 * refresh, then a refresh after the product API refused the first token, or the administrator's recorded
 * activity) would otherwise send the sealed cookie twice: 2 × 1.8 KB took a signed-in screen's headers past a
 * proxy's default 4 KB buffer, and the proxy answered 502 (docs/deploy.md, Headers a proxy can carry).
 */
export function oneCookiePerName(req: IncomingMessage, res: ServerResponse): CookieJar {
  const jar = nodeCookies(req, res);
  return {
    ...jar,
    write(name, value, options) {
      const existing = res.getHeader('set-cookie');
      const lines = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
      const others = lines.filter((line) => setCookieName(line) !== name);
      if (others.length !== lines.length) res.setHeader('set-cookie', others);
      jar.write(name, value, options);
    },
  };
}
