import { AppLink } from '@/components/AppLink/AppLink';
import type { EventCardData } from '@/cms/blocks/cards-data';
import { programmeLabel } from '@/lib/programme-names';
import { formatShortDate, formatTime } from '@/lib/dates';
import { CardImage } from './CardImage';
import styles from './Cards.module.css';

export interface EventCardProps {
  event: EventCardData;
  headingLevel?: 2 | 3 | 4;
}

/** An event in a list: type, title (the card's one link), date, time and place, teaser. */
export function EventCard({ event, headingLevel = 3 }: EventCardProps) {
  const Heading = `h${headingLevel}` as const;
  const sameDay = !event.end || formatShortDate(event.start) === formatShortDate(event.end);
  return (
    <article className={styles.card}>
      <CardImage media={event.image} />
      <div className={styles.body}>
        <p className={styles.eyebrow}>
          {[event.type, event.programName ? programmeLabel(event.programName) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <Heading className={styles.title}>
          <AppLink href={event.url} className={styles.link}>
            {event.title}
          </AppLink>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={event.start}>{formatShortDate(event.start)}</time>
          {sameDay ? (
            <> kl. {formatTime(event.start)}</>
          ) : (
            <>
              {' – '}
              <time dateTime={event.end ?? undefined}>{formatShortDate(event.end ?? event.start)}</time>
            </>
          )}
          {event.place ? <> · {event.place}</> : null}
        </p>
        {event.teaser ? <p className={styles.teaser}>{event.teaser}</p> : null}
      </div>
    </article>
  );
}
