import { Blocks, introBlockCount } from '@/blocks/Blocks';
import { EventFacts } from '@/features/events/EventFacts';
import { EventSignupSection } from '@/features/events/EventSignupSection';
import { eventInfoOf } from '@/features/events/event-info';
import { pageTypeLabel } from '@/lib/page-types';
import type { ContentPageProps } from '@/server/loaders/navigation';
import styles from './ListingTemplates.module.css';

/**
 * An event (eventPage): the hero, the practical facts (Danish dates, place, type, programme, live seats,
 * "Tilføj til kalender"), the page's blocks, and the sign-up (id `tilmelding`): the public form, the way in
 * through Min profil for members-only events, or a note when the event has begun.
 */
export function EventPageTemplate(props: ContentPageProps) {
  const { page } = props;
  const event = eventInfoOf(page);
  const intro = introBlockCount(page);
  return (
    <article>
      {intro === 0 ? (
        <header className={`container ${styles.header}`}>
          <p className={styles.eyebrow}>{pageTypeLabel(page.ContentType)}</p>
          <h1>{page.Name}</h1>
          {page.Teaser?.Text ? <p className={styles.teaser}>{page.Teaser.Text}</p> : null}
        </header>
      ) : (
        <Blocks page={page} site={props} to={intro} />
      )}
      {event ? <EventFacts event={event} pageUrl={page.Url} /> : null}
      <Blocks page={page} site={props} from={intro} />
      {event ? (
        <EventSignupSection event={event} title={page.Name} pageUrl={page.Url} viewer={props.viewer} />
      ) : null}
    </article>
  );
}
