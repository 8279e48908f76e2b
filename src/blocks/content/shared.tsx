import { AppLink } from '@/components/AppLink/AppLink';
import type { ReactNode } from 'react';
import type { Link } from '@/cms/vocabulary';

/**
 * What the content blocks share: small helpers and the CMS link as an anchor. Their Content was validated
 * on the server (src/cms/blocks, applied in src/server/content/prepare-page.ts) before it reached them.
 */

export { nonEmpty } from '../fields';

/** An anchor id fit for `id`: no whitespace (an id with a space could not be linked to). */
export const anchorIdOf = (value: string | undefined): string | undefined => {
  const id = value?.trim();
  return id && !/\s/.test(id) ? id : undefined;
};

const SAFE_URL = /^(https?:|mailto:|tel:)/i;
const isSafeUrl = (url: string) =>
  SAFE_URL.test(url) || url.startsWith('#') || (url.startsWith('/') && !url.startsWith('//'));

/**
 * A CMS Link (docs/cms.md "Links"). Internal links go through next/link (client-side navigation); a link is
 * external when its Url does not start with '/'. A new window gets rel="noopener noreferrer" and says so to
 * screen readers; NoFollow adds rel="nofollow"; Download adds `download`. An unsafe Url renders as plain text.
 */
export function CmsLink({
  link,
  className,
  children,
}: {
  link: Link;
  className?: string;
  children?: ReactNode;
}) {
  const url = link.Url.trim();
  const label = children ?? (link.Text.trim() || 'Læs mere');
  if (!isSafeUrl(url)) return <span>{label}</span>;
  const external = !url.startsWith('/');
  const newWindow = link.NewWindow || link.Target === '_blank';
  const rel = [
    link.NoFollow ? 'nofollow' : null,
    newWindow ? 'noopener' : null,
    newWindow && external ? 'noreferrer' : null,
  ]
    .filter(Boolean)
    .join(' ');
  if (!external && !newWindow && !link.Download) {
    return (
      <AppLink href={url} className={className} rel={rel || undefined}>
        {label}
      </AppLink>
    );
  }
  return (
    <a
      href={url}
      className={className}
      target={newWindow ? '_blank' : undefined}
      rel={rel || undefined}
      download={link.Download || undefined}
    >
      {label}
      {newWindow ? <span className="visually-hidden"> (åbner i et nyt vindue)</span> : null}
    </a>
  );
}
