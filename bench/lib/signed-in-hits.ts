import { SESSION_COOKIE, signInOverHttp } from '../../tests/support/http-sign-in';

/**
 * A signed-in teacher reading public pages: the share of their views answered from the rendered-page cache
 * (`x-page-cache: hit`, docs/decisions/0004). Each page is viewed `rounds` times in turn; only a page's very
 * first view anywhere may need a render, so the rate reads (views - pages) / views when nothing else is amiss.
 */
export async function signedInHitRate(
  siteUrl: string,
  paths: readonly string[],
  rounds = 10,
): Promise<{ rate: number; views: number; hits: number }> {
  const cookie = await signInOverHttp(siteUrl, 'laerer@example.dk', 'Laerer123!');
  let hits = 0;
  let views = 0;
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const response = await fetch(`${siteUrl}${path}`, {
        headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
      });
      await response.text();
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status} for a signed-in teacher`);
      views += 1;
      if (response.headers.get('x-page-cache') === 'hit') hits += 1;
    }
  }
  return { rate: hits / views, views, hits };
}
