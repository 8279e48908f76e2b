import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime } from '@/lib/dates';
import { danishText, timeOf } from '../charts/columns';
import { formatPercent } from '../charts/format';
import type { EventRow } from './event-rows';

/** The filters match on the row itself: the programme by its id (the cell shows its name), the status by kind. */
export const eventColumns: ColumnDef<EventRow, unknown>[] = [
  { id: 'title', header: 'Event', accessorFn: (e) => e.title, sortingFn: danishText },
  {
    id: 'program',
    header: 'Program',
    accessorFn: (e) => e.programDisplayName,
    enableSorting: false,
    filterFn: (row, _columnId, value) => row.original.programName === value,
  },
  {
    id: 'date',
    header: 'Dato',
    accessorFn: (e) => timeOf(e.startDate),
    sortingFn: 'basic',
    enableGlobalFilter: false,
    cell: ({ row }) => formatDateTime(row.original.startDate),
  },
  {
    id: 'when',
    header: 'Status',
    accessorFn: (e) => (e.isPast ? 'Afholdt' : 'Kommende'),
    enableSorting: false,
    filterFn: (row, _columnId, value) => row.original.when === value,
  },
  { id: 'capacity', header: 'Pladser', accessorFn: (e) => e.capacity, enableSorting: false },
  { id: 'taken', header: 'Optaget', accessorFn: (e) => e.seatsTaken, enableSorting: false },
  { id: 'remaining', header: 'Ledige', accessorFn: (e) => e.remainingSeats, sortingFn: 'basic' },
  {
    id: 'fill',
    header: 'Fyldt',
    accessorFn: (e) => e.fillRate,
    sortingFn: 'basic',
    enableGlobalFilter: false,
    cell: ({ row }) => formatPercent(row.original.fillRate),
  },
  { id: 'teachers', header: 'Lærere', accessorFn: (e) => e.teacherSignUps, enableSorting: false },
  { id: 'lists', header: 'Via liste', accessorFn: (e) => e.listSignUps, enableSorting: false },
  { id: 'attendees', header: 'Offentlige', accessorFn: (e) => e.attendeeSignUps, enableSorting: false },
];
