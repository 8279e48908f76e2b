import type { Context } from '../context';
import { withPolicy, withUserRule, type Policy } from './policy';
import type { Person } from './product-api';

/**
 * The product API as a procedure sees it (`ctx.product`): bound to the signed-in person (token and e-mail from
 * the session, never from input) and to each call's error policy, the catalogue of docs/architecture.md
 * (Error policies) kept here one line per call, so a router reads `ctx.product.getEvents()`.
 */
export function productFor(ctx: Context, person: Person) {
  const calls = ctx.upstream.product(person);
  const by =
    <A extends unknown[], R>(policy: Policy, call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      withPolicy(ctx, policy, () => call(...args));

  return {
    /** The person's own record, under the token rule of SPEC section 4 (see withUserRule). */
    getOwnUser: () => withUserRule(ctx, (token) => ctx.upstream.product({ ...person, token }).getUser()),
    // user
    getUser: by('default', calls.getUser),
    /** Another person's record, where "no such person" must be told apart from a failure (an export's 404). */
    findUser: by('raw', calls.getUser),
    getPrograms: by('default', calls.getPrograms),
    createUser: by('default', calls.createUser),
    reAffirmInstitution: by('default', calls.reAffirmInstitution),
    updateInstitution: by('default', calls.updateInstitution),
    joinProgram: by('default', calls.joinProgram),
    leaveProgram: by('default', calls.leaveProgram),
    getNewestUsers: by('default', calls.getNewestUsers),
    getProgramData: by('default', calls.getProgramData),
    searchUser: by('default', calls.searchUser),
    searchUserItems: by('default', calls.searchUserItems),
    // events
    getEvents: by('default', calls.getEvents),
    getRelevantEvents: by('default', calls.getRelevantEvents),
    getLatestSignups: by('quiet', calls.getLatestSignups),
    getSignUpsForUser: by('default', calls.getSignUpsForUser),
    getProgramSignups: by('default', calls.getProgramSignups),
    getUserEvent: by('default', calls.getUserEvent),
    getEventTeamData: by('quiet', calls.getEventTeamData),
    signUpToEvent: by('default', calls.signUpToEvent),
    signUpToEventByList: by('default', calls.signUpToEventByList),
    createSubmission: by('default', calls.createSubmission),
    validateUserForEvent: by('raw', calls.validateUserForEvent),
    // institutions
    getInstitutionFilterData: by('default', calls.getInstitutionFilterData),
    getConfirmedInstitutions: by('default', calls.getConfirmedInstitutions),
    getPendingInstitutions: by('default', calls.getPendingInstitutions),
    getInstitutionOverview: by('default', calls.getInstitutionOverview),
    createInstitution: by('default', calls.createInstitution),
    approveInstitution: by('default', calls.approveInstitution),
    renameInstitution: by('default', calls.renameInstitution),
    deleteInstitution: by('default', calls.deleteInstitution),
    // material
    getOverviewForUser: by('default', calls.getOverviewForUser),
    getOverview: by('default', calls.getOverview),
    getOverviewUserItems: by('default', calls.getOverviewUserItems),
    registerDownload: by('default', calls.registerDownload),
    validateUser: by('default', calls.validateUser),
    validateMaterialCode: by('raw', calls.validateMaterialCode),
    getMaterial: by('default', calls.getMaterial),
    // redeem codes
    checkEventCode: by('default', calls.checkEventCode),
    validateEventCode: by('raw', calls.validateEventCode),
  };
}

export type PersonalProduct = ReturnType<typeof productFor>;
