import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { inAppHref } from '@/lib/client/in-app-navigation';

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/**
 * A link to a page of the site: a plain `<a href>` in the HTML (so it works before the scripts load and costs
 * the server nothing to render) that navigates inside the app on a plain click, like next/link without its
 * prefetching, which for server-rendered pages only fetches code every page already has.
 */
export function AppLink({ onClick, ...props }: AppLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const href = inAppHref(event, event.currentTarget);
    if (!href) return;
    event.preventDefault();
    void Router.push(href);
  };
  return <a {...props} onClick={follow} />;
}
