import { readAnchor, readString } from '@/blocks/media/fields';
import { EventCard } from '@/components/Cards/EventCard';
import cards from '@/components/Cards/Cards.module.css';
import { EventOverview } from '@/features/events/EventOverview';
import type { BlockProps } from '../types';
import { dataOf, type EventListData } from './data';
import styles from './Listing.module.css';

/**
 * `eventListBlock`: the events the CMS put in the block (upcoming by start, past newest first). On the events
 * overview the first such block carries the whole overview from the search index instead (see the preparer).
 */
export function EventListBlock({ block, site }: BlockProps) {
  const data = dataOf<EventListData>(block.Data, ['kind']);
  if (!data || data.kind === 'merged') return null;
  const headline = readString(block.Content.Headline);
  const anchorId = readAnchor(block.Content.AnchorId);
  const cdnBase = site.config.imageCdnUrl;
  if (data.kind === 'overview') {
    return (
      <div className={styles.block}>
        <EventOverview
          upcoming={data.upcoming}
          past={data.past}
          headline={headline ?? 'Kommende arrangementer'}
          anchorId={anchorId}
          text={readString(block.Content.Text)}
          emptyText={readString(block.Content.EmptyText) ?? ''}
          cdnBase={cdnBase}
        />
      </div>
    );
  }
  return (
    <section
      className={`container ${styles.block}`}
      id={anchorId}
      aria-label={headline ? undefined : 'Arrangementer'}
    >
      {headline ? <h2>{headline}</h2> : null}
      {data.text ? <p className={styles.intro}>{data.text}</p> : null}
      {data.events.length > 0 ? (
        <ul className={cards.grid}>
          {data.events.map((event) => (
            <li key={event.eventId}>
              <EventCard event={event} cdnBase={cdnBase} headingLevel={headline ? 3 : 2} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{data.emptyText || 'Der er ingen arrangementer lige nu.'}</p>
      )}
    </section>
  );
}
