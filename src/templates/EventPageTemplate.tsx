import { EventFacts } from '@/features/events/EventFacts';
import { EventSignupSection } from '@/features/events/EventSignupSection';
import { eventInfoOf } from '@/lib/event-info';
import { pageTypeLabel } from '@/lib/page-types';
import type { ContentPageProps } from '@/server/loaders/navigation';
import { FactsPage } from './FactsPage';

/**
 * An event (eventPage): the hero, the practical facts (Danish dates, place, type, programme, live seats,
 * "Tilføj til kalender"), the page's blocks, and the sign-up (id `tilmelding`): the public form, the way in
 * through Min profil for members-only events, or a note when the event has begun.
 */
export function EventPageTemplate(props: ContentPageProps) {
  const { page } = props;
  const event = eventInfoOf(page);
  return (
    <FactsPage
      site={props}
      eyebrow={pageTypeLabel(page.ContentType)}
      facts={event ? <EventFacts event={event} pageUrl={page.Url} /> : null}
    >
      {event ? <EventSignupSection event={event} title={page.Name} pageUrl={page.Url} /> : null}
    </FactsPage>
  );
}
