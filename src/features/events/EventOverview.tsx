import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import type { EventCardData } from '@/cms/blocks/cards-data';
import { EventCard } from '@/components/Cards/EventCard';
import { CardGrid } from '@/components/Cards/CardGrid';
import filterStyles from '@/components/Form/Filters.module.css';
import { FilterActions, FilterSelect } from '@/components/Form/FilterControls';
import { formText } from '@/components/Form/form-data';
import { programmeLabel } from '@/lib/programme-names';
import { PagedSection } from '@/components/PageLinks/PagedSection';
import { eventFilterQuery, eventFiltersFrom, hasEventFilters } from '@/lib/listings/event-filter';
import { PAGE_PARAMS, type ListingPage } from '@/lib/listings/paging';
import { counted } from '@/lib/plural';

/** What a filter found: "Viser 1 kommende og 0 tidligere arrangementer." (the noun agrees with the count next to it). */
export const shownEventsText = (upcoming: number, past: number) =>
  `Viser ${upcoming} kommende og ${counted(past, 'tidligere arrangement', 'tidligere arrangementer')}.`;

export interface EventOverviewProps {
  /** This request's page of each list, already filtered on the server (src/server/content/listing-view.ts). */
  upcoming: ListingPage<EventCardData>;
  past: ListingPage<EventCardData>;
  options: { types: string[]; programs: string[] };
  headline: string;
  anchorId: string | undefined;
  text: string | null;
  emptyText: string;
}

/**
 * The events overview (/arrangementer/): a filter by type and programme (a GET form: it works without
 * JavaScript, and with it the page's data is fetched again), upcoming events soonest first, past events apart,
 * each a page at a time.
 */
export function EventOverview({
  upcoming,
  past,
  options,
  headline,
  anchorId,
  text,
  emptyText,
}: EventOverviewProps) {
  const router = useRouter();
  const filters = eventFiltersFrom(router.query);
  const path = router.asPath.split(/[?#]/)[0] ?? '/arrangementer/';
  const filtered = hasEventFilters(filters);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { type: formText(form, 'type'), program: formText(form, 'program') };
    void router.push(`${path}${eventFilterQuery(next)}`, undefined, { scroll: false });
  };

  return (
    <div className="container" id={anchorId}>
      <form
        className={filterStyles.filters}
        method="get"
        action={path}
        onSubmit={onSubmit}
        aria-label="Filtrer arrangementer"
      >
        <FilterSelect
          name="type"
          label="Type"
          allLabel="Alle typer"
          value={filters.type}
          options={options.types.map((type) => ({ value: type, label: type }))}
        />
        <FilterSelect
          name="program"
          label="Program"
          allLabel="Alle programmer"
          value={filters.program}
          options={options.programs.map((program) => ({ value: program, label: programmeLabel(program) }))}
        />
        <FilterActions submitText="Vis arrangementer" filtered={filtered} path={path} />
      </form>
      <p className={filterStyles.status} role="status">
        {filtered ? shownEventsText(upcoming.total, past.total) : ''}
      </p>

      <PagedSection
        id="arrangementer-kommende"
        title={headline}
        intro={text}
        pageLabel="Sider med kommende arrangementer"
        param={PAGE_PARAMS.events[0]}
        list={upcoming}
      >
        <EventGrid
          events={upcoming.items}
          emptyText={
            filtered
              ? 'Ingen kommende arrangementer passer til dit valg.'
              : emptyText || 'Der er ingen kommende arrangementer lige nu.'
          }
        />
      </PagedSection>
      <PagedSection
        id="tidligere"
        title="Tidligere arrangementer"
        pageLabel="Sider med tidligere arrangementer"
        param={PAGE_PARAMS.events[1]}
        list={past}
      >
        <EventGrid
          events={past.items}
          emptyText={
            filtered ? 'Ingen tidligere arrangementer passer til dit valg.' : 'Ingen tidligere arrangementer.'
          }
        />
      </PagedSection>
    </div>
  );
}

/** Events as cards, or the text that says there are none. */
function EventGrid({ events, emptyText }: { events: readonly EventCardData[]; emptyText: string }) {
  return (
    <CardGrid
      items={events}
      itemKey={(event) => event.eventId}
      renderItem={(event) => <EventCard event={event} />}
      emptyText={emptyText}
    />
  );
}
