import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext, NextApiHandler } from 'next';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { it } from './fixtures';
import { PRIVATE_PAGE } from '@/server/cache-headers';
import { env } from '@/server/env';
import { contentPageProps, plainPageProps } from '@/server/loaders/navigation';
import { loadContentPage, pageCacheStats } from '@/server/loaders/page';
import { readWholeContentIndex } from '@/server/loaders/sitemap';
import {
  DRAFT_MODE_COOKIE,
  PREVIEW_MAX_AGE_SECONDS,
  previewCookieName,
  previewUntilValid,
  signPreviewUntil,
} from '@/server/preview/cookies';
import { enterPreview, exitPreview } from '@/server/preview/routes';
import { clearRenderedPages, lookupRenderedPage } from '@/server/rendered-pages';
import { purgeHere } from '@/server/revalidation';
import { createUpstream } from '@/server/upstream';
import { MOCK } from './harness';

/**
 * Editors' preview (docs/decisions/0031): the preview link's refusals and cookies through Next's own API
 * resolver (the real `res.setDraftMode`), and what a page in preview reads and leaves behind, against the
 * stand-in: drafts shown, every published cache untouched, nothing of a draft in any copy kept for others.
 */

const PREVIEW_MODE_ID = 'a'.repeat(32);
const SECRET = env().PREVIEW_SECRET!;

/** One API route behind Next's resolver, as `next start` serves it. */
async function serve(handler: NextApiHandler): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    void apiResolver(
      req,
      res,
      query,
      { default: handler },
      {
        previewModeId: PREVIEW_MODE_ID,
        previewModeEncryptionKey: 'b'.repeat(32),
        previewModeSigningKey: 'c'.repeat(32),
        dev: false,
      },
      false,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let enter: Awaited<ReturnType<typeof serve>>;
let exit: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  enter = await serve(enterPreview);
  exit = await serve(exitPreview);
});
afterAll(async () => {
  await enter.close();
  await exit.close();
});

const open = (query: Record<string, string | undefined>) =>
  fetch(`${enter.url}/api/preview?${new URLSearchParams(query as Record<string, string>)}`, {
    redirect: 'manual',
  });

describe('the preview link', () => {
  it('refuses a wrong or missing secret with 401 and sets no cookie', async () => {
    for (const query of [
      { secret: 'forkert', path: '/' },
      { secret: `${SECRET}x`, path: '/' },
      { secret: SECRET.slice(0, -1), path: '/' },
      { path: '/' },
    ]) {
      const response = await open(query);
      expect(response.status, JSON.stringify(query)).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toEqual({ error: 'Linket til forhåndsvisning er ikke gyldigt.' });
    }
  });

  it('refuses foreign, protocol-relative and non-page paths with 400 and sets no cookie', async () => {
    for (const path of [
      '//evil.example',
      '//evil.example/nyheder/',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'nyheder/',
      '',
      '/nyheder/\u0000',
      '/nyheder/\n//evil.example',
      '/api/revalidate',
      '/_next/data/x.json',
      `/${'a'.repeat(2100)}`,
    ]) {
      const response = await open({ secret: SECRET, path });
      expect(response.status, JSON.stringify(path)).toBe(400);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('turns on draft mode for at most an hour and sends the editor to the path', async () => {
    const response = await open({ secret: SECRET, path: '/nyheder/?side=2' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/nyheder/?side=2');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookies = response.headers.getSetCookie();
    const bypass = cookies.find((cookie) => cookie.startsWith(`${DRAFT_MODE_COOKIE}=${PREVIEW_MODE_ID}`));
    expect(bypass).toMatch(/HttpOnly/);
    expect(bypass).toMatch(/SameSite=Lax/);
    expect(bypass).toContain(`Max-Age=${PREVIEW_MAX_AGE_SECONDS}`);
    const until = cookies.find((cookie) => cookie.startsWith(`${previewCookieName()}=`));
    expect(until).toContain(`Max-Age=${PREVIEW_MAX_AGE_SECONDS}`);
    expect(until).toMatch(/HttpOnly; SameSite=Lax/);
    const value = /=([^;]+)/.exec(until ?? '')?.[1];
    expect(previewUntilValid(value, SECRET)).toBe(true);
  });

  it('leaves preview with both cookies expired, back to the path or to the front page', async () => {
    const back = await fetch(`${exit.url}/api/preview/exit?path=/nyheder/`, { redirect: 'manual' });
    expect(back.status).toBe(307);
    expect(back.headers.get('location')).toBe('/nyheder/');
    const cookies = back.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith(`${DRAFT_MODE_COOKIE}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookies.find((c) => c.startsWith(`${previewCookieName()}=;`))).toMatch(/Max-Age=0/);
    const foreign = await fetch(`${exit.url}/api/preview/exit?path=//evil.example`, { redirect: 'manual' });
    expect(foreign.headers.get('location')).toBe('/');
  });
});

describe('the preview end time', () => {
  const now = Date.now();
  const inSeconds = (seconds: number) => Math.floor(now / 1000) + seconds;

  it('holds for an hour and not a second longer, with this secret only', () => {
    const value = signPreviewUntil(SECRET, inSeconds(PREVIEW_MAX_AGE_SECONDS));
    expect(previewUntilValid(value, SECRET, now)).toBe(true);
    expect(previewUntilValid(value, SECRET, now + (PREVIEW_MAX_AGE_SECONDS - 1) * 1000)).toBe(true);
    expect(previewUntilValid(value, SECRET, now + PREVIEW_MAX_AGE_SECONDS * 1000)).toBe(false);
    expect(previewUntilValid(value, 'another-secret-of-at-least-32-chars!', now)).toBe(false);
    expect(previewUntilValid(value, undefined, now)).toBe(false);
  });

  it('refuses an end further away than an hour, and a changed time under the old signature', () => {
    expect(previewUntilValid(signPreviewUntil(SECRET, inSeconds(2 * 3600)), SECRET, now)).toBe(false);
    const [, signature] = signPreviewUntil(SECRET, inSeconds(60)).split('.');
    expect(previewUntilValid(`${inSeconds(3000)}.${signature}`, SECRET, now)).toBe(false);
    expect(previewUntilValid('', SECRET, now)).toBe(false);
    expect(previewUntilValid('1.2', SECRET, now)).toBe(false);
  });
});

/** A page request as Next hands it to getServerSideProps, with a response that keeps what it is sent. */
function pageRequest(path: string, preview: { draftMode: boolean; until?: string } | null) {
  const headers = new Map<string, string | string[]>();
  const sent: { body?: unknown } = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string | string[]) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    headersSent: false,
    end: (body?: unknown) => {
      sent.body = body;
      return res;
    },
  };
  const cookies: Record<string, string> = preview?.until ? { [previewCookieName()]: preview.until } : {};
  // The proxy's policy with its nonce: the page repeats it, and the rendered-page cache needs one.
  const requestHeaders = { 'content-security-policy': "script-src 'nonce-abcdefghijklmnopqrstuv'" };
  const context = {
    req: { url: path, method: 'GET', headers: requestHeaders, cookies },
    res,
    query: {},
    resolvedUrl: path,
    draftMode: preview?.draftMode ?? false,
  } as unknown as GetServerSidePropsContext;
  return { context, headers, res: res as unknown as ServerResponse, sent };
}

const validUntil = () => signPreviewUntil(SECRET, Math.floor(Date.now() / 1000) + 600);
const EXISTING = '/vindere/';
const NEW_PAGE = '/kladde-ny-side/';
const MARK = 'Kladdemarkør-31';

/** Renders the page's props, then "sends" an HTML body carrying whatever the props hold, as Next would. */
async function render(path: string, preview: { draftMode: boolean; until?: string } | null) {
  const { context, headers, res, sent } = pageRequest(path, preview);
  const result = await contentPageProps(context, path, { rememberForAnonymous: true });
  const props = 'props' in result ? await result.props : null;
  const html = `<html><script nonce="abcdefghijklmnopqrstuv"></script>${JSON.stringify(props)}</html>`;
  res.end(html);
  return { result, props, headers, html, sent };
}

const putDraft = (path: string, name: string, type = 'contentPage') =>
  fetch(`${MOCK}/__mock/cms/page?path=${path}&draft=1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Name: name, ContentType: type, Blocks: [] }),
  });
describe('a page in preview', () => {
  beforeEach(() => {
    purgeHere({ all: true });
    clearRenderedPages();
  });

  it('shows the draft, privately and uncached; a visitor meanwhile gets the published page', async () => {
    await putDraft(EXISTING, `Vindere ${MARK}`);
    const visitorFirst = await render(EXISTING, null);
    expect(visitorFirst.html).not.toContain(MARK);
    expect(lookupRenderedPage(EXISTING)?.html).toBeTruthy();
    const stats = pageCacheStats();

    const editor = await render(EXISTING, { draftMode: true, until: validUntil() });
    expect(editor.props?.page.Name).toBe(`Vindere ${MARK}`);
    expect(editor.props?.preview).toBe(true);
    expect(editor.headers.get('cache-control')).toBe('private, no-store');
    expect(editor.headers.get('set-cookie')).toBeUndefined();

    // Nothing of the draft in any copy kept for others, and the published copies as they were.
    expect(pageCacheStats()).toEqual(stats);
    expect(lookupRenderedPage(EXISTING)?.html).not.toContain(MARK);
    const page = await loadContentPage(createUpstream(), EXISTING);
    expect(page.kind === 'page' && page.page.Name).not.toContain(MARK);
    const visitorAfter = await render(EXISTING, null);
    expect(visitorAfter.html).not.toContain(MARK);
    expect(visitorAfter.props?.preview).toBe(false);
    expect(visitorAfter.headers.get('cache-control')).toMatch(/^public, /);
  });

  it('never fills the page cache or the rendered pages, even for a path nobody viewed before', async ({
    upstreamCalls,
  }) => {
    await putDraft(EXISTING, `Vindere ${MARK}`);
    const editor = await render(EXISTING, { draftMode: true, until: validUntil() });
    expect(editor.html).toContain(MARK);
    expect(lookupRenderedPage(EXISTING)).toBeNull();
    expect(pageCacheStats().entries).toBe(0);
    await upstreamCalls.clear();
    // The visitor's view is fetched from the CMS's published answer, not served from the editor's render.
    const visitor = await render(EXISTING, null);
    expect(visitor.html).not.toContain(MARK);
    expect(Object.keys(await upstreamCalls.paths()).some((path) => path.includes('/vindere/'))).toBe(true);
  });

  it('shows a new page that has only a draft, which stays unknown to everyone else', async () => {
    await putDraft(NEW_PAGE, `Ny side ${MARK}`, 'article');
    const editor = await render(NEW_PAGE, { draftMode: true, until: validUntil() });
    expect(editor.props?.page.Name).toBe(`Ny side ${MARK}`);
    const visitor = await render(NEW_PAGE, null);
    expect(visitor.result).toEqual({ notFound: true });
    expect(lookupRenderedPage(NEW_PAGE)).toBeNull();
    // Not in the sitemap (read from the search index), which a preview does not touch.
    const sitemap = await readWholeContentIndex();
    expect(sitemap.map((entry) => entry.url)).not.toContain(NEW_PAGE);
    // The news list in preview carries the draft article; the published news page does not.
    const news = await render('/nyheder/', { draftMode: true, until: validUntil() });
    expect(news.html).toContain(MARK);
    expect((await render('/nyheder/', null)).html).not.toContain(MARK);
  });

  it('ends an expired or forged preview: the published page, both cookies removed, nothing kept', async () => {
    await putDraft(EXISTING, `Vindere ${MARK}`);
    const expired = signPreviewUntil(SECRET, Math.floor(Date.now() / 1000) - 1);
    for (const until of [expired, undefined, `${validUntil().split('.')[0]}.${'A'.repeat(43)}`]) {
      const page = await render(EXISTING, { draftMode: true, until });
      expect(page.html).not.toContain(MARK);
      expect(page.props?.preview).toBe(false);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      const cleared = [page.headers.get('set-cookie')].flat().join('\n');
      expect(cleared).toContain(`${DRAFT_MODE_COOKIE}=;`);
      expect(cleared).toContain(`${previewCookieName()}=;`);
      expect(lookupRenderedPage(EXISTING)).toBeNull();
    }
  });

  it('marks the pages without a CMS page of their own as preview, private and unstored', async () => {
    const { context, headers } = pageRequest('/login/', { draftMode: true, until: validUntil() });
    const result = await plainPageProps(context);
    expect('props' in result && (await result.props).preview).toBe(true);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const visitor = pageRequest('/login/', null);
    await plainPageProps(visitor.context);
    expect(visitor.headers.get('cache-control')).toBe(PRIVATE_PAGE);
  });
});
