import { describe, expect, it } from 'vitest';
import { LOCAL_PREVIEW_SECRET, previewLink } from '../../scripts/local-env.mjs';
import { BALANCED, PORTS } from './global-setup';

/**
 * Editors' preview on two instances of one build (docs/decisions/0031): the cookies are all the state, so a
 * preview entered on instance A holds on instance B (Next's draft-mode cookie carries the build's preview id,
 * ours an end time signed with the shared PREVIEW_SECRET). Called from many-instances.test.ts.
 */
const A = `http://127.0.0.1:${PORTS.a}`;
const B = `http://127.0.0.1:${PORTS.b}`;
const MOCK = `http://localhost:${PORTS.mock}`;
const DRAFT = 'Vindere i kladde på to servere';

export function previewTests() {
  describe('preview behind a load balancer', () => {
    it('a preview entered on instance A shows the draft on instance B, and nobody else sees it', async () => {
      const put = await fetch(`${MOCK}/__mock/cms/page?path=/vindere/&draft=1`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Name: DRAFT, ContentType: 'contentPage', Blocks: [] }),
      });
      expect(put.ok).toBe(true);
      const entered = await fetch(previewLink(A, LOCAL_PREVIEW_SECRET, '/vindere/'), { redirect: 'manual' });
      expect(entered.status).toBe(307);
      const cookie = entered.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      for (const base of [A, B]) {
        // As the load balancer sends them: with the public host (docs/decisions/0034).
        const html = await (await fetch(`${base}/vindere/`, { headers: { ...BALANCED, cookie } })).text();
        expect(html, base).toContain(DRAFT);
        expect(await (await fetch(`${base}/vindere/`, { headers: BALANCED })).text(), base).not.toContain(
          DRAFT,
        );
      }
    });
  });
}
