/**
 * The one rule for turning a click on a link into a navigation inside the app (no full page load): a plain
 * left click on a same-site path. With Cmd/Ctrl/Shift/Alt, a middle click, `target="_blank"` or `download`,
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
  return href;
}
