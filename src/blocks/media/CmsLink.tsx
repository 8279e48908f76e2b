import { AppLink } from '@/components/AppLink/AppLink';
import type { ReactNode } from 'react';
import type { Link } from '@/server/upstream/cms-schemas';

/** A CMS link: inside the site through the router, outside (or to a new window) as a plain safe anchor. */
export function CmsLink({
  link,
  className,
  children,
}: {
  link: Link;
  className?: string;
  children?: ReactNode;
}) {
  const label = children ?? link.Text;
  const newWindow = link.NewWindow || link.Target === '_blank';
  const internal = link.Url.startsWith('/') && !link.Url.startsWith('//');
  if (internal && !newWindow && !link.Download) {
    return (
      <AppLink href={link.Url} className={className} rel={link.NoFollow ? 'nofollow' : undefined}>
        {label}
      </AppLink>
    );
  }
  const rel = [newWindow ? 'noopener' : null, link.NoFollow ? 'nofollow' : null].filter(Boolean).join(' ');
  return (
    <a
      href={link.Url}
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
