import type { inferRouterOutputs } from '@trpc/server';
import { appRouter } from '@/server/routers/root';
import { createCallerFactory } from '@/server/trpc';
import { type CsvColumn, isoDate } from './csv';

/** The typed API, called in-process by the export route with the admin's own context. */
export const createApiCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createApiCaller>;
type Outputs = inferRouterOutputs<typeof appRouter>;

type UserRow = NonNullable<Outputs['user']['searchUser']>[number];
type InstitutionRow = NonNullable<Outputs['institutions']['getInstitutionOverview']>['institutions'][number];
type Program = NonNullable<Outputs['user']['getProgramData']>[number];
type EventRow = Program['events'][number] & { programName: string; programDisplayName: string };
type DownloadRow = NonNullable<Outputs['material']['getOverview']>['users'][number];

const STATUS: Record<string, string> = { pending: 'Afventer godkendelse', confirmed: 'Godkendt' };
const ROLE: Record<string, string> = { teacher: 'Lærer', admin: 'Administrator' };

/** A refusal the route answers with 400 and this Danish text. */
export class ExportInputError extends Error {}

/**
 * One admin table as CSV: its file name and columns, and how its rows are read through the typed API (the
 * procedures' access rules and error policies included; `null` = the upstream failed). Rows are read whole from
 * the product API (it has no paging); the CSV itself is streamed.
 */
interface ExportKind<T> {
  fileName: string;
  columns: readonly CsvColumn<T>[];
  load: (api: Caller, query: URLSearchParams) => Promise<readonly T[] | null>;
}

// A kind's columns and loader share one row type; the table of kinds forgets it (the route only pipes one into
// the other), which TypeScript cannot express without this widening.
const define = <T>(kind: ExportKind<T>) => kind as ExportKind<unknown>;

export const EXPORT_KINDS: Readonly<Record<string, ExportKind<unknown>>> = {
  /** The users a search finds (SearchUser), as on the admin's user search; the term is required. */
  'brugere.csv': define<UserRow>({
    fileName: 'brugere',
    columns: [
      { header: 'Navn', value: (u) => u.name },
      { header: 'E-mail', value: (u) => u.email },
      { header: 'Rolle', value: (u) => ROLE[u.role] ?? u.role },
      { header: 'Institution', value: (u) => u.institutionName },
      {
        header: 'Institutionens status',
        value: (u) => (u.institutionStatus ? STATUS[u.institutionStatus] : ''),
      },
      { header: 'Programmer', value: (u) => u.programs.join(', ') },
      { header: 'Oprettet', value: (u) => isoDate(u.createdAt) },
    ],
    load: async (api, query) => {
      const searchTerm = (query.get('searchTerm') ?? '').trim();
      if (searchTerm.length < 2 || searchTerm.length > 100) {
        throw new ExportInputError('Skriv et søgeord på 2 til 100 tegn.');
      }
      return api.user.searchUser({ searchTerm });
    },
  }),
  /** Every institution, confirmed and pending, with its number of users (GetInstitutionOverview). */
  'institutioner.csv': define<InstitutionRow>({
    fileName: 'institutioner',
    columns: [
      { header: 'Navn', value: (i) => i.name },
      { header: 'Skoletype', value: (i) => i.segment },
      { header: 'By', value: (i) => i.city },
      { header: 'Status', value: (i) => STATUS[i.status] ?? i.status },
      { header: 'Brugere', value: (i) => i.userCount },
    ],
    load: async (api) => (await api.institutions.getInstitutionOverview())?.institutions ?? null,
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
    load: async (api, query) => {
      const programs = await api.user.getProgramData();
      if (!programs) return null;
      const wanted = query.get('program');
      return programs
        .filter((p) => !wanted || p.programName === wanted)
        .flatMap((p) =>
          p.events.map((e) => ({ ...e, programName: p.programName, programDisplayName: p.displayName })),
        );
    },
  }),
  /** Material downloads per person, most downloads first (GetOverview's users). */
  'downloads.csv': define<DownloadRow>({
    fileName: 'downloads',
    columns: [
      { header: 'Navn', value: (u) => u.name },
      { header: 'E-mail', value: (u) => u.email },
      { header: 'Institution', value: (u) => u.institutionName },
      { header: 'Downloads', value: (u) => u.downloads },
      { header: 'Seneste download', value: (u) => isoDate(u.lastDownloadedAt) },
    ],
    load: async (api) => (await api.material.getOverview())?.users ?? null,
  }),
};
