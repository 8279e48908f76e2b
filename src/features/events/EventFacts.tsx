import { formatLongDate, formatShortDate, formatTime } from '@/lib/dates';
import { CalendarLink } from './CalendarLink';
import styles from './EventPage.module.css';
import { addressLine, eventEnd, hasStarted, isOver, type EventInfo } from './event-info';
import { programmeLabel } from './programmes';
import { SIGNUP_SECTION_ID } from './EventSignupSection';
import { seatsText, useRemainingSeats } from './use-remaining-seats';
import facts from '@/components/FactsPanel/FactsPanel.module.css';

/**
 * The practical facts of an event page: date and time (Danish, in Danish time), place, type, programme and the
 * seats left (live), with "Tilføj til kalender" and a jump to the sign-up.
 */
export function EventFacts({ event, pageUrl }: { event: EventInfo; pageUrl: string }) {
  const over = isOver(event);
  const open = !hasStarted(event);
  const seats = useRemainingSeats(event.EventId, !over);
  const end = eventEnd(event);
  const sameDay = formatShortDate(event.StartDate) === formatShortDate(end);
  const address = addressLine(event.Location);
  const capacity = seats.capacity ?? event.Capacity;

  return (
    <section className={`container ${facts.panel}`} aria-labelledby="praktisk-titel">
      <h2 id="praktisk-titel" className={facts.title}>
        Praktisk information
      </h2>
      <dl className={facts.list}>
        {sameDay ? (
          <>
            <dt>Dato</dt>
            <dd>
              <time dateTime={event.StartDate}>{formatLongDate(event.StartDate)}</time>
            </dd>
            <dt>Tid</dt>
            <dd>
              Kl. {formatTime(event.StartDate)}
              {end !== event.StartDate ? <>–{formatTime(end)}</> : null}
            </dd>
          </>
        ) : (
          <>
            <dt>Starter</dt>
            <dd>
              <time dateTime={event.StartDate}>{formatLongDate(event.StartDate)}</time> kl.{' '}
              {formatTime(event.StartDate)}
            </dd>
            <dt>Slutter</dt>
            <dd>
              <time dateTime={end}>{formatLongDate(end)}</time> kl. {formatTime(end)}
            </dd>
          </>
        )}
        {event.Location.Name || address ? (
          <>
            <dt>Sted</dt>
            <dd>
              {event.Location.Name}
              {event.Location.Name && address ? <br /> : null}
              {address}
            </dd>
          </>
        ) : null}
        {event.Type ? (
          <>
            <dt>Type</dt>
            <dd>{event.Type}</dd>
          </>
        ) : null}
        {event.ProgramName ? (
          <>
            <dt>Program</dt>
            <dd>{programmeLabel(event.ProgramName)}</dd>
          </>
        ) : null}
        {!over ? (
          <>
            <dt>Pladser</dt>
            <dd data-testid="remaining-seats">
              {seats.remaining !== null
                ? `${seatsText(seats.remaining)}${capacity !== null ? ` af ${capacity}` : ''}`
                : capacity !== null
                  ? `${capacity} pladser i alt`
                  : 'Henter antal ledige pladser …'}
            </dd>
          </>
        ) : null}
      </dl>
      <p className={styles.actions}>
        <CalendarLink pageUrl={pageUrl} />
        {open ? (
          <a className="button" href={`#${SIGNUP_SECTION_ID}`}>
            Gå til tilmelding
          </a>
        ) : null}
      </p>
    </section>
  );
}
