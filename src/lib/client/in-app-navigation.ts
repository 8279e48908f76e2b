/**
 * The one rule for turning a click on a link into a navigation inside the app (no full page load): a plain
 * left click on a same-site path that is a page (not the server's `/api/`). With Cmd/Ctrl/Shift/Alt, a middle click, `target="_blank"` or `download`,
 * the browser does what it always does (a new tab, a download).
 */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function inAppHref(
  click: LinkClick,
  anchor: Pick<HTMLAnchorElement, 'getAttribute' | 'hasAttribute' | 'target'>,
): string | null {
  if (
    click.defaultPrevented ||
    click.button !== 0 ||
    click.metaKey ||
    click.ctrlKey ||
    click.shiftKey ||
    click.altKey
  )
    return null;
  const href = anchor.getAttribute('href');
  if (!href || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  // The server's own endpoints (sign-in, log-out, files) are no pages of the app: the browser goes there.
  if (href.startsWith('/api/')) return null;
  return href;
}
