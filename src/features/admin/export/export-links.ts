/**
 * Where each admin table's CSV export is downloaded (src/pages/api/admin/eksport/[kind].ts, one kind per
 * table) and what its link says: one place, so a table and its file cannot drift apart.
 */
import { exportUrl as exportHref } from '@/lib/routes';
import { formatCount } from '../number-format';

export interface ExportTarget {
  href: string;
  label: string;
}

export const EXPORTS = {
  materials: { href: exportHref('materialer.csv'), label: 'Hent downloads pr. materiale som CSV (Excel)' },
  downloaders: {
    href: exportHref('downloads.csv'),
    label: 'Hent brugerne, der har hentet materialer, og deres downloads som CSV (Excel)',
  },
  pendingInstitutions: {
    href: exportHref('institutioner.csv', { status: 'pending' }),
    label: 'Hent institutionerne, der venter på godkendelse, som CSV (Excel)',
  },
  confirmedInstitutions: {
    href: exportHref('institutioner.csv', { status: 'confirmed' }),
    label: 'Hent de godkendte institutioner som CSV (Excel)',
  },
  newestUsers: { href: exportHref('nyeste-brugere.csv'), label: 'Hent de nyeste brugere som CSV (Excel)' },
  programMembers: {
    href: exportHref('programmer.csv'),
    label: 'Hent medlemmer, events og pladser pr. program som CSV (Excel)',
  },
  segments: {
    href: exportHref('skoletyper.csv'),
    label: 'Hent institutioner og brugere pr. skoletype som CSV (Excel)',
  },
} as const satisfies Record<string, ExportTarget>;

/** One person's sign-ups (the table on Admin bruger informationer); `whose` is "Mettes" or "Jonas'". */
export const userSignUpsExport = (email: string, whose: string): ExportTarget => ({
  href: exportHref('brugerens-tilmeldinger.csv', { email }),
  label: `Hent ${whose} tilmeldinger som CSV (Excel)`,
});

/** Every user a search found (the table shows one page of them), streamed; the term is the search's own. */
export const foundUsersExport = (searchTerm: string, count: number): ExportTarget => ({
  href: exportHref('brugere.csv', { searchTerm }),
  label: `Hent alle ${formatCount(count)} som CSV`,
});

/** Event sign-ups per event, of one programme or (without one) of all. */
export const eventSignUpsHref = (program: string | undefined) => exportHref('tilmeldinger.csv', { program });
