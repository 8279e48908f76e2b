import { formatLongDate, formatShortDate, formatTime } from '@/lib/dates';
import { CalendarLink } from './CalendarLink';
import styles from './EventPage.module.css';
import { addressLine, eventEnd, hasStarted, isOver, type EventInfo } from '@/lib/event-info';
import { programmeLabel } from '@/lib/programme-names';
import { SIGNUP_SECTION_ID } from './EventSignupSection';
import { seatsText, useRemainingSeats } from './use-remaining-seats';
import { Fact } from '@/components/FactsPanel/Fact';
import facts from '@/components/FactsPanel/FactsPanel.module.css';

/**
 * The practical facts of an event page: date and time (Danish, in Danish time), place, type, programme and the
 * seats left (live), with "Tilføj til kalender" (until it is over) and a jump to the sign-up (until it begins).
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
            <Fact term="Dato">
              <time dateTime={event.StartDate}>{formatLongDate(event.StartDate)}</time>
            </Fact>
            <Fact term="Tid">
              Kl. {formatTime(event.StartDate)}
              {end !== event.StartDate ? <>–{formatTime(end)}</> : null}
            </Fact>
          </>
        ) : (
          <>
            <Fact term="Starter">
              <time dateTime={event.StartDate}>{formatLongDate(event.StartDate)}</time> kl.{' '}
              {formatTime(event.StartDate)}
            </Fact>
            <Fact term="Slutter">
              <time dateTime={end}>{formatLongDate(end)}</time> kl. {formatTime(end)}
            </Fact>
          </>
        )}
        {event.Location.Name || address ? (
          <Fact term="Sted">
            {event.Location.Name}
            {event.Location.Name && address ? <br /> : null}
            {address}
          </Fact>
        ) : null}
        {event.Type ? <Fact term="Type">{event.Type}</Fact> : null}
        {event.ProgramName ? <Fact term="Program">{programmeLabel(event.ProgramName)}</Fact> : null}
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
      {/* An event that is over goes in no calendar. */}
      {!over ? (
        <p className={styles.actions}>
          <CalendarLink pageUrl={pageUrl} />
          {open ? (
            <a className="button" href={`#${SIGNUP_SECTION_ID}`}>
              Gå til tilmelding
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
