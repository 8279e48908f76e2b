import {
  CONFIRMED_TABLE,
  DOWNLOADERS_TABLE,
  EVENTS_TABLE,
  MATERIALS_TABLE,
  NEWEST_TABLE,
  PENDING_TABLE,
  SIGNUPS_TABLE,
  USER_TABLE,
} from '../admin-tables';
import { urlTableQuery, type QueryLike } from '../table-state';
import type { QuerySource } from './screen-queries';

/**
 * The admin screens' data, each written once for its page's prefetch (src/server/loaders/screens/admin.ts) and
 * its hooks (useAdminQueries), as the teacher screens' are (docs/decisions/0037). A table's input is its state
 * in the URL (`url`: the page's query on the server, the router's in the browser), so both sides ask alike.
 */

/** The programme overview: the dashboard's programmes, and their names wherever the admin screens show them. */
export const programsQuery = (q: QuerySource) => q.user.programOverview.queryOptions();

/** Admin Dashboard: the newest users' page, the programmes' members and the institutions' segments. */
export const adminOverviewQueries = (q: QuerySource, url: QueryLike) => ({
  newest: q.user.newestTable.queryOptions(urlTableQuery(url, NEWEST_TABLE)),
  programs: programsQuery(q),
  institutions: q.institutions.overviewSummary.queryOptions(),
});

/**
 * Brugere og institutioner: the pending and confirmed institutions' pages, the segments to filter by, and the
 * user search's page for `searchTerm` (asked for only when there is one: `searchTerm` empty is no search).
 */
export const usersAndInstitutionsQueries = (q: QuerySource, url: QueryLike, searchTerm = '') => ({
  pending: q.institutions.pendingTable.queryOptions(urlTableQuery(url, PENDING_TABLE)),
  confirmed: q.institutions.confirmedTable.queryOptions(urlTableQuery(url, CONFIRMED_TABLE)),
  segments: q.institutions.getInstitutionFilterData.queryOptions(),
  search: q.user.searchTable.queryOptions({ ...urlTableQuery(url, USER_TABLE), searchTerm }),
});

/** Undervisningsmaterialer (admin): the download overview and the pages of its two tables. */
export const adminMaterialsQueries = (q: QuerySource, url: QueryLike) => ({
  summary: q.material.overviewSummary.queryOptions(),
  materials: q.material.materialsTable.queryOptions(urlTableQuery(url, MATERIALS_TABLE)),
  downloaders: q.material.downloadersTable.queryOptions(urlTableQuery(url, DOWNLOADERS_TABLE)),
});

/** Events (admin): the events table's page. */
export const adminEventsQueries = (q: QuerySource, url: QueryLike) => ({
  events: q.events.adminTable.queryOptions(urlTableQuery(url, EVENTS_TABLE)),
});

/**
 * Bruger information (`email`, from `?email=`): the person's record and the programmes' names. Their sign-ups
 * are asked for by the userId the record gives (userSignUpsQuery), a second step.
 */
export const userInformationQueries = (q: QuerySource, email: string) => ({
  user: q.user.getUser.queryOptions({ email }),
  programs: programsQuery(q),
});

/** Bruger information's second step: the page of the person's sign-ups, for the table's state in the URL. */
export const userSignUpsQuery = (q: QuerySource, url: QueryLike, userId: string) =>
  q.events.userSignUpsTable.queryOptions({ ...urlTableQuery(url, SIGNUPS_TABLE), userId });
