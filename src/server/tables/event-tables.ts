import { z } from 'zod';
import { EVENTS_TABLE, SIGNUPS_TABLE } from '@/lib/admin-tables';
import type { TablePage } from '@/lib/list/page';
import { matchingItems } from '@/lib/list/query';
import { by } from '@/lib/list/sort';
import type { SortKey } from '@/lib/table-state';
import { applyTable, type TableRecipe } from './apply';
import type { TableContext } from './context';
import { tableInput, type TableInput } from './table-input';

export const eventsInput = tableInput(EVENTS_TABLE);

type Programme = NonNullable<Awaited<ReturnType<TableContext['product']['getProgramData']>>>[number];

/** One row of the admin's events table: an event, with its programme and its fill rate. */
export interface EventRow {
  eventId: string;
  title: string;
  programName: string;
  programDisplayName: string;
  startDate: string;
  isPast: boolean;
  capacity: number;
  seatsTaken: number;
  remainingSeats: number;
  teacherSignUps: number;
  listSignUps: number;
  attendeeSignUps: number;
  /** seatsTaken / capacity, 0 for an event without seats. */
  fillRate: number;
}

/** Every event of GetProgramData as one list, the events of no programme too (user-schemas.ts, NO_PROGRAM). */
export function eventRows(programs: readonly Programme[]): EventRow[] {
  return programs.flatMap((program) =>
    program.events.map((event) => ({
      ...event,
      programName: program.programName,
      programDisplayName: program.displayName,
      fillRate: event.capacity > 0 ? event.seatsTaken / event.capacity : 0,
    })),
  );
}

/** `when` in the URL: none means upcoming (what an admin plans with), 'afholdte' the past ones, 'alle' both. */
const whenMatches = (row: EventRow, when: string | undefined) =>
  when === 'alle' ? true : when === 'afholdte' ? row.isPast : !row.isPast;

const EVENTS: TableRecipe<EventRow, SortKey<typeof EVENTS_TABLE>> = {
  searchText: (e) => e.title,
  filter: (e, { program, when }) => (!program || e.programName === program) && whenMatches(e, when),
  sorters: {
    date: by.time((e) => e.startDate),
    fill: by.number((e) => e.fillRate),
    title: by.text((e) => e.title),
    remaining: by.number((e) => e.remainingSeats),
  },
};

export interface EventTotals {
  events: number;
  capacity: number;
  seatsTaken: number;
  remainingSeats: number;
  fillRate: number;
}

/** Sums over the events the programme and past/upcoming filters let through (on every page). */
export function eventTotals(
  all: readonly EventRow[],
  filters: Readonly<Record<string, string | undefined>>,
): EventTotals {
  const rows = matchingItems(all, { q: '', filters }, EVENTS);
  const sum = (pick: (row: EventRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const capacity = sum((row) => row.capacity);
  const seatsTaken = sum((row) => row.seatsTaken);
  return {
    events: rows.length,
    capacity,
    seatsTaken,
    remainingSeats: sum((row) => row.remainingSeats),
    fillRate: capacity > 0 ? seatsTaken / capacity : 0,
  };
}

/**
 * One page of every event with its seats and sign-ups by kind, the sums over the filtered events for the key
 * figures, and the programmes for the filter (the events of no programme as one of them).
 */
export async function eventsTable(
  ctx: TableContext,
  input: TableInput<SortKey<typeof EVENTS_TABLE>>,
): Promise<
  | (TablePage<EventRow> & {
      totals: EventTotals;
      programs: { programName: string; displayName: string }[];
    })
  | null
> {
  const programs = await ctx.product.getProgramData();
  if (!programs) return null;
  const rows = eventRows(programs);
  return {
    ...applyTable(rows, input, EVENTS),
    totals: eventTotals(rows, input.filters),
    programs: programs.map(({ programName, displayName }) => ({ programName, displayName })),
  };
}

export const signUpsInput = tableInput(SIGNUPS_TABLE).extend({
  userId: z.string({ error: 'Bruger skal være en tekst.' }).trim().min(1, 'Bruger er påkrævet').max(100),
});

type SignUp = NonNullable<Awaited<ReturnType<TableContext['product']['getSignUpsForUser']>>>[number];

const SIGNUPS: TableRecipe<SignUp, SortKey<typeof SIGNUPS_TABLE>> = {
  searchText: (s) => `${s.event.title} ${s.participants.map((p) => p.name).join(' ')}`,
  sorters: {
    event: by.text((s) => s.event.title),
    start: by.time((s) => s.event.startDate),
    signedUpAt: by.time((s) => s.signedUpAt),
  },
};

/** One page of a person's sign-ups (GetSignUpsForUser), for Admin bruger informationer. */
export async function signUpsTable(
  ctx: TableContext,
  input: TableInput<SortKey<typeof SIGNUPS_TABLE>> & { userId: string },
): Promise<TablePage<SignUp> | null> {
  const signUps = await ctx.product.getSignUpsForUser(input.userId);
  return signUps ? applyTable(signUps, input, SIGNUPS) : null;
}
