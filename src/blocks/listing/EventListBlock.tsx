import { blockAnchorId } from '@/lib/routes';
import { nonEmpty } from '@/blocks/fields';
import { EventCard } from '@/components/Cards/EventCard';
import { EventOverview } from '@/features/events/EventOverview';
import type { BlockProps } from '../types';
import { CardListSection } from './CardListSection';
import styles from './Listing.module.css';

/**
 * `eventListBlock`: the events the CMS put in the block (upcoming by start, past newest first). On the events
 * overview the first such block carries the whole overview from the search index instead (see the preparer).
 */
export function EventListBlock({ block }: BlockProps<'eventListBlock'>) {
  const data = block.Data;
  if (data.kind === 'merged') return null;
  const headline = nonEmpty(block.Content.Headline);
  const anchorId = blockAnchorId(block.Content.AnchorId);
  if (data.kind === 'overview') {
    return (
      <div className={styles.block}>
        <EventOverview
          upcoming={data.upcoming}
          past={data.past}
          headline={headline ?? 'Kommende arrangementer'}
          anchorId={anchorId}
          text={nonEmpty(block.Content.Text)}
          emptyText={nonEmpty(block.Content.EmptyText) ?? ''}
        />
      </div>
    );
  }
  return (
    <CardListSection
      headline={headline}
      anchorId={anchorId}
      label="Arrangementer"
      text={data.text}
      items={data.events}
      emptyText={data.emptyText || 'Der er ingen arrangementer lige nu.'}
      itemKey={(event) => event.eventId}
      renderItem={(event, headingLevel) => <EventCard event={event} headingLevel={headingLevel} />}
    />
  );
}
