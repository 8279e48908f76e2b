import { describe, expect, it } from 'vitest';
import { localEnv } from '../../scripts/local-env.mjs';
import { SESSION_COOKIE, signInOverHttp } from '../support/http-sign-in';
import { BALANCED, PORTS } from './global-setup';

/**
 * Public pages on two instances sharing Redis (tests/multi/global-setup.ts): one HTML for everyone, kept in the
 * rendered-page cache whoever asks, and purged on every instance when the CMS publishes (docs/decisions/0025).
 * The stand-in CMS calls instance A's webhook, as it would the site's one public address. Called first from
 * many-instances.test.ts, before its tests stop Redis and instance B.
 */
const A = `http://127.0.0.1:${PORTS.a}`;
const B = `http://127.0.0.1:${PORTS.b}`;
const PUBLIC = `http://localhost:${PORTS.a}`;
const MOCK = `http://localhost:${PORTS.mock}`;
const SECRET = localEnv({ port: PORTS.a, mockPort: PORTS.mock }).REVALIDATE_SECRET!;

const page = (base: string, path: string, cookie?: string) =>
  fetch(`${base}${path}`, {
    headers: { ...BALANCED, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
  });

const isHit = async (base: string, path: string) => {
  const response = await page(base, path);
  await response.body?.cancel();
  return response.headers.get('x-page-cache') === 'hit';
};

/** Views the page on both instances until each answers from its rendered-page cache. */
const warm = async (path: string) => {
  for (const base of [A, B]) {
    await (await page(base, path)).text();
    expect(await isHit(base, path), base).toBe(true);
  }
};

const revalidate = (body: string, headers: Record<string, string> = {}, base = A) =>
  fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/** The editor's change, through the stand-in's control API; it calls the site's webhook before it answers. */
const publish = async (path: string, name: string) => {
  const response = await fetch(`${MOCK}/__mock/cms/page?path=${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Name: name,
      ContentType: 'contentPage',
      Blocks: [
        {
          ContentType: 'richTextBlock',
          Content: { Headline: name, Text: `<p>${name}</p>`, UpdatedDate: '2026-01-01T10:00:00.000Z' },
        },
      ],
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { revalidated: number | null };
};

const title = (html: string) => /<title[^>]*>([^<]*)</.exec(html)?.[1] ?? '';

export function freshOnPublishTests() {
  describe('one HTML for everyone on public pages', () => {
    it("a signed-in visitor's second view is a cache hit, shareable, without their name or e-mail", async () => {
      const cookie = await signInOverHttp(PUBLIC, 'laerer@example.dk', 'Laerer123!');
      const session = (await (
        await fetch(`${A}/api/trpc/session.get`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })
      ).json()) as { result: { data: { loggedIn: boolean; name: string; email: string } } };
      const { name, email } = session.result.data;
      expect(session.result.data.loggedIn).toBe(true);
      expect(name.length).toBeGreaterThan(3);

      const first = await page(A, '/vindere/', cookie);
      const firstHtml = await first.text();
      expect(first.status).toBe(200);
      expect(first.headers.getSetCookie()).toEqual([]);
      const second = await page(A, '/vindere/', cookie);
      const html = await second.text();
      expect(second.headers.get('x-page-cache')).toBe('hit');
      expect(second.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(second.headers.get('vary') ?? '').not.toMatch(/cookie/i);
      expect(second.headers.getSetCookie()).toEqual([]);
      for (const text of [firstHtml, html]) {
        expect(text).not.toContain(name);
        expect(text).not.toContain(email);
        expect(text).not.toContain(cookie.slice(0, 40));
      }
      // The very copy an anonymous visitor gets (apart from each answer's nonce).
      const anonymous = await page(A, '/vindere/');
      expect(anonymous.headers.get('x-page-cache')).toBe('hit');
      const nonce = (r: Response) =>
        /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
      expect((await anonymous.text()).replaceAll(nonce(anonymous)!, 'N')).toBe(
        html.replaceAll(nonce(second)!, 'N'),
      );
    });
  });

  describe('POST /api/revalidate', () => {
    it('refuses a missing or wrong secret (401) and an oversized body (413), and purges nothing then', async () => {
      await warm('/nyheder/');
      const body = JSON.stringify({ all: true });
      expect((await revalidate(body)).status).toBe(401);
      const wrong = await revalidate(body, { 'x-revalidate-secret': `${SECRET.slice(0, -1)}x` });
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as { error: string }).error).toMatch(/nøgle/);
      const huge = JSON.stringify({
        paths: Array.from({ length: 400 }, (_, i) => `/${'x'.repeat(200)}-${i}/`),
      });
      const oversized = await revalidate(huge, { 'x-revalidate-secret': SECRET });
      expect(oversized.status).toBe(413);
      const invalid = await revalidate(JSON.stringify({ paths: ['nyheder'] }), {
        'x-revalidate-secret': SECRET,
      });
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as { error: string }).error).toMatch(/Ugyldigt indhold/);
      expect(await isHit(A, '/nyheder/')).toBe(true);
      expect(await isHit(B, '/nyheder/')).toBe(true);
    });

    it('purges the named paths, and everything, on both instances through Redis', async () => {
      await warm('/nyheder/');
      const named = await revalidate(JSON.stringify({ paths: ['/nyheder/'] }), {
        'x-revalidate-secret': SECRET,
      });
      expect(named.status).toBe(200);
      expect(await named.json()).toEqual({ purged: ['/nyheder/'] });
      // B heard it over Redis: its next view renders again.
      await expect.poll(() => isHit(B, '/nyheder/'), { timeout: 1000, interval: 20 }).toBe(false);
      expect(await isHit(A, '/nyheder/')).toBe(false);

      await warm('/vindere/');
      const all = await revalidate(JSON.stringify({ all: true }), { 'x-revalidate-secret': SECRET }, B);
      expect(all.status).toBe(200);
      await expect.poll(() => isHit(A, '/vindere/'), { timeout: 1000, interval: 20 }).toBe(false);
      expect(await isHit(B, '/vindere/')).toBe(false);
    });

    it("shows an editor's change on both instances within 1 s of the webhook", async () => {
      const path = '/fersk-ved-udgivelse/';
      await publish(path, 'Første udgave');
      await warm(path);
      const started = performance.now();
      const { revalidated } = await publish(path, 'Anden udgave');
      const webhookDone = performance.now();
      expect(revalidated).toBe(200);
      const seen: Record<string, number> = {};
      await Promise.all(
        [A, B].map(async (base) => {
          for (;;) {
            if (title(await (await page(base, path)).text()).startsWith('Anden udgave')) {
              seen[base] = performance.now() - webhookDone;
              return;
            }
            if (performance.now() - webhookDone > 5000) return;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        }),
      );
      console.info(
        `fresh on publish: upsert + webhook ${Math.round(webhookDone - started)} ms; new content seen after the webhook on A ${Math.round(seen[A] ?? NaN)} ms, on B ${Math.round(seen[B] ?? NaN)} ms`,
      );
      expect(seen[A]).toBeLessThan(1000);
      expect(seen[B]).toBeLessThan(1000);
    });
  });
}
