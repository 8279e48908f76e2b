import { nonEmpty } from '@/blocks/fields';
import { EventCard } from '@/components/Cards/EventCard';
import { EventOverview } from '@/features/events/EventOverview';
import type { BlockProps } from '../types';
import { ListingBlock } from './ListingBlock';

/**
 * `eventListBlock`: the events the CMS put in the block (upcoming by start, past newest first). On the events
 * overview the first such block carries the whole overview from the search index instead (see the preparer).
 */
export function EventListBlock({ block }: BlockProps<'eventListBlock'>) {
  return (
    <ListingBlock
      block={block}
      overview={(data, { headline, anchorId }) => (
        <EventOverview
          upcoming={data.upcoming}
          past={data.past}
          options={data.options}
          headline={headline ?? 'Kommende arrangementer'}
          anchorId={anchorId}
          text={nonEmpty(block.Content.Text)}
          emptyText={nonEmpty(block.Content.EmptyText) ?? ''}
        />
      )}
      label="Arrangementer"
      emptyText="Der er ingen arrangementer lige nu."
      items={(data) => data.events}
      itemKey={(event) => event.eventId}
      renderItem={(event, headingLevel) => <EventCard event={event} headingLevel={headingLevel} />}
    />
  );
}
