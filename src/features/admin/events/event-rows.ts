import type { z } from 'zod';
import type { programData } from '@/server/upstream/product/user-schemas';
import { share } from '../charts/format';

export type ProgramData = z.infer<typeof programData>;

/** One row of the admin events table: an event of a programme, with its fill rate worked out. */
export interface EventRow {
  eventId: string;
  title: string;
  programName: string;
  programDisplayName: string;
  startDate: string;
  isPast: boolean;
  /** 'kommende' | 'afholdt': the value the past/upcoming filter matches. */
  when: EventWhen;
  capacity: number;
  seatsTaken: number;
  remainingSeats: number;
  teacherSignUps: number;
  listSignUps: number;
  attendeeSignUps: number;
  /** seatsTaken / capacity, 0 for an event without seats. */
  fillRate: number;
}

export type EventWhen = 'kommende' | 'afholdt';

/** The events of every programme as one list (an event belongs to one programme). */
export function eventRows(programs: ProgramData): EventRow[] {
  return programs.flatMap((program) =>
    program.events.map((event) => ({
      eventId: event.eventId,
      title: event.title,
      programName: program.programName,
      programDisplayName: program.displayName,
      startDate: event.startDate,
      isPast: event.isPast,
      when: event.isPast ? ('afholdt' as const) : ('kommende' as const),
      capacity: event.capacity,
      seatsTaken: event.seatsTaken,
      remainingSeats: event.remainingSeats,
      teacherSignUps: event.teacherSignUps,
      listSignUps: event.listSignUps,
      attendeeSignUps: event.attendeeSignUps,
      fillRate: share(event.seatsTaken, event.capacity),
    })),
  );
}

/**
 * The past/upcoming filter's values in the URL: none means upcoming (what an admin plans with), 'afholdte'
 * the past ones and 'alle' both, told apart by their status column.
 */
export const WHEN_OPTIONS = [
  { value: '', label: 'Kommende events' },
  { value: 'afholdte', label: 'Afholdte events' },
  { value: 'alle', label: 'Alle events' },
] as const;

/** The `when` column filter for a URL value: upcoming by default, nothing for 'alle'. */
export function whenFilter(value: string | undefined): EventWhen | undefined {
  if (value === 'alle') return undefined;
  return value === 'afholdte' ? 'afholdt' : 'kommende';
}

export interface EventTotals {
  events: number;
  capacity: number;
  seatsTaken: number;
  remainingSeats: number;
  fillRate: number;
}

/** Sums over the rows shown. */
export function eventTotals(rows: readonly EventRow[]): EventTotals {
  const sum = (pick: (row: EventRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const capacity = sum((row) => row.capacity);
  const seatsTaken = sum((row) => row.seatsTaken);
  return {
    events: rows.length,
    capacity,
    seatsTaken,
    remainingSeats: sum((row) => row.remainingSeats),
    fillRate: share(seatsTaken, capacity),
  };
}

/** The rows the programme and past/upcoming filters let through (for the sums above the table). */
export function filterEvents(
  rows: readonly EventRow[],
  { program, when }: { program?: string; when?: EventWhen },
): EventRow[] {
  return rows.filter((row) => (!program || row.programName === program) && (!when || row.when === when));
}
