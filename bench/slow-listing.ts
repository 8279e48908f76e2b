/**
 * A public page with one slow upstream (docs/decisions/0011, "A slow call costs only its own part"): the events
 * overview's first byte, from the production build and the stand-in,
 *  - on the normal path (the list in the HTML, the page kept for everyone);
 *  - with the search service held 5 s (both of the overview's searches): target ≤ 1,500 ms, the page's other
 *    blocks in the HTML and the list in its loading state, and the page not kept (`private, no-cache`);
 *  - for the next visitor once the held search has answered: the complete page, kept again.
 * Each view after a purge of the page (the publish webhook), so the page is prepared afresh.
 * Run: npm run bench -- slow-listing
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { localPublishHook } from '../scripts/local-env.mjs';
import { ensureBuild, startSite } from './lib/site-server';
import { mainOf } from './lib/html';

const SITE_PORT = 3720;
const MOCK_PORT = 4720;
const PATH = '/arrangementer/';
const HELD_MS = 5000;

const results: Record<string, number | string> = {};
const figure = (name: string, value: number, digits = 0) => {
  results[name] = Number(value.toFixed(digits));
  console.log(`${name} ${value.toFixed(digits)}`);
};

ensureBuild('.');
const site = await startSite({ port: SITE_PORT, mockPort: MOCK_PORT });
const hook = localPublishHook({ port: SITE_PORT });
const purge = () =>
  fetch(hook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': hook.secret },
    body: JSON.stringify({ paths: [PATH] }),
  });
const view = async () => {
  const started = performance.now();
  const response = await fetch(`${site.url}${PATH}`);
  const firstByte = performance.now() - started;
  const main = mainOf(await response.text());
  return {
    firstByte,
    main,
    kept: response.headers.get('cache-control')?.startsWith('public') ?? false,
    pending: main.includes('Henter arrangementer'),
  };
};

try {
  await view(); // warm: the first render of a fresh process compiles and fills the site-wide data
  await purge();
  const normal = await view();
  await purge();
  await fetch(`http://localhost:${MOCK_PORT}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service: 'search', delayMs: HELD_MS, times: 2 }),
  });
  const slow = await view();
  await new Promise((resolve) => setTimeout(resolve, HELD_MS));
  const after = await view();

  figure('public.slow_listing.first_byte_ms{search="normal"}', normal.firstByte);
  figure(`public.slow_listing.first_byte_ms{search="held ${HELD_MS} ms"}`, slow.firstByte);
  figure('public.slow_listing.first_byte_ms{search="answered, next visitor"}', after.firstByte);
  const others = slow.main.includes('Mød andre lærere, bliv inspireret');
  figure('public.slow_listing.other_blocks_in_html', others ? 1 : 0);
  figure('public.slow_listing.list_pending_in_html', slow.pending ? 1 : 0);
  figure('public.slow_listing.late_page_kept', slow.kept ? 1 : 0);
  figure('public.slow_listing.complete_after', !after.pending && after.kept ? 1 : 0);
  const pass =
    !normal.pending && normal.kept && slow.firstByte <= 1500 && others && slow.pending && !slow.kept;
  results['public.slow_listing.verdict'] = pass && !after.pending ? 'PASS' : 'FAIL';
  console.log(`public.slow_listing.verdict ${results['public.slow_listing.verdict']}`);
} finally {
  await site.stop();
}

await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/slow-listing.json',
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
