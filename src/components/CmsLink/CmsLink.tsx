import type { ReactNode } from 'react';
import { AppLink } from '@/components/AppLink/AppLink';
import { cmsAnchor, type CmsLinkFields } from '@/lib/cms-link';
import { NEW_WINDOW_NOTE } from '@/lib/new-window';

/**
 * A CMS Link as an anchor, wherever the CMS hands one over (blocks, footer, quick links, grants). A page of the
 * site opens through the app's router; anything else is a plain anchor, and a new window says so to screen
 * readers in the site's one wording (NEW_WINDOW_NOTE). A URL that is not safe to follow (src/lib/cms-link.ts) renders as plain text.
 */
export function CmsLink({
  link,
  className,
  children,
}: {
  link: CmsLinkFields;
  className?: string;
  /** The visible content; the link's Text (or 'Læs mere') when absent. */
  children?: ReactNode;
}) {
  const label = children ?? (link.Text.trim() || 'Læs mere');
  const anchor = cmsAnchor(link);
  // Without its class: text styled as a button would promise a link that is not there.
  if (!anchor) return <span>{label}</span>;
  if (anchor.inApp) {
    return (
      <AppLink href={anchor.href} className={className} rel={anchor.rel}>
        {label}
      </AppLink>
    );
  }
  return (
    <a
      href={anchor.href}
      className={className}
      target={anchor.newWindow ? '_blank' : undefined}
      rel={anchor.rel}
      download={anchor.download || undefined}
    >
      {label}
      {anchor.newWindow ? <span className="visually-hidden"> ({NEW_WINDOW_NOTE})</span> : null}
    </a>
  );
}
