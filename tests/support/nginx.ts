import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Debian's nginx with deploy/nginx.conf, as the current user (the many-instances tier and the chaos bench): the
 * file is used as it is, buffers and all, with only its listen port and its upstream lines replaced. Its prefix
 * (pid, logs, temp dirs, cache) is a fresh temp folder, so nothing under /var or /etc is touched.
 */
export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  prefix: string;
  process: ChildProcess;
  /** nginx's error.log so far. */
  errorLog: () => string;
  /** Files in proxy_cache whose kept headers hold a Set-Cookie (target: none). */
  keptWithSetCookie: () => number;
  stop: () => Promise<void>;
}

/** deploy/nginx.conf with `listen` on `port` and one `server` line per instance port. */
export function nginxConf(port: number, instancePorts: number[]): string {
  const conf = readFileSync(resolve('deploy/nginx.conf'), 'utf8');
  const servers = /^(\s*)server 127\.0\.0\.1:\d+ [^\n]*\n/gm;
  const first = servers.exec(conf);
  if (!first) throw new Error('deploy/nginx.conf: no upstream server line');
  const [line, indent] = first;
  const options = line.trim().replace(/^server \S+ ?/, '');
  const replaced = conf
    .replace(servers, '')
    .replace(/upstream fonden_site \{\n/, (open) =>
      [open, ...instancePorts.map((p) => `${indent}server 127.0.0.1:${p} ${options}\n`)].join(''),
    )
    .replace(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${port};`);
  if (!replaced.includes(`listen 127.0.0.1:${port};`)) throw new Error('deploy/nginx.conf: no listen line');
  return replaced;
}

function cacheFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? cacheFiles(path) : [path];
  });
}

/** nginx's error.log in `prefix` so far. */
export const errorLogOf = (prefix: string) =>
  existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';

/** Files in the proxy_cache under `prefix` whose kept headers hold a Set-Cookie. */
export const keptWithSetCookie = (prefix: string) =>
  cacheFiles(join(prefix, 'cache')).filter((file) => {
    // A kept file: nginx's own header, the key, then the upstream's status line and headers, then the body.
    const head = readFileSync(file).subarray(0, 16_384).toString('latin1');
    return /\r\nset-cookie:/i.test(head.split('\r\n\r\n')[0] ?? '');
  }).length;

/** Kept files in the proxy_cache under `prefix`. */
export const keptFiles = (prefix: string) => cacheFiles(join(prefix, 'cache')).length;

export async function startNginx(port: number, instancePorts: number[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'fonden-nginx-'));
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, nginxConf(port, instancePorts));
  // -e: the log nginx writes before it has read the file, in the prefix too (not /var/log/nginx). Started by
  // root, nginx would hand its workers to `nobody`, who cannot enter the temp folder: they stay this user.
  const asUser = process.getuid?.() === 0 ? ` user ${userInfo().username};` : '';
  const child = spawn(
    NGINX_BIN,
    ['-p', prefix, '-c', confPath, '-e', 'error.log', '-g', `daemon off;${asUser}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      // Any answer means nginx listens (the instances may still be starting).
      await fetch(`${url}/api/metrics`);
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not listen on ${port}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    prefix,
    process: child,
    errorLog: () => errorLogOf(prefix),
    keptWithSetCookie: () => keptWithSetCookie(prefix),
    stop: () =>
      new Promise((done) => {
        const gone = () => {
          rmSync(prefix, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return gone();
        child.once('exit', gone);
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
