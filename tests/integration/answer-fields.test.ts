import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import type { SessionData } from '@/server/auth/session';
import { ACCOUNTS, callerWith, MOCK, sessionForNewPerson } from './harness';
import { withChallenge } from '../support/challenge';
import { loadContentPage } from '@/server/loaders/page';
import { createUpstream } from '@/server/upstream';
import { listProcedures } from './fuzz/procedures';

/**
 * A field the upstream adds (docs/decisions/0015) that the site does not declare never reaches the browser. A proxy
 * in front of the stand-in adds one such field to every object of every JSON answer; each procedure's answer
 * must come through whole, without it.
 */
const MARKER = 'internalNoteNotForTheBrowser';

const withMarker = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withMarker);
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = { [MARKER]: 'hemmelig note' };
    for (const [key, inner] of Object.entries(value)) copy[key] = withMarker(inner);
    return copy;
  }
  return value;
};

let proxy: Server;
let proxyUrl = '';

beforeAll(async () => {
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length')
          headers.set(name, value);
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      void fetch(`${MOCK}${req.url ?? '/'}`, { method: req.method, headers, body })
        .then(async (answer) => {
          const text = await answer.text();
          const isJson = answer.headers.get('content-type')?.includes('json') ?? false;
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'text/plain',
          });
          res.end(isJson && text ? JSON.stringify(withMarker(JSON.parse(text))) : text);
        })
        .catch(() => {
          res.writeHead(502).end();
        });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
});

/** A caller whose product API and CMS answers pass through the marking proxy. */
const throughProxy = (data: SessionData | null) =>
  callerWith(data, {
    upstream: { PRODUCT_API_BASE_URL: `${proxyUrl}/product-api`, CMS_BASE_URL: `${proxyUrl}/cms` },
  }).caller;

type Caller = ReturnType<typeof throughProxy>;
/** The calls of one screen's person, by the procedure's path in the router, made in this order. */
type Calls = Record<string, () => Promise<unknown>>;

/** Every answer must be there (not a failure's null) and carry no undeclared field. */
async function expectClean(calls: Calls) {
  for (const [name, call] of Object.entries(calls)) {
    const answer = await call();
    expect(answer, name).not.toBeNull();
    expect(answer, name).toBeDefined();
    expect(JSON.stringify(answer), name).not.toContain(MARKER);
  }
}

/** A teacher's screens. */
const teacherCalls = (caller: Caller): Calls => ({
  'user.getUser': () => caller.user.getUser(),
  'user.getPrograms': () => caller.user.getPrograms(),
  'events.getEvents': () => caller.events.getEvents(),
  'events.getRelevantEvents': () => caller.events.getRelevantEvents(),
  'events.getRelevantEventsPage': () => caller.events.getRelevantEventsPage({}),
  'events.getMyEventsPage': () => caller.events.getMyEventsPage({ when: 'upcoming' }),
  'events.getActiveProgrammeSummaries': () => caller.events.getActiveProgrammeSummaries(),
  'events.getLatestSignups': () => caller.events.getLatestSignups(),
  'events.getLatestSignupSummaries': () => caller.events.getLatestSignupSummaries(),
  'events.getSignUpsForUser': () => caller.events.getSignUpsForUser(),
  'events.getProgramSignups': () => caller.events.getProgramSignups({ programName: 'kickstart' }),
  'events.getUserEvent': () => caller.events.getUserEvent({ eventId: 'evt-3002' }),
  'events.getEventTeamData': () => caller.events.getEventTeamData({ eventId: 'evt-3002' }),
  'events.validateUserForEvent': () => caller.events.validateUserForEvent({ eventId: 'evt-3005' }),
  'events.signUpToEvent': () => caller.events.signUpToEvent({ eventId: 'evt-3005' }),
  'events.signUpToEventByList': () =>
    caller.events.signUpToEventByList({
      eventId: 'evt-3005',
      participants: [{ name: 'Ida Holm', email: 'ida.holm@example.dk' }],
    }),
  'user.joinProgram': () => caller.user.joinProgram({ programName: 'iværksætterdag' }),
  'user.leaveProgram': () => caller.user.leaveProgram({ programName: 'iværksætterdag' }),
  'user.reAffirmInstitution': () => caller.user.reAffirmInstitution(),
  'institutions.getInstitutionFilterData': () => caller.institutions.getInstitutionFilterData(),
  'institutions.getConfirmedInstitutions': () => caller.institutions.getConfirmedInstitutions(),
  'institutions.searchConfirmed': () => caller.institutions.searchConfirmed({}),
  'institutions.confirmedNamesake': () =>
    caller.institutions.confirmedNamesake({ name: 'Aarhus Katedralskole' }),
  'material.getOverviewForUser': () => caller.material.getOverviewForUser(),
  'material.getMyMaterialsPage': () => caller.material.getMyMaterialsPage({ access: 'open' }),
  'material.getMaterial': () => caller.material.getMaterial({ materialId: 'mat-4001' }),
  'material.registerDownload': () => caller.material.registerDownload({ materialId: 'mat-4001' }),
  'events.createSubmission': () =>
    caller.events.createSubmission({ code: 'KICKSTART-2026', eventId: 'evt-3001' }),
  'user.updateInstitution': () => caller.user.updateInstitution({ institutionId: 'inst-1005' }),
  'redeemCode.checkEventCode': () => caller.redeemCode.checkEventCode({ code: 'KICKSTART-2026' }),
  'redeemCode.validateCode': () => caller.redeemCode.validateCode({ code: 'KICKSTART-2026' }),
  // Last: the new institution leaves the teacher waiting for approval.
  'institutions.createInstitution': () =>
    caller.institutions.createInstitution({ name: 'Nordskolen', segment: 'Grundskole' }),
});

/** A teacher who opens the materials. */
const materialsCalls = (caller: Caller): Calls => ({
  'material.validateUser': () => caller.material.validateUser(),
  'material.validateCode': () => caller.material.validateCode({ code: 'MATERIALE-2026' }),
});

/** A person who creates their record. */
const newPersonCalls = (caller: Caller): Calls => ({
  'user.createUser': () => caller.user.createUser({ name: 'Ny Person' }),
});

/** An admin's screens. */
const adminCalls = (caller: Caller): Calls => {
  const someone = async () => (await caller.user.getUser({ email: ACCOUNTS.teacher.email }))?.userId ?? '';
  return {
    'user.getUser': () => caller.user.getUser({ email: ACCOUNTS.teacher.email }),
    'user.getNewestUsers': () => caller.user.getNewestUsers(),
    'user.newestTable': () => caller.user.newestTable({}),
    'user.getProgramData': () => caller.user.getProgramData(),
    'user.programOverview': () => caller.user.programOverview(),
    'user.searchUser': () => caller.user.searchUser({ searchTerm: 'laerer' }),
    'user.searchTable': () => caller.user.searchTable({ searchTerm: 'example' }),
    'events.getSignUpsForUser': async () => caller.events.getSignUpsForUser({ userId: await someone() }),
    'events.userSignUpsTable': async () => caller.events.userSignUpsTable({ userId: await someone() }),
    'events.adminTable': () => caller.events.adminTable({}),
    'institutions.getPendingInstitutions': () => caller.institutions.getPendingInstitutions(),
    'institutions.pendingTable': () => caller.institutions.pendingTable({}),
    'institutions.confirmedTable': () => caller.institutions.confirmedTable({}),
    'institutions.getInstitutionOverview': () => caller.institutions.getInstitutionOverview(),
    'institutions.overviewSummary': () => caller.institutions.overviewSummary(),
    'material.getOverview': () => caller.material.getOverview(),
    'material.overviewSummary': () => caller.material.overviewSummary(),
    'material.materialsTable': () => caller.material.materialsTable({}),
    'material.downloadersTable': () => caller.material.downloadersTable({}),
    'institutions.approveInstitution': () => caller.institutions.approveInstitution({ id: 'inst-1009' }),
    'institutions.renameInstitution': () =>
      caller.institutions.renameInstitution({ id: 'inst-1009', name: 'Svendborg Friskole' }),
    'institutions.deleteInstitution': () => caller.institutions.deleteInstitution({ id: 'inst-1009' }),
    // Last: approves every institution still waiting.
    'institutions.approveMatching': async () => {
      const pending = await caller.institutions.pendingTable({});
      return caller.institutions.approveMatching({ q: '', fingerprint: pending?.matchFingerprint ?? '' });
    },
  };
};

/** A visitor's screens: the CMS's articles, flashcards, listing blocks and attendee answers. */
const visitorCalls = (caller: Caller): Calls => {
  let sessionId = '';
  return {
    'session.get': () => caller.session.get(),
    'content.getLatestArticles': () => caller.content.getLatestArticles({ amount: 3, pageId: 0 }),
    'content.getFlashcards': () => caller.content.getFlashcards({ ids: [1, 2] }),
    'content.pendingBlock': async () => {
      const page = await loadContentPage(createUpstream(), EVENTS);
      if (page.kind !== 'page') throw new Error(`no page at ${EVENTS}`);
      const index = page.page.Blocks.findIndex((block) => block.ContentType === 'eventListBlock');
      return caller.content.pendingBlock({ path: EVENTS, index, type: 'eventListBlock', search: '' });
    },
    'attendee.getRemainingSeats': () => caller.attendee.getRemainingSeats({ eventId: 'evt-3004' }),
    'attendee.emailIsSignedUp': () =>
      caller.attendee.emailIsSignedUp({
        eventId: 'evt-3004',
        pagePath: '/arrangementer/ivaerksaetterdagen-vejle/',
        email: 'signe@example.dk',
      }),
    'attendee.createAttendee': async () => {
      const created = await caller.attendee.createAttendee(
        await withChallenge({ eventId: 'evt-3004', name: 'Signe Holm', email: 'signe@example.dk' }),
      );
      sessionId = created?.sessionId ?? '';
      return created;
    },
    // After createAttendee, whose session it asks about.
    'attendee.sessionExists': () => caller.attendee.sessionExists({ sessionId }),
  };
};

const EVENTS = '/arrangementer/';
const EVERYONE = [teacherCalls, materialsCalls, newPersonCalls, adminCalls, visitorCalls];

describe('undeclared upstream fields', () => {
  it('are added by the proxy, so the checks below can see them', async () => {
    const answer = await fetch(`${proxyUrl}/cms/api/attendee/GetRemainingSeats?eventId=evt-3004`);
    expect(await answer.json()).toMatchObject({ [MARKER]: 'hemmelig note', eventId: 'evt-3004' });
  });

  it('are checked for every procedure of the router: each has a declared call below', () => {
    const declared = EVERYONE.flatMap((calls) => Object.keys(calls(throughProxy(null))));
    const procedures = listProcedures().map((procedure) => procedure.path);
    const undeclared = procedures.filter((path) => !declared.includes(path));
    expect(
      undeclared,
      `procedures with no declared call in answer-fields.test.ts: ${undeclared.join(', ')}`,
    ).toEqual([]);
    expect(declared.filter((path) => !procedures.includes(path))).toEqual([]);
  });

  it("never reach a teacher's screens", async ({ teacher }) => {
    await expectClean(teacherCalls(throughProxy(teacher)));
  });

  it('never reach a teacher who opens the materials', async ({ otherTeacher }) => {
    await expectClean(materialsCalls(throughProxy(otherTeacher)));
  });

  it('never reach a person who creates their record', async () => {
    await expectClean(
      newPersonCalls(throughProxy(await sessionForNewPerson('ny.person@example.dk', 'Ny Person'))),
    );
  });

  it("never reach an admin's screens", async ({ admin }) => {
    await expectClean(adminCalls(throughProxy(admin)));
  });

  it("never reach a visitor's screens (the CMS's articles, flashcards, listing blocks and attendee answers)", async () => {
    await expectClean(visitorCalls(throughProxy(null)));
  });
});
