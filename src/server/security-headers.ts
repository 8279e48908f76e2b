import { resolveTracking, type Tracking } from '@/lib/tracking';
import { searchOrigins, trackerOrigins, VIDEO_FRAME_ORIGIN } from '@/lib/csp-origins';
import { boundedMemo } from '@/lib/memo';
import { publicConfig, type ServerEnv } from './env';

/**
 * The per-response security headers of every page (docs/decisions/0014): a Content-Security-Policy built around
 * a fresh nonce, Cross-Origin-Opener-Policy, and Strict-Transport-Security on an https site. Pure: the proxy,
 * the page loaders and the rendered-page cache all build the policy here, from the same inputs.
 */
export interface PolicyInputs {
  siteUrl: string;
  /** The identity provider: login and logout are form posts that the site redirects there. */
  authIssuer: string;
  imageCdnUrl: string;
  search: { appId: string; host: string | null };
  tracking: Tracking;
  /** `next dev`: hot reloading needs eval and a websocket. Never true in a production build. */
  dev: boolean;
}

const originOf = (url: string) => new URL(url).origin;

/** Nonces are base64 (what Next's own reader accepts: `'nonce-[A-Za-z0-9+/_-]+={0,2}'`). */
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/** Where the nonce goes in a kept policy: no input can hold it (they are URLs, ids and flags). */
const NONCE_MARK = '\u0000nonce\u0000';
/** The policy around its nonce, per set of inputs: they are the deployment's, the same for nearly every page. */
const policies = boundedMemo<string[]>(64);

/** The Content-Security-Policy for one response with this nonce. */
export function contentSecurityPolicy(nonce: string, inputs: PolicyInputs): string {
  if (!NONCE.test(nonce)) throw new Error('a CSP nonce must be base64');
  return policies(JSON.stringify(inputs), () => policyAround(NONCE_MARK, inputs).split(NONCE_MARK)).join(
    nonce,
  );
}

function policyAround(nonce: string, inputs: PolicyInputs): string {
  const unique = (sources: string[]) => [...new Set(sources)].join(' ');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Browsers that know 'strict-dynamic' ignore `https:` and 'unsafe-inline' once a nonce is present; older
    // ones fall back to them. Scripts a nonced script adds (Next's chunks, trackers) are trusted through it.
    [
      'script-src',
      [
        `'nonce-${nonce}'`,
        "'strict-dynamic'",
        'https:',
        "'unsafe-inline'",
        ...(inputs.dev ? ["'unsafe-eval'"] : []),
      ],
    ],
    // Style attributes are rendered on the server (block themes) and third-party scripts insert style
    // elements without a nonce; CSS cannot run script, and img-src/font-src/connect-src bound where it can send.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', originOf(inputs.imageCdnUrl), ...trackerOrigins(inputs.tracking, 'img')]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        ...searchOrigins(inputs.search),
        ...trackerOrigins(inputs.tracking, 'connect'),
        ...(inputs.dev ? ['ws:'] : []),
      ],
    ],
    ['frame-src', [VIDEO_FRAME_ORIGIN, ...trackerOrigins(inputs.tracking, 'frame')]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'", originOf(inputs.authIssuer)]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources)}`).join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaders {
  'content-security-policy': string;
  'cross-origin-opener-policy': string;
  'strict-transport-security'?: string;
}

const schemes = boundedMemo<boolean>(8);
const isHttps = (url: string) => schemes(url, () => new URL(url).protocol === 'https:');

/** Every security header a page response carries (the static ones are in next.config.mjs). */
export function securityHeaders(nonce: string, inputs: PolicyInputs): SecurityHeaders {
  return {
    'content-security-policy': contentSecurityPolicy(nonce, inputs),
    'cross-origin-opener-policy': 'same-origin',
    ...(isHttps(inputs.siteUrl) ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** Sets `security` on `headers` (a response's, or a request's for the policy alone). */
export function setSecurityHeaders(headers: Headers, security: SecurityHeaders): void {
  for (const [name, value] of Object.entries(security))
    if (typeof value === 'string') headers.set(name, value);
}

/**
 * The policy inputs of this deployment; `tracking` as the page resolved it (the CMS may switch trackers on), by
 * default the deployment's own trackers as a public page has them.
 */
export function policyInputs(e: ServerEnv, tracking?: Tracking): PolicyInputs {
  return {
    siteUrl: e.SITE_URL,
    authIssuer: e.AUTH_ISSUER,
    imageCdnUrl: e.IMAGE_CDN_URL,
    search: { appId: e.SEARCH_APP_ID, host: e.SEARCH_HOST ?? null },
    tracking: tracking ?? resolveTracking(publicConfig(e), null, { area: 'public', viewerIsAdmin: false }),
    // Inlined by the build: 'production' in every `next build`, 'development' only under `next dev`.
    dev: process.env.NODE_ENV === 'development',
  };
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce of a policy's script-src (as Next reads it), or null. */
export function nonceOf(policy: string | null | undefined): string | null {
  const scriptSrc = policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
  return /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(scriptSrc ?? '')?.[1] ?? null;
}
