import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { pageNonce } from '@/lib/client/analytics';
import { afterConsentPlatform } from '@/lib/client/consent';
import { headerScriptProps, headerScriptsAllowedOn, isHeaderScript } from '@/lib/header-scripts';
import { mayRunThirdParty, type ViewerState } from '@/lib/client/viewer-state';
import type { HeaderScript } from '@/server/loaders/scripts';

/** Once per document: a script, once run, stays for every later page of it. */
let added = false;

/**
 * One header script as an element, from the same props the server once rendered (headerScriptProps: the
 * editor's own attributes and this page's nonce, nothing else). A script with a source runs in order with the
 * others unless the editor asked for async or defer, as it would have in the served HTML.
 */
export function headerScriptElement(script: HeaderScript, nonce: string | undefined): HTMLScriptElement {
  const { async, defer, noModule, crossOrigin, referrerPolicy, ...rest } = headerScriptProps(script, nonce);
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(rest)) {
    if (typeof value === 'string' && name !== 'src' && name !== 'nonce') element.setAttribute(name, value);
  }
  if (defer) element.defer = true;
  if (noModule) element.noModule = true;
  if (crossOrigin) element.crossOrigin = crossOrigin;
  if (referrerPolicy) element.referrerPolicy = referrerPolicy;
  if (rest.nonce) element.nonce = rest.nonce;
  if (rest.src) {
    element.async = Boolean(async);
    element.src = rest.src;
  } else {
    element.text = script.code;
  }
  return element;
}

/**
 * The CMS's header scripts (SPEC section 3, "Dynamic header script"), added to <head> by the browser once it
 * knows the viewer is not an administrator (docs/decisions/0014: an editor's script must never run with an
 * administrator's rights), never in the admin area. The served HTML is the same for everyone (decision 0004),
 * so it cannot carry them as elements: they travel in the page's props.
 */
export function HeaderScripts({ scripts, viewer }: { scripts: unknown; viewer: ViewerState }) {
  const router = useRouter();
  const allowed = mayRunThirdParty(viewer) && headerScriptsAllowedOn(router.pathname);
  useEffect(() => {
    if (added || !allowed || !Array.isArray(scripts)) return;
    added = true;
    const nonce = pageNonce();
    // After the consent platform has run, so its blocking sees them (docs/decisions/0028).
    afterConsentPlatform(() => {
      for (const script of scripts.filter(isHeaderScript))
        document.head.appendChild(headerScriptElement(script, nonce));
    });
  }, [allowed, scripts]);
  return null;
}
