import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import type { SessionData } from '@/server/auth/session';
import { ACCOUNTS, callerWith, MOCK, sessionForNewPerson } from './harness';
import { withChallenge } from '../support/challenge';

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

/** Every answer must be there (not a failure's null) and carry no undeclared field. */
async function expectClean(calls: Record<string, () => Promise<unknown>>) {
  for (const [name, call] of Object.entries(calls)) {
    const answer = await call();
    expect(answer, name).not.toBeNull();
    expect(answer, name).toBeDefined();
    expect(JSON.stringify(answer), name).not.toContain(MARKER);
  }
}

describe('undeclared upstream fields', () => {
  it('are added by the proxy, so the checks below can see them', async () => {
    const answer = await fetch(`${proxyUrl}/cms/api/attendee/GetRemainingSeats?eventId=evt-3004`);
    expect(await answer.json()).toMatchObject({ [MARKER]: 'hemmelig note', eventId: 'evt-3004' });
  });

  it("never reach a teacher's screens", async ({ teacher }) => {
    const caller = throughProxy(teacher);
    await expectClean({
      getUser: () => caller.user.getUser(),
      getPrograms: () => caller.user.getPrograms(),
      getEvents: () => caller.events.getEvents(),
      getRelevantEvents: () => caller.events.getRelevantEvents(),
      getLatestSignups: () => caller.events.getLatestSignups(),
      getSignUpsForUser: () => caller.events.getSignUpsForUser(),
      getProgramSignups: () => caller.events.getProgramSignups({ programName: 'kickstart' }),
      getUserEvent: () => caller.events.getUserEvent({ eventId: 'evt-3002' }),
      getEventTeamData: () => caller.events.getEventTeamData({ eventId: 'evt-3002' }),
      validateUserForEvent: () => caller.events.validateUserForEvent({ eventId: 'evt-3005' }),
      signUpToEvent: () => caller.events.signUpToEvent({ eventId: 'evt-3005' }),
      signUpToEventByList: () =>
        caller.events.signUpToEventByList({
          eventId: 'evt-3005',
          participants: [{ name: 'Ida Holm', email: 'ida.holm@example.dk' }],
        }),
      joinProgram: () => caller.user.joinProgram({ programName: 'iværksætterdag' }),
      leaveProgram: () => caller.user.leaveProgram({ programName: 'iværksætterdag' }),
      reAffirmInstitution: () => caller.user.reAffirmInstitution(),
      getInstitutionFilterData: () => caller.institutions.getInstitutionFilterData(),
      getConfirmedInstitutions: () => caller.institutions.getConfirmedInstitutions(),
      getOverviewForUser: () => caller.material.getOverviewForUser(),
      getMaterial: () => caller.material.getMaterial({ materialId: 'mat-4001' }),
      registerDownload: () => caller.material.registerDownload({ materialId: 'mat-4001' }),
      createSubmission: () => caller.events.createSubmission({ code: 'KICKSTART-2026', eventId: 'evt-3001' }),
      updateInstitution: () => caller.user.updateInstitution({ institutionId: 'inst-1005' }),
      checkEventCode: () => caller.redeemCode.checkEventCode({ code: 'KICKSTART-2026' }),
      validateEventCode: () => caller.redeemCode.validateCode({ code: 'KICKSTART-2026' }),
      // Last: the new institution leaves the teacher waiting for approval.
      createInstitution: () =>
        caller.institutions.createInstitution({ name: 'Nordskolen', segment: 'Grundskole' }),
    });
  });

  it('never reach a teacher who opens the materials', async ({ otherTeacher: sofie }) => {
    const caller = throughProxy(sofie);
    await expectClean({
      validateUser: () => caller.material.validateUser(),
      validateCode: () => caller.material.validateCode({ code: 'MATERIALE-2026' }),
    });
  });

  it('never reach a person who creates their record', async () => {
    const caller = throughProxy(await sessionForNewPerson('ny.person@example.dk', 'Ny Person'));
    await expectClean({ createUser: () => caller.user.createUser({ name: 'Ny Person' }) });
  });

  it("never reach an admin's screens", async ({ admin }) => {
    const caller = throughProxy(admin);
    const someone = await caller.user.getUser({ email: ACCOUNTS.teacher.email });
    await expectClean({
      getUser: () => caller.user.getUser({ email: ACCOUNTS.teacher.email }),
      getNewestUsers: () => caller.user.getNewestUsers(),
      getProgramData: () => caller.user.getProgramData(),
      searchUser: () => caller.user.searchUser({ searchTerm: 'laerer' }),
      getSignUpsForUser: () => caller.events.getSignUpsForUser({ userId: someone?.userId ?? '' }),
      getPendingInstitutions: () => caller.institutions.getPendingInstitutions(),
      getInstitutionOverview: () => caller.institutions.getInstitutionOverview(),
      getOverview: () => caller.material.getOverview(),
      approveInstitution: () => caller.institutions.approveInstitution({ id: 'inst-1009' }),
      renameInstitution: () =>
        caller.institutions.renameInstitution({ id: 'inst-1009', name: 'Svendborg Friskole' }),
      deleteInstitution: () => caller.institutions.deleteInstitution({ id: 'inst-1009' }),
    });
  });

  it("never reach a visitor's screens (the CMS's articles, flashcards and attendee answers)", async () => {
    const caller = throughProxy(null);
    await expectClean({
      getLatestArticles: () => caller.content.getLatestArticles({ amount: 3, pageId: 0 }),
      getFlashcards: () => caller.content.getFlashcards({ ids: [1, 2] }),
      getRemainingSeats: () => caller.attendee.getRemainingSeats({ eventId: 'evt-3004' }),
      emailIsSignedUp: () =>
        caller.attendee.emailIsSignedUp({
          eventId: 'evt-3004',
          pagePath: '/arrangementer/ivaerksaetterdagen-vejle/',
          email: 'signe@example.dk',
        }),
      createAttendee: async () => {
        const created = await caller.attendee.createAttendee(
          await withChallenge({
            eventId: 'evt-3004',
            name: 'Signe Holm',
            email: 'signe@example.dk',
          }),
        );
        return {
          created,
          session: await caller.attendee.sessionExists({ sessionId: created?.sessionId ?? '' }),
        };
      },
    });
  });
});
