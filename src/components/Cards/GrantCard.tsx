import { AppLink } from '@/components/AppLink/AppLink';
import type { GrantCardData } from '@/cms/blocks/cards-data';
import { formatShortDate } from '@/lib/dates';
import { CardImage } from './CardImage';
import styles from './Cards.module.css';

export const isGrantOpen = (deadline: string, now: Date = new Date()) =>
  new Date(deadline).getTime() > now.getTime();

export interface GrantCardProps {
  grant: GrantCardData;
  headingLevel?: 2 | 3 | 4;
  now?: Date;
}

/** A grant in a list: category, title (the card's one link), amount, deadline and whether it is open. */
export function GrantCard({ grant, headingLevel = 3, now }: GrantCardProps) {
  const Heading = `h${headingLevel}` as const;
  const open = isGrantOpen(grant.deadline, now);
  return (
    <article className={styles.card}>
      <CardImage media={grant.image} />
      <div className={styles.body}>
        {grant.category ? <p className={styles.eyebrow}>{grant.category}</p> : null}
        <Heading className={styles.title}>
          <AppLink href={grant.url} className={styles.link}>
            {grant.title}
          </AppLink>
        </Heading>
        {grant.amount ? <p className={styles.meta}>{grant.amount}</p> : null}
        <p className={styles.meta}>
          Ansøgningsfrist: <time dateTime={grant.deadline}>{formatShortDate(grant.deadline)}</time>
        </p>
        <p className={`${styles.badge} ${open ? styles.badgeOpen : styles.badgeClosed}`}>
          {open ? 'Åben for ansøgninger' : 'Lukket'}
        </p>
        {grant.teaser ? <p className={styles.teaser}>{grant.teaser}</p> : null}
      </div>
    </article>
  );
}
