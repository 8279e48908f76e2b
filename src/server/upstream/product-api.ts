import type { z } from 'zod';
import { buildUrl, requestJson } from './http';
import { requestJsonItems, type ItemsOptions } from './json-items';
import * as s from './product/schemas';

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

/** Whom a call is for: the signed-in person's access token and e-mail, both from the session only. */
export interface Person {
  token: string;
  email: string;
}

/**
 * One path segment, encoded. A lone surrogate (which no person types, but JSON can carry) becomes U+FFFD, as
 * URLSearchParams does for the query: encodeURIComponent throws on it, which was a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const pathSegment = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/**
 * The one client for the foundation's product API (SPEC section 7): every call carries the API gateway's
 * subscription key and the person's bearer token. Paths are spelt as the API spells them. The client is made
 * for one person (`product(person).getEvents()`): the calls about "self" send that person's e-mail, so no
 * caller passes a token or an e-mail around (the routers reach it as `ctx.product`, see product-calls.ts).
 */
export function createProductApi(config: ProductApiConfig) {
  const headers = (token: string) => ({
    'Ocp-Apim-Subscription-Key': config.subscriptionKey,
    Authorization: `Bearer ${token}`,
  });
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
      headers: headers(token),
    });
  /** A GET whose list is read item by item (the admin exports; see json-items.ts). */
  const items = <S extends z.ZodType>(
    path: string,
    token: string,
    at: ItemsOptions<S>['path'],
    item: S,
    query?: Query,
  ) =>
    requestJsonItems('product', buildUrl(config.baseUrl, path, query), {
      path: at,
      item,
      timeoutMs: config.timeoutMs,
      headers: headers(token),
    });
  const seg = pathSegment;

  return ({ token, email }: Person) => {
    const get = <S extends z.ZodType>(path: string, schema: S, query?: Query) =>
      call('GET', path, token, schema, { query });
    const post = <S extends z.ZodType>(path: string, schema: S, body: unknown, query?: Query) =>
      call('POST', path, token, schema, { body, query });

    return {
      // user
      /** The person's own record, or (for an admin) the record of the e-mail given. */
      getUser: (of: string = email) => get('/user/GetUser', s.user, { email: of }),
      getPrograms: () => get('/user/GetPrograms', s.programs, { email }),
      /** The record is created for the token's person; the API takes no e-mail here. */
      createUser: (body: s.CreateUserBody) => post('/user/CreateUser', s.user, withoutEmpty(body)),
      reAffirmInstitution: () => post('/user/ReAffirmInstitution', s.user, { email }),
      updateInstitution: (institutionId: string) =>
        post('/user/UpdateInstitution', s.user, { email, institutionId }),
      joinProgram: (programName: string) =>
        post('/user/JoinProgram', s.joinedProgram, { email, programName }),
      leaveProgram: (programName: string) =>
        post('/user/LeaveProgram', s.leftProgram, { email, programName }),
      getNewestUsers: () => get('/user/GetNewestUsers', s.userList),
      getProgramData: () => get('/user/GetProgramData', s.programData),
      searchUser: (searchTerm: string) => get('/user/SearchUser', s.userList, { searchTerm }),
      /** SearchUser's people one by one, as they arrive (for the export of thousands). */
      searchUserItems: (searchTerm: string) =>
        items('/user/SearchUser', token, '$.*', s.userSummary, { searchTerm }),
      // events
      getEvents: () => get('/events/GetEvents', s.activePrograms, { email }),
      getRelevantEvents: () => get('/events/GetRelevantEvents', s.eventList, { email }),
      getLatestSignups: () => get('/events/GetLatestSignups', s.signupList, { email }),
      getSignUpsForUser: (userId: string) => get('/events/GetSignUpsForUser', s.signupList, { userId }),
      getProgramSignups: (programName: string) =>
        get(`/events/users/${seg(email)}/programs/${seg(programName)}/signups`, s.signupList),
      getUserEvent: (eventId: string) =>
        get(`/events/users/${seg(email)}/events/${seg(eventId)}`, s.userEvent),
      getEventTeamData: (eventId: string) =>
        get(`/${config.teamDataSegment}/GetEventTeamData`, s.teamData, { eventId, userId: email }),
      signUpToEvent: (eventId: string) => post('/events/SignUpToEvent', s.signupResult, { email, eventId }),
      signUpToEventByList: (eventId: string, participants: s.Participant[]) =>
        post('/events/SignUpToEventByList', s.listSignupResult, { email, eventId, participants }),
      /** The spec sends code and eventId twice, in the query and the body, and no e-mail: the token's person. */
      createSubmission: (code: string, eventId: string) =>
        post('/events/CreateSubmission', s.submission, { code, eventId }, { code, eventId }),
      validateUserForEvent: (eventId: string) =>
        post('/events/ValidateUserForEvent', s.eventValidation, { email, eventId }),
      // institutions
      getInstitutionFilterData: () => get('/institutions/GetInstitutionFilterData', s.filterData),
      getConfirmedInstitutions: () => get('/institutions/GetConfirmedInstitutions', s.institutionList),
      getPendingInstitutions: () => get('/institutions/GetPendingInstitutions', s.institutionRequestList),
      getInstitutionOverview: () => get('/institutions/GetInstitutionOverview', s.institutionOverview),
      createInstitution: (body: s.CreateInstitutionBody) =>
        post('/institutions/CreateInstitution', s.institutionRequest, withoutEmpty(body)),
      approveInstitution: (id: string) => post('/institutions/ApproveInstituion', s.institution, { id }),
      renameInstitution: (id: string, name: string) =>
        post('/institutions/RenameInstitution', s.institution, { id, name }),
      deleteInstitution: (id: string) =>
        call('DELETE', '/institutions/DeleteInstituion', token, s.deleted, { body: { id } }),
      // material
      getOverviewForUser: () => get('/material/GetOverviewForUser', s.materialOverview, { email }),
      getOverview: () => get('/material/GetOverview', s.adminMaterialOverview),
      /** GetOverview's `users` one by one, as they arrive (the rest of the answer is not read). */
      getOverviewUserItems: () => items('/material/GetOverview', token, '$.users.*', s.adminMaterialUser),
      registerDownload: (materialId: string) =>
        post('/material/RegisterDownload', s.download, { email, materialId }),
      validateUser: () => post('/material/ValidateUser', s.materialValidation, { email }),
      validateMaterialCode: (code: string) =>
        post('/material/ValidateCode', s.materialCodeValidation, { email, code }),
      getMaterial: (materialId: string) => post('/material/GetMaterial', s.material, { email, materialId }),
      // redeem codes
      checkEventCode: (code: string) => post('/redeem-code/CheckEventCode', s.codeCheck, { email, code }),
      validateEventCode: (code: string) =>
        post('/redeem-code/ValidateCode', s.eventCodeValidation, { email, code }),
    };
  };
}

/** The product API for one person. */
export type ProductApi = ReturnType<typeof createProductApi>;
