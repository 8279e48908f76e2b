import type { ScriptHTMLAttributes } from 'react';
import type { HeaderScript } from '@/server/loaders/scripts';

/** The props of one CMS header script's element: its own attributes, and this response's nonce. */
export type HeaderScriptProps = ScriptHTMLAttributes<HTMLScriptElement> & {
  [data: `data-${string}`]: string;
};

const REFERRER_POLICIES = new Set([
  'no-referrer',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
]);
const isReferrerPolicy = (
  value: string,
): value is NonNullable<ScriptHTMLAttributes<HTMLScriptElement>['referrerPolicy']> =>
  REFERRER_POLICIES.has(value);

/**
 * The element's props: the nonce is the only thing added (docs/decisions/0014), so a consent manager's
 * `type="text/plain"` script stays inert until it lets it run, and `async`, `defer` and `data-*` mean what
 * the editor meant.
 */
export function headerScriptProps(script: HeaderScript, nonce: string | undefined): HeaderScriptProps {
  const props: HeaderScriptProps = {};
  if (script.id) props.id = script.id;
  if (script.src) props.src = script.src;
  for (const [name, value] of Object.entries(script.attributes)) {
    if (name.startsWith('data-')) props[name as `data-${string}`] = value;
    else if (name === 'type') props.type = value;
    else if (name === 'async') props.async = true;
    else if (name === 'defer') props.defer = true;
    else if (name === 'nomodule') props.noModule = true;
    else if (name === 'integrity') props.integrity = value;
    else if (name === 'crossorigin') props.crossOrigin = value === 'use-credentials' ? value : 'anonymous';
    else if (name === 'referrerpolicy' && isReferrerPolicy(value)) props.referrerPolicy = value;
  }
  if (nonce) props.nonce = nonce;
  return props;
}

/**
 * Header scripts never run in the admin area, whoever looks (SPEC section 1 read in docs/decisions/0014): an
 * editor's script must not act with an administrator's rights. `page` is Next's route (`/admin/…`).
 */
export const headerScriptsAllowedOn = (page: string) => page !== '/admin' && !page.startsWith('/admin/');

export function isHeaderScript(value: unknown): value is HeaderScript {
  if (!value || typeof value !== 'object') return false;
  const { id, src, code, attributes } = value as Record<string, unknown>;
  return (
    (id === null || typeof id === 'string') &&
    (src === null || typeof src === 'string') &&
    typeof code === 'string' &&
    typeof attributes === 'object' &&
    attributes !== null &&
    Object.values(attributes).every((attribute) => typeof attribute === 'string')
  );
}
