import type { TableSpec } from '@/lib/table-state';

/** The tables of "Admin brugere og institutioner"; module constants so their identity is stable. */
export const PENDING_TABLE: TableSpec = {
  prefix: 'afventer',
  sortable: ['name', 'segment', 'createdAt'],
  defaultSort: { id: 'createdAt', desc: false },
};

export const CONFIRMED_TABLE: TableSpec = {
  prefix: 'inst',
  sortable: ['name', 'segment', 'city', 'users'],
  defaultSort: { id: 'name', desc: false },
  filters: ['segment'],
};
