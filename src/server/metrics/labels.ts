import { isAdminPath, isTeacherPath, PATHS } from '@/lib/routes';
import type { UpstreamService } from '../upstream/http';

/**
 * Every label value of the metrics comes from one of the fixed lists here (docs/decisions/0032): never a path, an
 * id, a query string or anything of a person's, so no flood of odd URLs can add a series.
 */
export const ROUTE_KINDS = [
  'public-page',
  'teacher-screen',
  'admin-screen',
  'procedure',
  'export',
  'other-api',
  'asset',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** The kind of route a request's path is, by its path alone (the query is never looked at). */
export function routeKindOf(url: string): RouteKind {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  if (path.startsWith(`${PATHS.api.trpc}/`) || path === PATHS.api.trpc) return 'procedure';
  if (path.startsWith(PATHS.api.adminExport) || path.startsWith(PATHS.api.teacherCalendar)) return 'export';
  if (path.startsWith(PATHS.api.eventCalendar)) return 'export';
  if (path.startsWith('/api/')) return 'other-api';
  // A page's data request (/_next/data/<build>/<page>.json) is the page's own kind.
  const isData = path.startsWith('/_next/data/');
  if (!isData && (path.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(path))) return 'asset';
  const page = isData ? path.replace(/^\/_next\/data\/[^/]+/, '').replace(/\.json$/, '/') : path;
  if (isTeacherPath(page)) return 'teacher-screen';
  if (isAdminPath(page)) return 'admin-screen';
  return 'public-page';
}

export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export const statusClassOf = (status: number): (typeof STATUS_CLASSES)[number] =>
  STATUS_CLASSES[Math.min(4, Math.max(0, Math.floor(status / 100) - 1))]!;

/** The product API's calls by their path's last segment (src/server/upstream/product-api.ts). */
const PRODUCT_CALLS = new Set([
  'GetUser',
  'GetPrograms',
  'CreateUser',
  'ReAffirmInstitution',
  'UpdateInstitution',
  'JoinProgram',
  'LeaveProgram',
  'GetNewestUsers',
  'GetProgramData',
  'SearchUser',
  'GetEvents',
  'GetRelevantEvents',
  'GetLatestSignups',
  'GetSignUpsForUser',
  'GetEventTeamData',
  'SignUpToEvent',
  'SignUpToEventByList',
  'CreateSubmission',
  'ValidateUserForEvent',
  'GetInstitutionFilterData',
  'GetConfirmedInstitutions',
  'GetPendingInstitutions',
  'GetInstitutionOverview',
  'CreateInstitution',
  'ApproveInstituion',
  'RenameInstitution',
  'DeleteInstituion',
  'GetOverviewForUser',
  'GetOverview',
  'RegisterDownload',
  'ValidateUser',
  'ValidateCode',
  'GetMaterial',
  'CheckEventCode',
]);

/** The CMS's named endpoints (src/server/upstream/cms.ts); every other CMS path is a page of the site. */
const CMS_CALLS = new Set([
  'GetScripts',
  'GetLatestArticles',
  'GetFlashcards',
  'GetMedia',
  'CreateAttendee',
  'SessionExists',
  'GetRemainingSeats',
  'EmailIsSignedUp',
]);

/** The call's name for the metrics and the traces: one of the fixed names above, or `other`. */
export function upstreamCallName(service: UpstreamService, pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  if (service === 'product') {
    if (PRODUCT_CALLS.has(last)) {
      // ValidateCode is both the material code's and the redeem code's; the folder tells them apart.
      return last === 'ValidateCode' && segments.includes('redeem-code') ? 'ValidateEventCode' : last;
    }
    if (segments[0] === 'events' && segments[1] === 'users') {
      return segments[3] === 'programs' ? 'GetProgramSignups' : 'GetUserEvent';
    }
    return 'other';
  }
  if (service === 'cms') return CMS_CALLS.has(last) ? last : segments.includes('api') ? 'page' : 'other';
  return 'search';
}

/** How a call ended, from its status (504: timed out, 502 with no answer: unreachable or malformed). */
export const UPSTREAM_OUTCOMES = ['ok', 'client-error', 'server-error', 'timeout', 'failed'] as const;
export type UpstreamOutcome = (typeof UPSTREAM_OUTCOMES)[number];
