import type { z } from 'zod';
import type { InstitutionOverview } from '@/lib/admin/overview-rows';
import {
  programSummaries,
  segmentRows,
  type ProgramSummary,
  type SegmentRow,
} from '@/server/tables/overview-summaries';
import { FORMAT_LABELS, STATUS_TEXT } from '@/lib/admin/value-texts';
import type { adminMaterialOverview } from '@/server/upstream/product/material-schemas';
import type { programData } from '@/server/upstream/product/user-schemas';
import { isoDate } from './csv';
import { define, ExportInputError } from './export-definition';

type MaterialRow = z.infer<typeof adminMaterialOverview>['materials'][number];
type ProgramData = z.infer<typeof programData>;
type InstitutionRow = InstitutionOverview['institutions'][number];
type EventRow = ProgramData[number]['events'][number] & { programDisplayName: string };

/** `?status=`: both statuses when absent, as the admin's institution tables split them. */
const STATUS_FILTER = new Set(['pending', 'confirmed']);

/** The exports of the admin's overviews: short lists (institutions, programmes, materials), read whole. */
export const OVERVIEW_EXPORTS = {
  /** The institutions with their number of users (GetInstitutionOverview); `?status=pending|confirmed`. */
  'institutioner.csv': define<InstitutionRow>({
    // The pending and the confirmed table download side by side: their files must not share a name.
    fileName: (query) =>
      ({ pending: 'institutioner-afventer-godkendelse', confirmed: 'institutioner-godkendte' })[
        query.get('status') ?? ''
      ] ?? 'institutioner',
    columns: [
      { header: 'Navn', value: (i) => i.name },
      { header: 'Skoletype', value: (i) => i.segment },
      { header: 'By', value: (i) => i.city },
      { header: 'Status', value: (i) => STATUS_TEXT[i.status] },
      { header: 'Brugere', value: (i) => i.userCount },
    ],
    load: async ({ api }, query) => {
      const status = query.get('status');
      if (status !== null && !STATUS_FILTER.has(status)) {
        throw new ExportInputError('Status skal være "pending" eller "confirmed".');
      }
      const overview = await api.institutions.getInstitutionOverview();
      if (!overview) return null;
      return status ? overview.institutions.filter((i) => i.status === status) : overview.institutions;
    },
  }),
  /** Institutions and users per segment (skoletype), the rows of Admin oversigt's table. */
  'skoletyper.csv': define<SegmentRow>({
    fileName: 'skoletyper',
    columns: [
      { header: 'Skoletype', value: (s) => s.segment },
      { header: 'Institutioner', value: (s) => s.institutions },
      { header: 'Godkendte', value: (s) => s.confirmed },
      { header: 'Afventer', value: (s) => s.pending },
      { header: 'Brugere', value: (s) => s.users },
    ],
    load: async ({ api }) => {
      const overview = await api.institutions.getInstitutionOverview();
      return overview ? segmentRows(overview) : null;
    },
  }),
  /** Members, events and seats taken per programme, the rows of Admin oversigt's table. */
  'programmer.csv': define<ProgramSummary>({
    fileName: 'programmer',
    columns: [
      { header: 'Program', value: (p) => p.displayName },
      { header: 'Medlemmer', value: (p) => p.members },
      { header: 'Events', value: (p) => p.events },
      { header: 'Pladser optaget', value: (p) => p.seatsTaken },
    ],
    load: async ({ api }) => {
      const programs = await api.user.getProgramData();
      return programs ? programSummaries(programs) : null;
    },
  }),
  /**
   * Event sign-ups: one row per event of each programme (GetProgramData), with its seats and the sign-ups by
   * kind (teachers themselves, by a teacher's list, public attendees). `?program=` keeps one programme.
   */
  'tilmeldinger.csv': define<EventRow>({
    fileName: 'tilmeldinger',
    columns: [
      { header: 'Program', value: (e) => e.programDisplayName },
      { header: 'Event', value: (e) => e.title },
      { header: 'Start', value: (e) => isoDate(e.startDate) },
      { header: 'Afholdt', value: (e) => e.isPast },
      { header: 'Pladser', value: (e) => e.capacity },
      { header: 'Optaget', value: (e) => e.seatsTaken },
      { header: 'Ledige', value: (e) => e.remainingSeats },
      { header: 'Lærere', value: (e) => e.teacherSignUps },
      { header: 'Via liste', value: (e) => e.listSignUps },
      { header: 'Deltagere', value: (e) => e.attendeeSignUps },
    ],
    load: async ({ api }, query) => {
      const programs = await api.user.getProgramData();
      if (!programs) return null;
      const wanted = query.get('program');
      return programs
        .filter((p) => !wanted || p.programName === wanted)
        .flatMap((p) => p.events.map((e) => ({ ...e, programDisplayName: p.displayName })));
    },
  }),
  /** Downloads per material (GetOverview's materials), as on the materials screen. */
  'materialer.csv': define<MaterialRow>({
    fileName: 'materialer',
    columns: [
      { header: 'Materiale', value: (m) => m.title },
      { header: 'Format', value: (m) => FORMAT_LABELS[m.format] },
      { header: 'Kræver kode', value: (m) => m.requiresCode },
      { header: 'Downloads', value: (m) => m.downloads },
      { header: 'Unikke brugere', value: (m) => m.uniqueUsers },
      {
        header: 'Seneste download',
        value: (m) => (m.lastDownloadedAt ? isoDate(m.lastDownloadedAt) : 'Aldrig hentet'),
      },
    ],
    load: async ({ api }) => (await api.material.getOverview())?.materials ?? null,
  }),
};
