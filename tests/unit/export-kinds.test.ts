import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../e2e/csv';
import { csvStream } from '@/server/exports/csv';
import type { ExportSource } from '@/server/exports/export-definition';
import { EXPORT_KINDS } from '@/server/exports/all-exports';

/**
 * The new export kinds' rows, from answers made here: the columns of the screens they copy, programme names
 * rather than ids, Danish dates, and text a spreadsheet would run neutralised by the writer, in the columns
 * whose text comes from the CMS or the seed (which the integration test cannot make formula-looking).
 */
async function csvOf(kind: string, source: unknown, query = ''): Promise<string[][]> {
  const definition = EXPORT_KINDS[kind];
  if (!definition) throw new Error(`no kind ${kind}`);
  const rows = await definition.load(source as ExportSource, new URLSearchParams(query));
  if (!rows) throw new Error('no rows');
  const parts: Buffer[] = [];
  const stream: Readable = csvStream(definition.columns, rows);
  for await (const chunk of stream) parts.push(chunk as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parseCsv(text.slice(1));
}

const programs = [
  { programName: 'company-programme', displayName: '=Virksomhedsprogrammet', memberCount: 3 },
  { programName: 'kickstart', displayName: 'Kickstart', memberCount: 0 },
].map((p) => ({
  ...p,
  members: [],
  seatsTaken: 5,
  events: [
    {
      eventId: `${p.programName}-1`,
      title: '-Åbningsdag',
      startDate: '2026-03-02T08:30:00.000Z',
      isPast: false,
      capacity: 30,
      seatsTaken: 5,
      remainingSeats: 25,
      teacherSignUps: 3,
      listSignUps: 2,
      attendeeSignUps: 0,
    },
  ],
}));
const programList = programs.map(({ programName, displayName }) => ({ programName, displayName }));

const source = {
  api: {
    user: {
      getProgramData: () => Promise.resolve(programs),
      getNewestUsers: () =>
        Promise.resolve([
          {
            userId: 'u1',
            email: 'mette@example.dk',
            name: 'Mette Bæk',
            role: 'teacher',
            institutionId: 'i1',
            institutionName: 'Nørrebro Park Skole',
            institutionStatus: 'pending',
            programs: ['company-programme', 'kickstart'],
            createdAt: '2026-06-30T22:15:00.000Z',
          },
        ]),
    },
    institutions: {
      getInstitutionOverview: () =>
        Promise.resolve({
          institutions: [],
          segments: [{ segment: '+Gymnasium', confirmed: 4, pending: 1, users: 12 }],
        }),
    },
    material: {
      getOverview: () =>
        Promise.resolve({
          materials: [
            {
              materialId: 'm1',
              title: '@Klimabogen',
              format: 'ebook',
              requiresCode: true,
              downloads: 7,
              uniqueUsers: 3,
              lastDownloadedAt: null,
            },
          ],
        }),
    },
    events: {
      getSignUpsForUser: () =>
        Promise.resolve([
          {
            eventId: 'e1',
            event: { title: 'Åbent hus', startDate: '2026-01-15T13:00:00.000Z', programName: null },
            signedUpAt: '2026-01-02T09:05:00.000Z',
            selfSignedUp: true,
            source: 'list',
            participants: [{ name: 'Ida Holm' }, { name: 'Bo Madsen' }],
          },
          {
            eventId: 'e2',
            event: { title: 'Kick-off', startDate: '2026-02-01T09:00:00.000Z', programName: 'kickstart' },
            signedUpAt: '2026-01-03T09:05:00.000Z',
            selfSignedUp: false,
            source: null,
            participants: [],
          },
        ]),
    },
  },
  product: {
    getPrograms: () => Promise.resolve(programList),
    findUser: () => Promise.resolve({ userId: 'u1' }),
  },
};

describe('the admin exports of the overview tables', () => {
  it('materialer.csv: one row per material, as the materials table, a title neutralised', async () => {
    expect(await csvOf('materialer.csv', source)).toEqual([
      ['Materiale', 'Format', 'Kræver kode', 'Downloads', 'Unikke brugere', 'Seneste download'],
      ["'@Klimabogen", 'E-bog', 'Ja', '7', '3', 'Aldrig hentet'],
    ]);
  });

  it('programmer.csv and tilmeldinger.csv: programme names, never ids, neutralised when needed', async () => {
    expect(await csvOf('programmer.csv', source)).toEqual([
      ['Program', 'Medlemmer', 'Events', 'Pladser optaget'],
      ["'=Virksomhedsprogrammet", '3', '1', '5'],
      ['Kickstart', '0', '1', '5'],
    ]);
    const events = await csvOf('tilmeldinger.csv', source, 'program=company-programme');
    expect(events.slice(1)).toEqual([
      ["'=Virksomhedsprogrammet", "'-Åbningsdag", '02.03.2026 09:30', 'Nej', '30', '5', '25', '3', '2', '0'],
    ]);
  });

  it('skoletyper.csv: the segment rows of Admin oversigt, both statuses counted together', async () => {
    expect(await csvOf('skoletyper.csv', source)).toEqual([
      ['Skoletype', 'Institutioner', 'Godkendte', 'Afventer', 'Brugere'],
      ["'+Gymnasium", '5', '4', '1', '12'],
    ]);
  });

  it('nyeste-brugere.csv: the institution marked when pending, programmes by name, Danish time', async () => {
    expect((await csvOf('nyeste-brugere.csv', source))[1]).toEqual([
      'Mette Bæk',
      'mette@example.dk',
      'Nørrebro Park Skole (afventer godkendelse)',
      "'=Virksomhedsprogrammet, Kickstart",
      '01.07.2026 00:15',
    ]);
  });

  it("brugerens-tilmeldinger.csv: a person's sign-ups as on their information, open events named so", async () => {
    expect(await csvOf('brugerens-tilmeldinger.csv', source, 'email=mette%40example.dk')).toEqual([
      ['Event', 'Start', 'Program', 'Egen plads', 'Har tilmeldt andre', 'Tilmeldt'],
      [
        'Åbent hus',
        '15.01.2026 14:00',
        'Åbent event',
        'Via en liste',
        'Ida Holm, Bo Madsen',
        '02.01.2026 10:05',
      ],
      ['Kick-off', '01.02.2026 10:00', 'Kickstart', 'Nej', '', '03.01.2026 10:05'],
    ]);
  });
});
