import { DataTable } from '@/components/DataTable/DataTable';
import { EVENTS_TABLE } from '@/lib/admin-tables';
import { TABLE_QUERY, useServerTable } from '@/lib/client/use-server-table';
import { formatPercent } from '../number-format';
import { KeyFigures } from '../charts/KeyFigures';
import { couldNotFetch, LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { Section } from '../Section';
import { ExportLink } from '../export/ExportLink';
import { eventSignUpsHref } from '../export/export-links';
import { eventColumns } from './columns';
import { EventFilters } from './EventFilters';
import styles from './Events.module.css';
import { WHEN_OPTIONS } from './event-rows';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { adminEventsQueries } from '@/lib/screens/admin-screens';

/**
 * Admin events: every event, of a programme or of none, with its seats and sign-ups by kind (GetProgramData).
 * The server filters, sorts and pages them and sums the filtered ones for the key figures.
 */
function EventsTable() {
  const table = useServerTable(EVENTS_TABLE);
  const events = useQuery({ ...useAdminQueries(adminEventsQueries).events, ...TABLE_QUERY });
  const { state, update } = table;
  if (!events.data) {
    if (events.isLoading) return <p>Henter events …</p>;
    return (
      <LoadFailure {...couldNotFetch('Events og tilmeldinger')} focusAfter="events" retry={events.refetch} />
    );
  }
  const { totals, programs } = events.data;
  const program = programs.find((p) => p.programName === state.filters.program);
  const whenLabel = WHEN_OPTIONS.find((o) => o.value === (state.filters.when ?? ''))?.label ?? 'Events';

  return (
    <>
      <KeyFigures
        label={`${whenLabel}${program ? ` i ${program.displayName}` : ''} i tal`}
        items={[
          { name: 'Events', value: totals.events },
          { name: 'Pladser i alt', value: totals.capacity },
          { name: 'Pladser optaget', value: totals.seatsTaken },
          { name: 'Ledige pladser', value: totals.remainingSeats },
          { name: 'Fyldt', value: formatPercent(totals.fillRate) },
        ]}
      />
      <div className={styles.table}>
        <DataTable
          {...table.props(events)}
          caption={`${whenLabel}${program ? ` i ${program.displayName}` : ' i alle programmer og uden program'}`}
          columns={eventColumns}
          getRowId={(e) => e.eventId}
          rowHeader="title"
          searchLabel="Søg efter event"
          countText={(shown, total) => `${shown} af ${total} events`}
          emptyText="Ingen events passer til filtrene."
          toolbar={
            <EventFilters
              programs={programs}
              program={program?.programName ?? ''}
              when={state.filters.when ?? ''}
              onChange={(filters) => update({ filters: { ...state.filters, ...filters }, page: 0 })}
            />
          }
        />
      </div>
      <p>
        <ExportLink href={eventSignUpsHref(program?.programName)} label="Hent som CSV (Excel)" /> –
        tilmeldingerne til {program ? `events i ${program.displayName}` : 'alle events'}.
      </p>
    </>
  );
}

export function EventsScreen() {
  return (
    <Section id="events" title="Events og tilmeldinger">
      <p>
        Pladser er optaget af lærere, der har tilmeldt sig selv (Lærere), af personer en lærer har tilmeldt
        via en liste (Via liste) og af offentlige deltagere fra arrangementssiden (Offentlige).
      </p>
      <EventsTable />
    </Section>
  );
}
