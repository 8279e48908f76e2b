import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore } from 'react';
import { DisclosureButton } from '@/components/DisclosureButton/DisclosureButton';
import { useRefetchOnReload } from '@/lib/client/reload-counters';
import { trpc } from '@/lib/client/trpc';
import { formatDateTime } from '@/lib/dates';
import { listEvents, seatsLeftText, signedUpText, type ListedEvent } from './event-list';
import styles from './Programmes.module.css';
import { eventAnchorId, PATHS } from '@/lib/routes';

// An event's panel (its forms, their validation library with them) is fetched when the person opens an event,
// not with the page: it is never server-rendered (it opens on a click, or on a hash the server does not see),
// and the forms' code was most of the screen's blocking time on a phone (docs/decisions/0011).
const EventPanel = dynamic(() => import('./EventPanel').then((module) => module.EventPanel), {
  loading: () => <p>Henter dine oplysninger om arrangementet …</p>,
});

/** The events the person can act on, each opening its panel, and the calendar file of all their sign-ups. */
export function EventList() {
  const active = trpc.events.getEvents.useQuery();
  const relevant = trpc.events.getRelevantEvents.useQuery();
  const signUps = trpc.events.getSignUpsForUser.useQuery();
  // Already in the cache (the programme list's query): the display names of programmes without upcoming events.
  const programmes = trpc.user.getPrograms.useQuery();
  useRefetchOnReload('programmes', active.refetch);
  useRefetchOnReload('programmes', relevant.refetch);
  useRefetchOnReload('programmes', signUps.refetch);

  const failed = [active, relevant, signUps].some((query) => query.isError || query.data === null);
  const events = listEvents(
    active.data ?? [],
    relevant.data ?? [],
    signUps.data ?? [],
    programmes.data ?? [],
  );
  const upcoming = events.filter((item) => !item.event.isPast);
  const past = events.filter((item) => item.event.isPast).reverse();
  const signedUpCount = upcoming.filter((item) => item.selfSignedUp || item.listCount > 0).length;

  return (
    <section aria-labelledby="arrangementer-titel" className={styles.section}>
      <h2 id="arrangementer-titel">Arrangementer</h2>
      <p>
        Arrangementer i dine programmer og åbne arrangementer. Åbn et arrangement for at tilmelde dig selv, en
        liste af deltagere eller indløse en deltagerkode.
      </p>
      {signedUpCount > 0 ? (
        <p>
          <a
            className="button button--ghost"
            href={PATHS.api.teacherCalendar}
            download="mine-arrangementer.ics"
          >
            Tilføj alle mine arrangementer til min kalender
          </a>{' '}
          <span className={styles.meta}>
            ({signedUpCount === 1 ? '1 arrangement' : `${signedUpCount} arrangementer`}, .ics-fil)
          </span>
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.problem}>
          Nogle arrangementer kan ikke vises lige nu.{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              void active.refetch();
              void relevant.refetch();
              void signUps.refetch();
            }}
          >
            Prøv igen
          </button>
        </p>
      ) : null}
      {upcoming.length > 0 ? (
        <ul className={styles.cards}>
          {upcoming.map((item) => (
            <EventCard key={item.event.eventId} item={item} />
          ))}
        </ul>
      ) : !failed ? (
        <p>
          Der er ingen kommende arrangementer i dine programmer lige nu. Meld dig ind i et program ovenfor.
        </p>
      ) : null}
      {past.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Afholdte arrangementer, du var tilmeldt</h3>
          <ul className={styles.cards}>
            {past.map((item) => (
              <EventCard key={item.event.eventId} item={item} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

function EventCard({ item }: { item: ListedEvent }) {
  const { event } = item;
  const anchor = eventAnchorId(event.eventId);
  const titleId = `${anchor}-titel`;
  const panelId = `${anchor}-panel`;
  // A link to this event (Min oversigt's next steps, eventHref) opens it, until the person opens or closes it
  // themselves. location.hash is percent-encoded, as eventHref writes it.
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? hash === `#${encodeURIComponent(anchor)}`;
  const setOpen = (update: (value: boolean) => boolean) => setChoice(update(open));
  return (
    <li id={anchor} className={styles.card}>
      <h3 id={titleId} className={styles.cardTitle}>
        {event.isPast ? <span className="visually-hidden">Afholdt: </span> : null}
        {event.title}
      </h3>
      <p className={styles.meta}>
        {formatDateTime(event.startDate)} · {event.location.city || event.location.name} ·{' '}
        {item.programme ?? 'Åbent arrangement'}
      </p>
      <p className={styles.status}>
        {event.isPast
          ? `Afholdt. ${signedUpText(item, true)}.`
          : `${signedUpText(item, false)}. ${seatsLeftText(event.remainingSeats)}.${event.requiresCode ? ' Kræver deltagerkode.' : ''}`}
      </p>
      <DisclosureButton
        className="button button--ghost"
        open={open}
        controls={panelId}
        onToggle={() => setOpen((value) => !value)}
      >
        {open ? 'Luk arrangementet' : 'Åbn arrangementet'}
        <span className="visually-hidden"> {event.title}</span>
      </DisclosureButton>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {open ? <EventPanel eventId={event.eventId} title={event.title} titleId={titleId} /> : null}
      </div>
    </li>
  );
}
