import { rowCount, tableSpec } from './table-state';

/**
 * Every admin table whose rows are paged on the server: its URL prefix, the columns it may be sorted by, its
 * default sort, its filters and its page size. The browser reads its URL state with the spec
 * (useTableUrlState) and the procedure checks its input with the same spec (src/server/tables/table-input.ts),
 * so the two never disagree about a sort key. A table drawn by ServerDataTable has its words here too (`texts`),
 * so its file declares only its columns and what is its own. Module constants, so their identity is stable.
 */
export const PENDING_TABLE = tableSpec({
  prefix: 'afventer',
  sortable: ['name', 'segment', 'createdAt'],
  defaultSort: { id: 'createdAt', desc: false },
  rowHeader: 'name',
  rowId: 'id',
  actionsColumn: 'action',
  texts: {
    caption: 'Institutioner, der venter på godkendelse',
    search: 'Søg i ventende institutioner',
    count: (shown, total) =>
      shown === total ? `${total} venter på godkendelse` : `${shown} af ${total} ventende institutioner`,
    empty: (q) =>
      q ? `Ingen ventende institutioner matcher «${q}».` : 'Ingen institutioner venter på godkendelse.',
    failure: 'De ventende institutioner kan ikke hentes lige nu.',
  },
});

export const CONFIRMED_TABLE = tableSpec({
  prefix: 'inst',
  sortable: ['name', 'segment', 'city', 'users'],
  defaultSort: { id: 'name', desc: false },
  filters: ['segment'],
  rowHeader: 'name',
  rowId: 'id',
  actionsColumn: 'actions',
  texts: {
    caption: 'Godkendte institutioner',
    search: 'Søg efter institution',
    count: rowCount('godkendte institutioner'),
    empty: 'Ingen institutioner matcher søgningen.',
    failure: 'De godkendte institutioner kan ikke hentes lige nu.',
  },
});

export const USER_TABLE = tableSpec({
  prefix: 'bruger',
  sortable: ['name', 'email', 'institution', 'createdAt'],
  defaultSort: { id: 'name', desc: false },
});

export const NEWEST_TABLE = tableSpec({
  prefix: 'nye',
  sortable: ['name', 'institution', 'created'],
  defaultSort: { id: 'created', desc: true },
  pageSize: 5,
  rowHeader: 'name',
  rowId: 'userId',
  // Its failure is told by its part of the overview (a QueryPart), with the part's heading.
  texts: {
    caption: 'De nyeste brugere',
    search: 'Søg blandt de nyeste brugere',
    count: rowCount('brugere'),
    empty: 'Ingen brugere passer til søgningen.',
  },
});

export const EVENTS_TABLE = tableSpec({
  prefix: 'ev',
  sortable: ['date', 'fill', 'title', 'remaining'],
  defaultSort: { id: 'date', desc: false },
  filters: ['program', 'when'],
});

export const SIGNUPS_TABLE = tableSpec({
  prefix: 'tilm',
  sortable: ['event', 'start', 'signedUpAt'],
  defaultSort: { id: 'start', desc: false },
});

/**
 * GetProgramData's entry for the events that belong to no programme (the open conference): its `programName`
 * and `displayName` are null upstream, and the site names it with these (the admin's events filter, the
 * programme table and the exports).
 */
export const NO_PROGRAM = { programName: 'uden-program', displayName: 'Uden program' } as const;

export const MATERIALS_TABLE = tableSpec({
  prefix: 'mat',
  sortable: ['title', 'downloads', 'users', 'last'],
  defaultSort: { id: 'downloads', desc: true },
  rowHeader: 'title',
  rowId: 'materialId',
  texts: {
    caption: 'Downloads pr. materiale',
    search: 'Søg efter materiale',
    count: rowCount('materialer'),
    empty: 'Ingen materialer passer til søgningen.',
    failure: 'Materialerne kan ikke hentes lige nu.',
  },
});

export const DOWNLOADERS_TABLE = tableSpec({
  prefix: 'hnt',
  sortable: ['name', 'institution', 'downloads', 'last'],
  defaultSort: { id: 'downloads', desc: true },
  pageSize: 10,
  rowHeader: 'name',
  rowId: 'userId',
  texts: {
    caption: 'Brugere, der har hentet materialer',
    search: 'Søg efter bruger',
    count: rowCount('brugere'),
    empty: 'Ingen brugere passer til søgningen.',
    failure: 'Brugerne, der har hentet materialer, kan ikke hentes lige nu.',
  },
});
