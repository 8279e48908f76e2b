import { ExportLink } from '../export/ExportLink';
import { eventSignUpsHref } from '../export/export-links';
import { useMemo } from 'react';
import { DataTable } from '@/components/DataTable/DataTable';
import { trpc } from '@/lib/client/trpc';
import { useTableUrlState } from '@/lib/client/use-table-url-state';
import type { TableSpec } from '@/lib/table-state';
import { formatPercent } from '../charts/format';
import { KeyFigures } from '../charts/KeyFigures';
import { QueryPart } from '../charts/LoadFailure';
import { Section } from '../charts/Section';
import { eventColumns } from './columns';
import { EventFilters } from './EventFilters';
import styles from './Events.module.css';
import {
  eventRows,
  eventTotals,
  filterEvents,
  whenFilter,
  WHEN_OPTIONS,
  type ProgramData,
} from './event-rows';

const spec: TableSpec = {
  prefix: 'ev',
  sortable: ['date', 'fill', 'title', 'remaining'],
  defaultSort: { id: 'date', desc: false },
  filters: ['program', 'when'],
};

function EventsTable({ programs }: { programs: ProgramData }) {
  const [state, update] = useTableUrlState(spec);
  const rows = useMemo(() => eventRows(programs), [programs]);
  const known = programs.some((p) => p.programName === state.filters.program);
  const program = known ? state.filters.program : undefined;
  const when = whenFilter(state.filters.when);
  const columnFilters = useMemo(
    () => ({ ...(program ? { program } : {}), ...(when ? { when } : {}) }),
    [program, when],
  );
  const totals = eventTotals(filterEvents(rows, { program, when }));
  const whenLabel = WHEN_OPTIONS.find((o) => o.value === (state.filters.when ?? ''))?.label ?? 'Events';
  const programLabel = programs.find((p) => p.programName === program)?.displayName;

  return (
    <>
      <KeyFigures
        label={`${whenLabel}${programLabel ? ` i ${programLabel}` : ''} i tal`}
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
          caption={`${whenLabel}${programLabel ? ` i ${programLabel}` : ' i alle programmer'}`}
          columns={eventColumns}
          data={rows}
          state={state}
          onStateChange={update}
          getRowId={(e) => e.eventId}
          rowHeader="title"
          searchLabel="Søg efter event"
          columnFilters={columnFilters}
          countText={(shown, total) => `${shown} af ${total} events`}
          emptyText="Ingen events passer til filtrene."
          toolbar={
            <EventFilters
              programs={programs}
              program={program ?? ''}
              when={state.filters.when ?? ''}
              onChange={(filters) => update({ filters: { ...state.filters, ...filters }, page: 0 })}
            />
          }
        />
      </div>
      <p>
        <ExportLink href={eventSignUpsHref(program)} label="Hent som CSV (Excel)" /> – tilmeldingerne til{' '}
        {programLabel ? `events i ${programLabel}` : 'alle events'}.
      </p>
    </>
  );
}

/** Admin events: every programme's events with their seats and sign-ups by kind (GetProgramData). */
export function EventsScreen() {
  const programs = trpc.user.getProgramData.useQuery();
  return (
    <Section id="events" title="Events og tilmeldinger">
      <p>
        Pladser er optaget af lærere, der har tilmeldt sig selv (Lærere), af personer en lærer har tilmeldt
        via en liste (Via liste) og af offentlige deltagere fra arrangementssiden (Offentlige).
      </p>
      <QueryPart query={programs} loading="Henter events …" what="Events og tilmeldinger" focusId="events">
        {(data) => <EventsTable programs={data} />}
      </QueryPart>
    </Section>
  );
}
