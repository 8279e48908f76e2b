import { AppLink } from '@/components/AppLink/AppLink';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { LoadFailed } from './LoadFailed';
import styles from './Overview.module.css';
import { eventHref, PATHS, programmeHref } from '@/lib/routes';
import type { Overview } from './use-overview';
import { programmeEventsText } from './event-texts';

const seatsText = (seats: number) =>
  seats <= 0 ? 'Fuldt booket' : seats === 1 ? '1 ledig plads' : `${seats} ledige pladser`;

/** "Relevante arrangementer" (GetRelevantEvents): upcoming events of the teacher's programmes and open ones. */
export function RelevantEvents({
  relevant,
  names,
}: {
  relevant: Overview['relevant'];
  names: Map<string, string>;
}) {
  return (
    <section aria-labelledby="relevante-titel" className={styles.section}>
      <h2 id="relevante-titel" tabIndex={-1}>
        Relevante arrangementer
      </h2>
      {relevant.isPending ? (
        <p className={styles.empty}>Henter arrangementer …</p>
      ) : !relevant.data ? (
        <LoadFailed what="De relevante arrangementer" retry={relevant.refetch} focusAfter="relevante-titel" />
      ) : relevant.data.length === 0 ? (
        <p className={styles.empty}>Der er ingen kommende arrangementer til dig lige nu.</p>
      ) : (
        <ul className={styles.list}>
          {relevant.data.map((event) => (
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
      )}
    </section>
  );
}

/** "Dine aktive programmer" (GetEvents): joined programmes that have upcoming events. */
export function ActiveProgrammes({ active }: { active: Overview['active'] }) {
  return (
    <section aria-labelledby="aktive-titel" className={styles.section}>
      <h2 id="aktive-titel" tabIndex={-1}>
        Dine aktive programmer
      </h2>
      {active.isPending ? (
        <p className={styles.empty}>Henter dine programmer …</p>
      ) : !active.data ? (
        <LoadFailed what="Dine aktive programmer" retry={active.refetch} focusAfter="aktive-titel" />
      ) : active.data.length === 0 ? (
        <p className={styles.empty}>
          Du har ingen aktive programmer lige nu. Meld dig ind i et program under{' '}
          <AppLink href={PATHS.teacherProgrammes}>Programmer og events</AppLink>.
        </p>
      ) : (
        <ul className={styles.list}>
          {active.data.map((programme) => {
            const seated = programme.events.filter((event) => event.signedUp).length;
            return (
              <li key={programme.programName} className={styles.row}>
                <AppLink href={programmeHref(programme.programName)} className={styles.rowTitle}>
                  {programme.displayName}
                </AppLink>
                <span className={styles.muted}>Med siden {formatShortDate(programme.joinedAt)}</span>
                <span>{programmeEventsText(programme.events.length, seated)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
