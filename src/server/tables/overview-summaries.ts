import type { TableContext } from './context';
import { sharedFetch } from './shared-fetch';

type Programmes = NonNullable<Awaited<ReturnType<TableContext['product']['getProgramData']>>>;
type InstitutionOverview = NonNullable<
  Awaited<ReturnType<TableContext['product']['getInstitutionOverview']>>
>;

export interface ProgramSummary {
  programName: string;
  displayName: string;
  members: number;
  events: number;
  seatsTaken: number;
}

/** One line per programme: its members, its events and the seats taken at them. */
export function programSummaries(programs: Programmes): ProgramSummary[] {
  return programs.map((program) => ({
    programName: program.programName,
    displayName: program.displayName,
    members: program.memberCount,
    events: program.events.length,
    seatsTaken: program.seatsTaken,
  }));
}

export interface SegmentRow {
  segment: string;
  confirmed: number;
  pending: number;
  institutions: number;
  users: number;
}

/** One line per segment (skoletype), with the institutions of both statuses counted together too. */
export function segmentRows(overview: Pick<InstitutionOverview, 'segments'>): SegmentRow[] {
  return overview.segments.map((s) => ({
    segment: s.segment,
    confirmed: s.confirmed,
    pending: s.pending,
    institutions: s.confirmed + s.pending,
    users: s.users,
  }));
}

/**
 * The programmes summed up (GetProgramData holds every programme's members and events, which grow with the
 * foundation; this is one short line per programme): the dashboard's table, and the programme names every
 * admin screen tells programmes by.
 */
export async function programOverview(ctx: TableContext): Promise<ProgramSummary[] | null> {
  const programs = await sharedFetch(ctx, 'GetProgramData', () => ctx.product.getProgramData());
  return programs ? programSummaries(programs) : null;
}

/** GetInstitutionOverview's totals and segments, without its list of every institution. */
export async function institutionSummary(
  ctx: TableContext,
): Promise<{ totals: InstitutionOverview['totals']; segments: SegmentRow[] } | null> {
  const overview = await sharedFetch(ctx, 'GetInstitutionOverview', () =>
    ctx.product.getInstitutionOverview(),
  );
  return overview ? { totals: overview.totals, segments: segmentRows(overview) } : null;
}
