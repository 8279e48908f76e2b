import { describe, expect, it } from 'vitest';
import {
  CONFIRMED_TABLE,
  DOWNLOADERS_TABLE,
  EVENTS_TABLE,
  MATERIALS_TABLE,
  NEWEST_TABLE,
  PENDING_TABLE,
  SIGNUPS_TABLE,
  USER_TABLE,
} from '@/lib/admin-tables';
import type { TableSpec } from '@/lib/table-state';
import type { TableContext } from '@/server/tables/context';
import { eventsInput, eventsTable, signUpsInput, signUpsTable } from '@/server/tables/event-tables';
import {
  confirmedInput,
  confirmedTable,
  pendingInput,
  pendingTable,
} from '@/server/tables/institution-tables';
import {
  downloadersInput,
  downloadersTable,
  materialsInput,
  materialsTable,
} from '@/server/tables/material-tables';
import { newestInput, newestTable, userSearchInput, userSearchTable } from '@/server/tables/user-tables';

/**
 * Every sort key of every admin table, both ways, through the table's own procedure function: three rows, each
 * key ordering them differently, so a sorter that reads the wrong field or ignores the direction shows.
 */
const ctx = (product: object) =>
  ({
    session: {},
    requestId: 'unit',
    user: { email: 'admin@example.com', sub: 'a' },
    product,
  }) as unknown as TableContext;
const day = (n: number) => `2026-0${n}-01T10:00:00.000Z`;

interface Case {
  spec: TableSpec;
  /** One page of every row, sorted by `sort`; the ids in the page's order. */
  ids: (sort: string, desc: boolean) => Promise<string[] | undefined>;
  /** The ids ascending, per sort key. */
  ascending: Record<string, string[]>;
}

const institution = (id: string, name: string, segment: string, city: string, created: number) => ({
  id,
  name,
  segment,
  city,
  createdAt: day(created),
  status: 'pending' as const,
  address: 'Vej 1',
  zip: '8000',
  approvedAt: null,
});
const INSTITUTIONS = [
  institution('a', 'Ærø Skole', 'Grundskole', 'Odense', 2),
  institution('b', 'Aarhus Gymnasium', 'Erhvervsskole', 'Aabenraa', 3),
  institution('c', 'Bæk Skole', 'Gymnasium', 'Ølstykke', 1),
];
const institutions = ctx({
  getPendingInstitutions: () => Promise.resolve(INSTITUTIONS),
  getConfirmedInstitutions: () => Promise.resolve(INSTITUTIONS),
  getInstitutionOverview: () =>
    Promise.resolve({
      institutions: [
        { id: 'a', userCount: 5 },
        { id: 'b', userCount: 1 },
        { id: 'c', userCount: 9 },
      ],
    }),
});

const programs = ctx({
  getProgramData: () =>
    Promise.resolve([
      {
        programName: 'p',
        displayName: 'P',
        events: [
          {
            eventId: 'a',
            title: 'Øvelse',
            startDate: day(3),
            isPast: false,
            capacity: 10,
            seatsTaken: 5,
            remainingSeats: 5,
            teacherSignUps: 0,
            listSignUps: 0,
            attendeeSignUps: 0,
          },
          {
            eventId: 'b',
            title: 'Finale',
            startDate: day(1),
            isPast: false,
            capacity: 10,
            seatsTaken: 9,
            remainingSeats: 1,
            teacherSignUps: 0,
            listSignUps: 0,
            attendeeSignUps: 0,
          },
          {
            eventId: 'c',
            title: 'Åbning',
            startDate: day(2),
            isPast: false,
            capacity: 100,
            seatsTaken: 1,
            remainingSeats: 99,
            teacherSignUps: 0,
            listSignUps: 0,
            attendeeSignUps: 0,
          },
        ],
      },
    ]),
  getSignUpsForUser: () =>
    Promise.resolve([
      { id: 'a', event: { title: 'Øvelse', startDate: day(1) }, signedUpAt: day(2), participants: [] },
      { id: 'b', event: { title: 'Finale', startDate: day(3) }, signedUpAt: day(1), participants: [] },
      { id: 'c', event: { title: 'Åbning', startDate: day(2) }, signedUpAt: day(3), participants: [] },
    ]),
});

const overview = ctx({
  getOverview: () =>
    Promise.resolve({
      totals: {},
      recent: [],
      materials: [
        { id: 'a', title: 'Ærlig snak', downloads: 2, uniqueUsers: 9, lastDownloadedAt: day(1) },
        { id: 'b', title: 'Budget', downloads: 7, uniqueUsers: 1, lastDownloadedAt: day(2) },
        { id: 'c', title: 'Åben dag', downloads: 4, uniqueUsers: 3, lastDownloadedAt: day(3) },
      ],
      users: [
        {
          userId: 'a',
          name: 'Åse',
          email: null,
          institutionName: 'Bæk Skole',
          downloads: 3,
          lastDownloadedAt: day(3),
        },
        {
          userId: 'b',
          name: 'Bo',
          email: null,
          institutionName: 'Ærø Skole',
          downloads: 1,
          lastDownloadedAt: day(2),
        },
        {
          userId: 'c',
          name: 'Ørn',
          email: null,
          institutionName: 'Aabenraa Skole',
          downloads: 8,
          lastDownloadedAt: day(1),
        },
      ],
    }),
});

const person = (userId: string, name: string, email: string, institutionName: string, created: number) => ({
  userId,
  name,
  email,
  institutionName,
  institutionStatus: 'confirmed',
  programs: [],
  createdAt: day(created),
});
const PEOPLE = [
  person('a', 'Øjvind', 'b@example.com', 'Odense Skole', 1),
  person('b', 'Anne', 'c@example.com', 'Ærø Skole', 3),
  person('c', 'Åse', 'a@example.com', 'Bæk Skole', 2),
];
const people = ctx({
  searchUser: () => Promise.resolve(PEOPLE),
  getNewestUsers: () => Promise.resolve(PEOPLE),
  getPrograms: () => Promise.resolve([]),
});

const CASES: Record<string, Case> = {
  pending: {
    spec: PENDING_TABLE,
    ids: async (sort, desc) =>
      (await pendingTable(institutions, pendingInput.parse({ sort, desc })))?.rows.map((r) => r.id),
    ascending: { name: ['c', 'a', 'b'], segment: ['b', 'a', 'c'], createdAt: ['c', 'a', 'b'] },
  },
  confirmed: {
    spec: CONFIRMED_TABLE,
    ids: async (sort, desc) =>
      (await confirmedTable(institutions, confirmedInput.parse({ sort, desc })))?.rows.map((r) => r.id),
    ascending: {
      name: ['c', 'a', 'b'],
      segment: ['b', 'a', 'c'],
      city: ['a', 'c', 'b'],
      users: ['b', 'a', 'c'],
    },
  },
  events: {
    spec: EVENTS_TABLE,
    ids: async (sort, desc) =>
      (await eventsTable(programs, eventsInput.parse({ sort, desc })))?.rows.map((r) => r.eventId),
    ascending: {
      date: ['b', 'c', 'a'],
      fill: ['c', 'a', 'b'],
      title: ['b', 'a', 'c'],
      remaining: ['b', 'a', 'c'],
    },
  },
  signUps: {
    spec: SIGNUPS_TABLE,
    ids: async (sort, desc) =>
      (await signUpsTable(programs, signUpsInput.parse({ userId: 'u', sort, desc })))?.rows.map(
        (r) => (r as unknown as { id: string }).id,
      ),
    ascending: { event: ['b', 'a', 'c'], start: ['a', 'c', 'b'], signedUpAt: ['b', 'a', 'c'] },
  },
  materials: {
    spec: MATERIALS_TABLE,
    ids: async (sort, desc) =>
      (await materialsTable(overview, materialsInput.parse({ sort, desc })))?.rows.map(
        (r) => (r as unknown as { id: string }).id,
      ),
    ascending: {
      title: ['b', 'a', 'c'],
      downloads: ['a', 'c', 'b'],
      users: ['b', 'c', 'a'],
      last: ['a', 'b', 'c'],
    },
  },
  downloaders: {
    spec: DOWNLOADERS_TABLE,
    ids: async (sort, desc) =>
      (await downloadersTable(overview, downloadersInput.parse({ sort, desc })))?.rows.map((r) => r.userId),
    ascending: {
      name: ['b', 'c', 'a'],
      institution: ['a', 'b', 'c'],
      downloads: ['b', 'a', 'c'],
      last: ['c', 'b', 'a'],
    },
  },
  userSearch: {
    spec: USER_TABLE,
    ids: async (sort, desc) =>
      (await userSearchTable(people, userSearchInput.parse({ searchTerm: 'example', sort, desc })))?.rows.map(
        (r) => r.userId,
      ),
    ascending: {
      name: ['b', 'a', 'c'],
      email: ['c', 'a', 'b'],
      institution: ['c', 'a', 'b'],
      createdAt: ['a', 'c', 'b'],
    },
  },
  newest: {
    spec: NEWEST_TABLE,
    ids: async (sort, desc) =>
      (await newestTable(people, newestInput.parse({ sort, desc })))?.rows.map((r) => r.userId),
    ascending: { name: ['b', 'a', 'c'], institution: ['c', 'a', 'b'], created: ['a', 'c', 'b'] },
  },
};

describe('every sort key of every admin table', () => {
  for (const [table, { spec, ids, ascending }] of Object.entries(CASES)) {
    it(`${table}: each key sorts its rows both ways`, async () => {
      expect(Object.keys(ascending)).toEqual([...spec.sortable]);
      for (const key of spec.sortable) {
        const up = ascending[key];
        expect(await ids(key, false), `${key} asc`).toEqual(up);
        expect(await ids(key, true), `${key} desc`).toEqual([...(up ?? [])].reverse());
      }
    });
  }
});
