import { z } from 'zod';
import { NEWEST_TABLE, USER_TABLE } from '@/lib/admin-tables';
import type { TablePage } from '@/lib/list/page';
import { by } from '@/lib/list/sort';
import type { SortKey } from '@/lib/table-state';
import { applyTable, type TableRecipe } from './apply';
import type { TableContext } from './context';
import { sharedFetch } from './shared-fetch';
import { tableInput, type TableInput } from './table-input';

const SEARCH_MIN = 2;
const SEARCH_MAX = 100;

/** The user search's term (SearchUser takes 2 to 100 characters after trimming) and its table's state. */
export const userSearchInput = tableInput(USER_TABLE).extend({
  searchTerm: z
    .string({ error: 'Søgeord skal være en tekst.' })
    .trim()
    .min(1, 'Søgeord er påkrævet')
    .min(SEARCH_MIN, `Skriv mindst ${SEARCH_MIN} tegn`)
    .max(SEARCH_MAX, `Skriv højst ${SEARCH_MAX} tegn`),
});
export const newestInput = tableInput(NEWEST_TABLE);

type Summary = NonNullable<Awaited<ReturnType<TableContext['product']['searchUser']>>>[number];

/** A person as the admin's user tables show them: the programmes by name, nothing the screen does not show. */
export interface UserRow {
  userId: string;
  email: string;
  name: string;
  institutionName: string | null;
  institutionStatus: Summary['institutionStatus'];
  /** The programmes' names (GetPrograms), in the person's order; an unknown one by its identifier. */
  programs: string[];
  createdAt: string;
}

/** The programmes' names by identifier: GetPrograms, whose size does not grow with the number of people. */
async function programNames(ctx: TableContext): Promise<ReadonlyMap<string, string>> {
  const programs = await sharedFetch(ctx, 'GetPrograms', () => ctx.product.getPrograms());
  return new Map((programs ?? []).map((p) => [p.programName, p.displayName]));
}

const toRows = (people: readonly Summary[], names: ReadonlyMap<string, string>): UserRow[] =>
  people.map((p) => ({
    userId: p.userId,
    email: p.email,
    name: p.name,
    institutionName: p.institutionName,
    institutionStatus: p.institutionStatus,
    programs: p.programs.map((id) => names.get(id) ?? id),
    createdAt: p.createdAt,
  }));

const byName = by.text<UserRow>((u) => u.name);
const byInstitution = by.text<UserRow>((u) => u.institutionName);
const byCreated = by.time<UserRow>((u) => u.createdAt);
const searchText = (u: UserRow) => `${u.name} ${u.email} ${u.institutionName ?? ''} ${u.programs.join(' ')}`;

const USERS: TableRecipe<UserRow, SortKey<typeof USER_TABLE>> = {
  searchText,
  sorters: { name: byName, email: by.text((u) => u.email), institution: byInstitution, createdAt: byCreated },
};

/**
 * One page of the people a search finds (SearchUser answers every match), with the number of matches; `q`
 * narrows the found people further. The whole result is never sent: "hent alle N som CSV" streams it.
 */
export async function userSearchTable(
  ctx: TableContext,
  input: TableInput<SortKey<typeof USER_TABLE>> & { searchTerm: string },
): Promise<(TablePage<UserRow> & { searchTerm: string }) | null> {
  const [people, names] = await Promise.all([ctx.product.searchUser(input.searchTerm), programNames(ctx)]);
  if (!people) return null;
  return { ...applyTable(toRows(people, names), input, USERS), searchTerm: input.searchTerm };
}

const NEWEST: TableRecipe<UserRow, SortKey<typeof NEWEST_TABLE>> = {
  searchText,
  sorters: { name: byName, institution: byInstitution, created: byCreated },
};

/** One page of the newest people (GetNewestUsers). */
export async function newestTable(
  ctx: TableContext,
  input: TableInput<SortKey<typeof NEWEST_TABLE>>,
): Promise<TablePage<UserRow> | null> {
  const [people, names] = await Promise.all([ctx.product.getNewestUsers(), programNames(ctx)]);
  if (!people) return null;
  return applyTable(toRows(people, names), input, NEWEST);
}
