import { useRef } from 'react';
import { AppLink } from '@/components/AppLink/AppLink';
import { ShowMore, useFocusFirstNew, type Noun } from '@/components/ShowMore/ShowMore';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { couldNotFetch, LoadFailure } from '@/components/LoadFailure/LoadFailure';
import styles from './Overview.module.css';
import { eventHref, PATHS, programmeHref } from '@/lib/routes';
import type { Overview } from './use-overview';
import { programmeEventsText } from './event-texts';

const seatsText = (seats: number) =>
  seats <= 0 ? 'Fuldt booket' : seats === 1 ? '1 ledig plads' : `${seats} ledige pladser`;

const EVENTS: Noun = { one: 'arrangement', many: 'arrangementer' };

/**
 * "Relevante arrangementer" (GetRelevantEvents, a page at a time): upcoming events of the teacher's programmes
 * and open ones, soonest first, with "Vis flere".
 */
export function RelevantEvents({
  relevant,
  names,
}: {
  relevant: Overview['relevant'];
  names: Map<string, string>;
}) {
  const list = useRef<HTMLUListElement>(null);
  const pages = relevant.data?.pages ?? [];
  const first = pages[0];
  const events = pages.flatMap((page) => page?.items ?? []);
  const focusFrom = useFocusFirstNew(list, events.length);
  return (
    <section aria-labelledby="relevante-titel" className={styles.section}>
      <h2 id="relevante-titel" tabIndex={-1}>
        Relevante arrangementer
      </h2>
      {relevant.isPending ? (
        <p className={styles.empty}>Henter arrangementer …</p>
      ) : !first ? (
        <LoadFailure
          {...couldNotFetch('De relevante arrangementer')}
          retry={relevant.refetch}
          focusAfter="relevante-titel"
        />
      ) : events.length === 0 ? (
        <p className={styles.empty}>Der er ingen kommende arrangementer til dig lige nu.</p>
      ) : (
        <>
          <ul ref={list} className={styles.list}>
            {events.map((event) => (
              <li key={event.eventId} className={styles.row}>
                <AppLink href={eventHref(event.eventId)} className={styles.rowTitle}>
                  {event.title}
                </AppLink>
                <span className={styles.muted}>
                  {formatDateTime(event.startDate)} · {event.location.city || event.location.name}
                </span>
                <span>
                  {event.programName
                    ? (names.get(event.programName) ?? event.programName)
                    : 'Åbent arrangement'}{' '}
                  · {seatsText(event.remainingSeats)}
                  {event.requiresCode ? ' · Kræver deltagerkode' : ''}
                </span>
              </li>
            ))}
          </ul>
          {first.total > first.items.length ? (
            <ShowMore
              shown={events.length}
              total={first.total}
              noun={EVENTS}
              query={relevant}
              failed={relevant.isFetchNextPageError || pages.at(-1) === null}
              focusFrom={focusFrom}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** "Dine aktive programmer" (GetEvents, as counts): joined programmes that have upcoming events. */
export function ActiveProgrammes({ active }: { active: Overview['active'] }) {
  return (
    <section aria-labelledby="aktive-titel" className={styles.section}>
      <h2 id="aktive-titel" tabIndex={-1}>
        Dine aktive programmer
      </h2>
      {active.isPending ? (
        <p className={styles.empty}>Henter dine programmer …</p>
      ) : !active.data ? (
        <LoadFailure
          {...couldNotFetch('Dine aktive programmer')}
          retry={active.refetch}
          focusAfter="aktive-titel"
        />
      ) : active.data.length === 0 ? (
        <p className={styles.empty}>
          Du har ingen aktive programmer lige nu. Meld dig ind i et program under{' '}
          <AppLink href={PATHS.teacherProgrammes}>Programmer og events</AppLink>.
        </p>
      ) : (
        <ul className={styles.list}>
          {active.data.map((programme) => {
            const seated = programme.signedUpCount;
            return (
              <li key={programme.programName} className={styles.row}>
                <AppLink href={programmeHref(programme.programName)} className={styles.rowTitle}>
                  {programme.displayName}
                </AppLink>
                <span className={styles.muted}>Med siden {formatShortDate(programme.joinedAt)}</span>
                <span>{programmeEventsText(programme.upcomingCount, seated)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
