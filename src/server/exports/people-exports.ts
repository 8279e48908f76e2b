import type { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { emailField } from '@/lib/validation';
import type { adminMaterialUser } from '@/server/upstream/product/material-schemas';
import type { signUp } from '@/server/upstream/product/events-schemas';
import type { userSummary } from '@/server/upstream/product/user-schemas';
import { isoDate } from './csv';
import { institutionWithStatus, ROLE_TEXT, STATUS_TEXT } from '@/lib/admin/value-texts';
import { programList, programName } from '@/lib/admin/program-names';
import { define, ExportInputError, ExportNotFoundError } from './export-definition';
import { loadProgramNames } from './program-names';

type UserRow = z.infer<typeof userSummary> & { programNames: string };
type DownloadRow = z.infer<typeof adminMaterialUser>;
type SignUpRow = z.infer<typeof signUp> & { programDisplayName: string };

/** Each item of a stream, changed as it passes (the stream stays a stream). */
async function* mapItems<A, B>(items: AsyncIterable<A>, change: (item: A) => B): AsyncGenerator<B> {
  for await (const item of items) yield change(item);
}

const SOURCE: Readonly<Record<string, string>> = {
  teacher: 'Selv',
  list: 'Via en liste',
  attendee: 'Via eventsiden',
};

/** The exports about people: the lists that grow with the number of users are streamed. */
export const PEOPLE_EXPORTS = {
  /** The users a search finds (SearchUser, read item by item), as on the admin's user search. */
  'brugere.csv': define<UserRow>({
    fileName: 'brugere',
    columns: [
      { header: 'Navn', value: (u) => u.name },
      { header: 'E-mail', value: (u) => u.email },
      { header: 'Rolle', value: (u) => ROLE_TEXT[u.role] },
      { header: 'Institution', value: (u) => u.institutionName },
      {
        header: 'Institutionens status',
        value: (u) => (u.institutionStatus ? STATUS_TEXT[u.institutionStatus] : ''),
      },
      { header: 'Programmer', value: (u) => u.programNames },
      { header: 'Oprettet', value: (u) => isoDate(u.createdAt) },
    ],
    load: async ({ product }, query) => {
      const searchTerm = (query.get('searchTerm') ?? '').trim();
      if (searchTerm.length < 2 || searchTerm.length > 100) {
        throw new ExportInputError('Skriv et søgeord på 2 til 100 tegn.');
      }
      const names = await loadProgramNames(product);
      const users = names && (await product.searchUserItems(searchTerm));
      if (!names || !users) return null;
      return mapItems(users, (u) => ({ ...u, programNames: programList(names, u.programs) }));
    },
  }),
  /** Material downloads per person, most downloads first (GetOverview's users, read item by item). */
  'downloads.csv': define<DownloadRow>({
    fileName: 'downloads',
    columns: [
      { header: 'Navn', value: (u) => u.name },
      { header: 'E-mail', value: (u) => u.email },
      { header: 'Institution', value: (u) => u.institutionName },
      { header: 'Downloads', value: (u) => u.downloads },
      { header: 'Seneste download', value: (u) => isoDate(u.lastDownloadedAt) },
    ],
    load: ({ product }) => product.getOverviewUserItems(),
  }),
  /** The people who signed up last (GetNewestUsers, a short list), as on Admin oversigt. */
  'nyeste-brugere.csv': define<UserRow>({
    fileName: 'nyeste-brugere',
    columns: [
      { header: 'Navn', value: (u) => u.name },
      { header: 'E-mail', value: (u) => u.email },
      {
        header: 'Institution',
        value: (u) => u.institutionName && institutionWithStatus(u.institutionName, u.institutionStatus),
      },
      { header: 'Programmer', value: (u) => u.programNames },
      { header: 'Oprettet', value: (u) => isoDate(u.createdAt) },
    ],
    load: async ({ api, product }) => {
      const [users, names] = await Promise.all([api.user.getNewestUsers(), loadProgramNames(product)]);
      if (!users || !names) return null;
      return users.map((u) => ({ ...u, programNames: programList(names, u.programs) }));
    },
  }),
  /** One person's event sign-ups (GetUser by e-mail, then GetSignUpsForUser), as on their information. */
  'brugerens-tilmeldinger.csv': define<SignUpRow>({
    fileName: 'tilmeldinger-for-bruger',
    columns: [
      { header: 'Event', value: (s) => s.event.title },
      { header: 'Start', value: (s) => isoDate(s.event.startDate) },
      { header: 'Program', value: (s) => s.programDisplayName },
      {
        header: 'Egen plads',
        value: (s) => (s.selfSignedUp ? (SOURCE[s.source ?? ''] ?? 'Ja') : 'Nej'),
      },
      { header: 'Har tilmeldt andre', value: (s) => s.participants.map((p) => p.name).join(', ') },
      { header: 'Tilmeldt', value: (s) => isoDate(s.signedUpAt) },
    ],
    load: async ({ api, product }, query) => {
      const email = emailField.safeParse(query.get('email') ?? '');
      if (!email.success) throw new ExportInputError('Angiv brugerens e-mailadresse.');
      const user = await product.findUser(email.data).catch((error: unknown) => {
        if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
          throw new ExportNotFoundError('Der findes ingen bruger med den e-mailadresse.');
        }
        if (error instanceof TRPCError) return null;
        throw error;
      });
      if (!user) return null;
      const [signUps, names] = await Promise.all([
        api.events.getSignUpsForUser({ userId: user.userId }),
        loadProgramNames(product),
      ]);
      if (!signUps || !names) return null;
      return signUps.map((s) => ({
        ...s,
        programDisplayName: s.event.programName ? programName(names, s.event.programName) : 'Åbent event',
      }));
    },
  }),
};
