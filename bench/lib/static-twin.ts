import { createServer, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * A page's "static twin": the same served HTML and CSS with every script removed, served as a static file. Its
 * LCP is what the page's HTML, CSS and images alone allow, so the site's LCP over the twin's is what the scripts
 * (and the server) cost the first paint.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:preload|modulepreload)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<noscript\b[^>]*>([\s\S]*?)<\/noscript>/gi, '$1');
}

export interface TwinServer {
  url: string;
  /** Serves `html` (scripts stripped) at `/twin/<name>/` and answers with its address. */
  add: (name: string, html: string) => string;
  stop: () => Promise<void>;
}

/**
 * Serves the twins at /twin/<name>/ as static files (no cache headers beyond the site's own for its assets);
 * every other path (the site's CSS, fonts, icons) is fetched from the site once and kept, as a static host would.
 */
/** Text is sent gzipped, as the site sends it, so the twin's bytes on the wire match the site's. */
function send(res: ServerResponse, type: string, body: string | Buffer, cacheControl: string, gzip: boolean) {
  const text = /^(text\/|application\/(javascript|json))/.test(type);
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': cacheControl };
  if (text && gzip) headers['content-encoding'] = 'gzip';
  res.writeHead(200, headers);
  res.end(text && gzip ? gzipSync(body) : body);
}

export async function startTwinServer(port: number, siteUrl: string): Promise<TwinServer> {
  const twins = new Map<string, string>();
  const assets = new Map<string, { type: string; body: Buffer }>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const twin = /^\/twin\/([^/]+)\/$/.exec(path)?.[1];
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (twin && twins.has(twin)) {
        send(res, 'text/html; charset=utf-8', twins.get(twin)!, 'no-cache', gzip);
        return;
      }
      let asset = assets.get(path);
      if (!asset) {
        const answer = await fetch(`${siteUrl}${path}`);
        if (!answer.ok) {
          res.writeHead(answer.status).end();
          return;
        }
        asset = {
          type: answer.headers.get('content-type') ?? 'application/octet-stream',
          body: Buffer.from(await answer.arrayBuffer()),
        };
        assets.set(path, asset);
      }
      send(res, asset.type, asset.body, 'public, max-age=31536000, immutable', gzip);
    })().catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const url = `http://localhost:${port}`;
  return {
    url,
    add: (name, html) => {
      twins.set(name, stripScripts(html));
      return `${url}/twin/${name}/`;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
