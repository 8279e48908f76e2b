import { formatDateTime } from '@/lib/dates';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/routers/root';
import { formatPercent } from '../number-format';
import type { SpecColumn } from '@/components/DataTable/spec-columns';
import type { SortKey } from '@/lib/table-state';
import type { EVENTS_TABLE } from '@/lib/admin-tables';

type EventRow = NonNullable<inferRouterOutputs<AppRouter>['events']['adminTable']>['rows'][number];

/** The server filters, sorts and pages the rows (src/server/tables/event-tables.ts); the columns draw them. */
export const eventColumns: SpecColumn<EventRow, SortKey<typeof EVENTS_TABLE>>[] = [
  { id: 'title', header: 'Event', accessorFn: (e) => e.title },
  {
    id: 'program',
    header: 'Program',
    accessorFn: (e) => e.programDisplayName,
    enableSorting: false,
  },
  {
    id: 'date',
    header: 'Dato',
    accessorFn: (e) => e.startDate,
    cell: ({ row }) => formatDateTime(row.original.startDate),
  },
  {
    id: 'when',
    header: 'Status',
    accessorFn: (e) => (e.isPast ? 'Afholdt' : 'Kommende'),
    enableSorting: false,
  },
  { id: 'capacity', header: 'Pladser', accessorFn: (e) => e.capacity, enableSorting: false },
  { id: 'taken', header: 'Optaget', accessorFn: (e) => e.seatsTaken, enableSorting: false },
  { id: 'remaining', header: 'Ledige', accessorFn: (e) => e.remainingSeats },
  {
    id: 'fill',
    header: 'Fyldt',
    accessorFn: (e) => e.fillRate,
    cell: ({ row }) => formatPercent(row.original.fillRate),
  },
  { id: 'teachers', header: 'Lærere', accessorFn: (e) => e.teacherSignUps, enableSorting: false },
  { id: 'lists', header: 'Via liste', accessorFn: (e) => e.listSignUps, enableSorting: false },
  { id: 'attendees', header: 'Offentlige', accessorFn: (e) => e.attendeeSignUps, enableSorting: false },
];
