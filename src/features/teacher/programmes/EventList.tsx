import { LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { useInfiniteQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { DisclosureButton } from '@/components/DisclosureButton/DisclosureButton';
import { ShowMore, useFocusFirstNew, type Noun } from '@/components/ShowMore/ShowMore';
import { trpc } from '@/lib/client/trpc';
import { formatDateTime } from '@/lib/dates';
import { EVENTS_PAGE_SIZE, myEventPages } from '@/lib/screens/teacher-programmes';
import { seatsLeftText, signedUpText, type ListedEvent } from './event-list';
import styles from './Programmes.module.css';
import { eventAnchorId, PATHS } from '@/lib/routes';

// An event's panel (its forms, their validation library with them) is fetched when the person opens an event,
// not with the page: it is never server-rendered (it opens on a click, or on a hash the server does not see),
// and the forms' code was most of the screen's blocking time on a phone (docs/decisions/0011).
const EventPanel = dynamic(() => import('./EventPanel').then((module) => module.EventPanel), {
  loading: () => <p>Henter dine oplysninger om arrangementet …</p>,
});

const EVENTS: Noun = { one: 'arrangement', many: 'arrangementer' };
const PAST_EVENTS: Noun = { one: 'afholdt arrangement', many: 'afholdte arrangementer' };

/**
 * The events the person can act on, a page at a time (events.getMyEventsPage): upcoming ones first, soonest
 * first, with "Vis flere"; the past ones they were signed up to folded away until asked for; and the calendar
 * file of all their sign-ups.
 */
export function EventList() {
  const upcoming = useMyEventPages('upcoming');
  const first = upcoming.data?.pages[0];
  const items = upcoming.data?.pages.flatMap((page) => page.items) ?? [];
  const failed = upcoming.isError || Boolean(first?.incomplete);
  const hash = useLocationHash();
  useFetchUntilShown(hash, items, upcoming);

  return (
    <section aria-labelledby="arrangementer-titel" className={styles.section}>
      <h2 id="arrangementer-titel">Arrangementer</h2>
      <p>
        Arrangementer i dine programmer og åbne arrangementer. Åbn et arrangement for at tilmelde dig selv, en
        liste af deltagere eller indløse en deltagerkode.
      </p>
      {first && first.calendarCount > 0 ? (
        <p>
          <a
            className="button button--ghost"
            href={PATHS.api.teacherCalendar}
            download="mine-arrangementer.ics"
          >
            Tilføj alle mine arrangementer til min kalender
          </a>{' '}
          <span className={styles.meta}>
            ({first.calendarCount === 1 ? '1 arrangement' : `${first.calendarCount} arrangementer`}, .ics-fil)
          </span>
        </p>
      ) : null}
      {failed ? (
        <LoadFailure message="Nogle arrangementer kan ikke vises lige nu." retry={upcoming.refetch} />
      ) : null}
      {upcoming.isPending ? (
        <p>Henter arrangementer …</p>
      ) : items.length > 0 ? (
        <PagedEvents query={upcoming} items={items} total={first?.total ?? 0} noun={EVENTS} />
      ) : !failed ? (
        <p>
          Der er ingen kommende arrangementer i dine programmer lige nu. Meld dig ind i et program ovenfor.
        </p>
      ) : null}
      {first && first.pastCount > 0 ? <PastEvents count={first.pastCount} /> : null}
    </section>
  );
}

type EventsQuery = ReturnType<typeof useMyEventPages>;
const useMyEventPages = (when: 'upcoming' | 'past', enabled = true) =>
  useInfiniteQuery({ ...myEventPages(trpc.useUtils(), when), enabled });

/** A list of event cards sent a page at a time, with "Vis flere" that moves focus to the first new card. */
function PagedEvents({
  query,
  items,
  total,
  noun,
}: {
  query: EventsQuery;
  items: ListedEvent[];
  total: number;
  noun: Noun;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useFocusFirstNew(list, items.length);
  return (
    <>
      <ul ref={list} className={styles.cards}>
        {items.map((item) => (
          <EventCard key={item.event.eventId} item={item} />
        ))}
      </ul>
      {total > EVENTS_PAGE_SIZE ? (
        <ShowMore shown={items.length} total={total} noun={noun} query={query} focusFrom={focusFrom} />
      ) : null}
    </>
  );
}

/** The past events the person was signed up to, newest first: folded away, fetched when opened. */
function PastEvents({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const past = useMyEventPages('past', open);
  const items = past.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <h3 className={styles.subheading}>Afholdte arrangementer, du var tilmeldt</h3>
      <DisclosureButton
        className="button button--ghost"
        open={open}
        controls="afholdte-arrangementer"
        onToggle={() => setOpen((value) => !value)}
      >
        {open ? 'Skjul afholdte arrangementer' : `Vis afholdte arrangementer (${count})`}
      </DisclosureButton>
      <div id="afholdte-arrangementer" hidden={!open}>
        {!open ? null : past.isPending ? (
          <p>Henter afholdte arrangementer …</p>
        ) : past.isError ? (
          <LoadFailure message="De afholdte arrangementer kan ikke vises lige nu." retry={past.refetch} />
        ) : (
          <PagedEvents query={past} items={items} total={past.data.pages[0]?.total ?? 0} noun={PAST_EVENTS} />
        )}
      </div>
    </>
  );
}

/**
 * A link to one event (Min oversigt's next steps, eventHref) may name one past the first page: the next pages are
 * fetched until it is there, then it is scrolled to (the browser only does that for what the first HTML holds).
 */
function useFetchUntilShown(hash: string, items: ListedEvent[], query: EventsQuery) {
  const fetched = useRef(false);
  const wanted = hash.startsWith('#') ? decodeURIComponent(hash.slice(1)) : '';
  const shown = items.some((item) => eventAnchorId(item.event.eventId) === wanted);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (!wanted.startsWith(eventAnchorId(''))) return;
    if (shown) {
      if (fetched.current) document.getElementById(wanted)?.scrollIntoView();
      fetched.current = false;
      return;
    }
    if (hasNextPage && !isFetchingNextPage) {
      fetched.current = true;
      void fetchNextPage();
    }
  }, [wanted, shown, hasNextPage, isFetchingNextPage, fetchNextPage]);
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** location.hash (percent-encoded, as eventHref writes it); '' on the server. */
const useLocationHash = () =>
  useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
function EventCard({ item }: { item: ListedEvent }) {
  const { event } = item;
  const anchor = eventAnchorId(event.eventId);
  const titleId = `${anchor}-titel`;
  const panelId = `${anchor}-panel`;
  // A link to this event (Min oversigt's next steps, eventHref) opens it, until the person opens or closes it
  // themselves. location.hash is percent-encoded, as eventHref writes it.
  const hash = useLocationHash();
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
