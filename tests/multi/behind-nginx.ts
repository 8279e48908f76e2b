import { sealData, unsealData } from 'iron-session';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { passwordIdOf } from '@/server/auth/secrets';
import type { SessionData } from '@/server/auth/session';
import { SESSION_COOKIE, signInOverHttp } from '../support/http-sign-in';
import { errorLogOf, keptFiles, keptWithSetCookie } from '../support/nginx';
import { BALANCED, PORTS } from './global-setup';

/**
 * The two instances behind Debian's nginx with deploy/nginx.conf as it is, default buffers included
 * (tests/multi/global-setup.ts; docs/decisions/0033). Called first from many-instances.test.ts, while both
 * instances and Redis run.
 */
const PUBLIC = `http://localhost:${PORTS.a}`;

const password = () => ({ [passwordIdOf(inject('sessionSecret'))]: inject('sessionSecret') });
const withExpiredAccessToken = async (cookie: string) => {
  const data = await unsealData<SessionData>(decodeURIComponent(cookie), { password: password() });
  return encodeURIComponent(
    await sealData(
      { ...data, accessTokenExpiresAt: Math.floor(Date.now() / 1000) - 60 },
      { password: password() },
    ),
  );
};

const get = (path: string, cookie: string) =>
  fetch(`${inject('nginxUrl')}${path}`, {
    // nginx passes the visitor's host on; here the public host is SITE_URL's, as in production
    // (docs/decisions/0034), though the test reaches nginx on a port of its own.
    headers: { ...BALANCED, cookie: `${SESSION_COOKIE}=${cookie}` },
    redirect: 'manual',
  });

export function behindNginxTests() {
  describe('behind nginx with its default buffers', () => {
    afterAll(() => {
      // Whatever the cases above did: nginx never said an instance's headers were too big.
      expect(errorLogOf(inject('nginxPrefix'))).not.toMatch(/too big header/);
    });

    it('a teacher screen with an expired access token answers 200 with one Set-Cookie, on both instances', async () => {
      const cookie = await signInOverHttp(PUBLIC, 'laerer@example.dk', 'Laerer123!');
      // nginx takes turns between A and B: four requests reach each at least once.
      for (let i = 0; i < 4; i++) {
        const response = await get('/min-profil/min-oversigt/', await withExpiredAccessToken(cookie));
        await response.text();
        expect(response.status).toBe(200);
        expect(response.headers.get('x-session-ended')).toBeNull();
        const cookies = response.headers.getSetCookie();
        expect(cookies).toHaveLength(1);
        expect(cookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=`));
      }
      expect(errorLogOf(inject('nginxPrefix'))).not.toMatch(/too big header|no live upstreams/);
    });

    it("a signed-in visitor's second view of a public page is an nginx cache hit, and nothing kept sets a cookie", async () => {
      const cookie = await signInOverHttp(PUBLIC, 'laerer@example.dk', 'Laerer123!');
      const statuses: (string | null)[] = [];
      for (let i = 0; i < 2; i++) {
        const response = await get('/arrangementer/', cookie);
        await response.text();
        expect(response.status).toBe(200);
        expect(response.headers.getSetCookie()).toEqual([]);
        statuses.push(response.headers.get('x-cache-status'));
      }
      expect(statuses[1]).toBe('HIT');
      // The screens above answered with Set-Cookie through the same nginx: none of them was kept.
      expect(keptFiles(inject('nginxPrefix'))).toBeGreaterThan(0);
      expect(keptWithSetCookie(inject('nginxPrefix'))).toBe(0);
    });
  });
}
