import type { z } from 'zod';
import type { institutionOverview } from '@/server/upstream/product/institutions-schemas';
import type { programData } from '@/server/upstream/product/user-schemas';

/** GetProgramData as the BFF reads it (the admin screens' and the exports' source). */
type ProgramData = z.infer<typeof programData>;

export interface ProgramSummary {
  programName: string;
  displayName: string;
  members: number;
  events: number;
  seatsTaken: number;
}

/** One line per programme: its members, its events and the seats taken at them. */
export function programSummaries(programs: ProgramData): ProgramSummary[] {
  return programs.map((program) => ({
    programName: program.programName,
    displayName: program.displayName,
    members: program.memberCount,
    events: program.events.length,
    seatsTaken: program.seatsTaken,
  }));
}

export type InstitutionOverview = z.infer<typeof institutionOverview>;

export interface SegmentRow {
  segment: string;
  confirmed: number;
  pending: number;
  institutions: number;
  users: number;
}

/** One line per segment (skoletype), with the institutions of both statuses counted together too. */
export function segmentRows(overview: InstitutionOverview): SegmentRow[] {
  return overview.segments.map((s) => ({
    segment: s.segment,
    confirmed: s.confirmed,
    pending: s.pending,
    institutions: s.confirmed + s.pending,
    users: s.users,
  }));
}
