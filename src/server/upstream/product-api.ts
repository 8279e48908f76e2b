import type { z } from 'zod';
import { buildUrl, requestJson } from './http';
import * as s from './product-schemas';

export interface ProductApiConfig {
  baseUrl: string;
  subscriptionKey: string;
  /** The team-data call's first path segment, which the spec leaves undefined. */
  teamDataSegment: string;
  timeoutMs: number;
}

type Query = Record<string, string | number | undefined>;

/** Optional fields are left out rather than sent as null: the API documents them as absent-or-valued. */
const withoutEmpty = <T extends object>(body: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<T>;

/**
 * One path segment, encoded. A lone surrogate (which no person types, but JSON can carry) becomes U+FFFD, as
 * URLSearchParams does for the query: encodeURIComponent throws on it, which was a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const pathSegment = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/**
 * The one client for the foundation's product API (SPEC section 7): every call carries the API gateway's
 * subscription key and the person's bearer token. Paths are spelt as the API spells them.
 */
export function createProductApi(config: ProductApiConfig) {
  const call = <S extends z.ZodType>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token: string,
    schema: S,
    init: { query?: Query; body?: unknown } = {},
  ) =>
    requestJson('product', buildUrl(config.baseUrl, path, init.query), {
      method,
      body: init.body,
      timeoutMs: config.timeoutMs,
      schema,
      headers: { 'Ocp-Apim-Subscription-Key': config.subscriptionKey, Authorization: `Bearer ${token}` },
    });
  const get = <S extends z.ZodType>(path: string, token: string, schema: S, query?: Query) =>
    call('GET', path, token, schema, { query });
  const post = <S extends z.ZodType>(path: string, token: string, schema: S, body: unknown, query?: Query) =>
    call('POST', path, token, schema, { body, query });
  const seg = pathSegment;

  return {
    // user
    getUser: (t: string, email: string) => get('/user/GetUser', t, s.user, { email }),
    getPrograms: (t: string, email: string) => get('/user/GetPrograms', t, s.programs, { email }),
    createUser: (t: string, body: s.CreateUserBody) =>
      post('/user/CreateUser', t, s.user, withoutEmpty(body)),
    reAffirmInstitution: (t: string, email: string) =>
      post('/user/ReAffirmInstitution', t, s.user, { email }),
    updateInstitution: (t: string, email: string, institutionId: string) =>
      post('/user/UpdateInstitution', t, s.user, { email, institutionId }),
    joinProgram: (t: string, email: string, programName: string) =>
      post('/user/JoinProgram', t, s.joinedProgram, { email, programName }),
    leaveProgram: (t: string, email: string, programName: string) =>
      post('/user/LeaveProgram', t, s.leftProgram, { email, programName }),
    getNewestUsers: (t: string) => get('/user/GetNewestUsers', t, s.userList),
    getProgramData: (t: string) => get('/user/GetProgramData', t, s.programData),
    searchUser: (t: string, searchTerm: string) => get('/user/SearchUser', t, s.userList, { searchTerm }),
    // events
    getEvents: (t: string, email: string) => get('/events/GetEvents', t, s.activePrograms, { email }),
    getRelevantEvents: (t: string, email: string) =>
      get('/events/GetRelevantEvents', t, s.eventList, { email }),
    getLatestSignups: (t: string, email: string) =>
      get('/events/GetLatestSignups', t, s.signupList, { email }),
    getSignUpsForUser: (t: string, userId: string) =>
      get('/events/GetSignUpsForUser', t, s.signupList, { userId }),
    getProgramSignups: (t: string, email: string, programName: string) =>
      get(`/events/users/${seg(email)}/programs/${seg(programName)}/signups`, t, s.signupList),
    getUserEvent: (t: string, email: string, eventId: string) =>
      get(`/events/users/${seg(email)}/events/${seg(eventId)}`, t, s.userEvent),
    getEventTeamData: (t: string, email: string, eventId: string) =>
      get(`/${config.teamDataSegment}/GetEventTeamData`, t, s.teamData, { eventId, userId: email }),
    signUpToEvent: (t: string, email: string, eventId: string) =>
      post('/events/SignUpToEvent', t, s.signupResult, { email, eventId }),
    signUpToEventByList: (t: string, email: string, eventId: string, participants: s.Participant[]) =>
      post('/events/SignUpToEventByList', t, s.listSignupResult, { email, eventId, participants }),
    /**
     * The spec sends code and eventId twice, in the query and the body, and no e-mail: the person is the
     * token's. (The e-mail parameter stays for the router's sake.)
     */
    createSubmission: (t: string, _email: string, code: string, eventId: string) =>
      post('/events/CreateSubmission', t, s.submission, { code, eventId }, { code, eventId }),
    validateUserForEvent: (t: string, email: string, eventId: string) =>
      post('/events/ValidateUserForEvent', t, s.eventValidation, { email, eventId }),
    // institutions
    getInstitutionFilterData: (t: string) => get('/institutions/GetInstitutionFilterData', t, s.filterData),
    getConfirmedInstitutions: (t: string) =>
      get('/institutions/GetConfirmedInstitutions', t, s.institutionList),
    getPendingInstitutions: (t: string) =>
      get('/institutions/GetPendingInstitutions', t, s.institutionRequestList),
    getInstitutionOverview: (t: string) =>
      get('/institutions/GetInstitutionOverview', t, s.institutionOverview),
    createInstitution: (t: string, body: s.CreateInstitutionBody) =>
      post('/institutions/CreateInstitution', t, s.institutionRequest, withoutEmpty(body)),
    approveInstitution: (t: string, id: string) =>
      post('/institutions/ApproveInstituion', t, s.institution, { id }),
    renameInstitution: (t: string, id: string, name: string) =>
      post('/institutions/RenameInstitution', t, s.institution, { id, name }),
    deleteInstitution: (t: string, id: string) =>
      call('DELETE', '/institutions/DeleteInstituion', t, s.deleted, { body: { id } }),
    // material
    getOverviewForUser: (t: string, email: string) =>
      get('/material/GetOverviewForUser', t, s.materialOverview, { email }),
    getOverview: (t: string) => get('/material/GetOverview', t, s.adminMaterialOverview),
    registerDownload: (t: string, email: string, materialId: string) =>
      post('/material/RegisterDownload', t, s.download, { email, materialId }),
    validateUser: (t: string, email: string) =>
      post('/material/ValidateUser', t, s.materialValidation, { email }),
    validateMaterialCode: (t: string, email: string, code: string) =>
      post('/material/ValidateCode', t, s.materialCodeValidation, { email, code }),
    getMaterial: (t: string, email: string, materialId: string) =>
      post('/material/GetMaterial', t, s.material, { email, materialId }),
    // redeem codes
    checkEventCode: (t: string, email: string, code: string) =>
      post('/redeem-code/CheckEventCode', t, s.codeCheck, { email, code }),
    validateEventCode: (t: string, email: string, code: string) =>
      post('/redeem-code/ValidateCode', t, s.eventCodeValidation, { email, code }),
  };
}

export type ProductApi = ReturnType<typeof createProductApi>;
