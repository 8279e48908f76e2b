import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { callerWith, expectTrpcError, fieldMessages, injectFault, inputMessages, reasonOf } from './harness';
import { withChallenge } from '../support/challenge';

const visitor = () => callerWith(null).caller;
const signe = {
  eventId: 'evt-3004',
  name: 'Signe Kjær',
  email: 'signe.kjaer@example.dk',
  institution: 'Vejle Friskole',
};

describe('attendee.createAttendee', () => {
  it("signs a visitor up and the event's seat count drops", async () => {
    expect((await visitor().attendee.getRemainingSeats({ eventId: 'evt-3004' }))?.remainingSeats).toBe(2);
    const created = await visitor().attendee.createAttendee(await withChallenge(signe));
    expect(created).toMatchObject({ eventId: 'evt-3004', remainingSeats: 1 });
    expect(created?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await visitor().attendee.getRemainingSeats({ eventId: 'evt-3004' }))?.remainingSeats).toBe(1);
    expect(
      (
        await visitor().attendee.emailIsSignedUp({
          eventId: 'evt-3004',
          pagePath: '/arrangementer/ivaerksaetterdagen-vejle/',
          email: signe.email,
        })
      )?.signedUp,
    ).toBe(true);
  });

  it('accepts a sign-up without an institution', async () => {
    const created = await visitor().attendee.createAttendee(
      await withChallenge({
        eventId: 'evt-3005',
        name: 'Bo Madsen',
        email: 'bo@example.dk',
        institution: null,
      }),
    );
    expect(created?.eventId).toBe('evt-3005');
  });

  describe('Errors', () => {
    it("refuses the same e-mail twice with CONFLICT and the CMS's Danish message", async () => {
      await visitor().attendee.createAttendee(await withChallenge(signe));
      const error = await expectTrpcError(
        visitor().attendee.createAttendee(
          await withChallenge({ ...signe, email: ' SIGNE.KJAER@example.dk ' }),
        ),
        'CONFLICT',
      );
      expect(error.message).toBe('Denne e-mail er allerede tilmeldt arrangementet.');
      expect(reasonOf(error)).toBe('duplicate');
    });

    it("refuses a full event (evt-3004 has two seats) with CONFLICT and the CMS's Danish message", async () => {
      await visitor().attendee.createAttendee(await withChallenge(signe));
      await visitor().attendee.createAttendee(
        await withChallenge({ ...signe, name: 'Bo Madsen', email: 'bo.madsen@example.dk' }),
      );
      const error = await expectTrpcError(
        visitor().attendee.createAttendee(
          await withChallenge({ ...signe, name: 'Eva Holm', email: 'eva.holm@example.dk' }),
        ),
        'CONFLICT',
      );
      expect(error.message).toBe('Arrangementet er desværre fuldt booket.');
      expect(reasonOf(error)).toBe('full');
      expect((await visitor().attendee.getRemainingSeats({ eventId: 'evt-3004' }))?.remainingSeats).toBe(0);
    });

    it('refuses an event for members only with FORBIDDEN', async () => {
      const error = await expectTrpcError(
        visitor().attendee.createAttendee(await withChallenge({ ...signe, eventId: 'evt-3001' })),
        'FORBIDDEN',
      );
      expect(error.message).toBe('Tilmelding til dette arrangement sker via Min profil.');
      expect(reasonOf(error)).toBe('members-only');
    });

    it("refuses a malformed e-mail with 'Email skal indeholde @ og domæne'", async () => {
      const error = await expectTrpcError(
        visitor().attendee.createAttendee(await withChallenge({ ...signe, email: 'signe.kjaer' })),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Email skal indeholde @ og domæne']);
    });

    it("refuses an empty name with 'Navn er påkrævet' and an empty e-mail with 'Email er påkrævet'", async () => {
      const error = await expectTrpcError(
        visitor().attendee.createAttendee(await withChallenge({ ...signe, name: ' ', email: '' })),
        'BAD_REQUEST',
      );
      const byField = fieldMessages(error);
      expect(byField.name).toEqual(['Navn er påkrævet']);
      // SPEC section 5: validation stops at the first failing rule, so a blank e-mail is only "required".
      expect(byField.email).toEqual(['Email er påkrævet']);
    });
  });

  describe('The challenge and the limits per event (docs/decisions/0030)', () => {
    it('refuses a sign-up without a solved challenge, and a solution used twice, in Danish, before the CMS', async () => {
      const missing = await expectTrpcError(
        visitor().attendee.createAttendee({ ...signe, challenge: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(missing)).toEqual([
        'Vi kunne ikke bekræfte, at tilmeldingen kommer fra en person. Vent et øjeblik, og prøv igen.',
      ]);
      const input = await withChallenge(signe);
      expect(await visitor().attendee.createAttendee(input)).toMatchObject({ remainingSeats: 1 });
      const reused = await expectTrpcError(
        visitor().attendee.createAttendee({ ...input, email: 'bo.madsen@example.dk' }),
        'BAD_REQUEST',
      );
      expect(reused.message).toMatch(/^Vi kunne ikke bekræfte, at tilmeldingen kommer fra en person/);
      expect(reasonOf(reused)).toBe('challenge');
      expect((await visitor().attendee.getRemainingSeats({ eventId: 'evt-3004' }))?.remainingSeats).toBe(1);
    });

    it('lets one client take at most 5 seats of an event in an hour, and tells how to sign up more', async () => {
      const client = () => callerWith(null, { clientKey: '203.0.113.50' }).caller;
      for (let i = 0; i < 5; i++)
        await client().attendee.createAttendee(
          await withChallenge({ ...signe, eventId: 'evt-3003', email: `laerer${i}@skole.dk` }),
        );
      const refused = await expectTrpcError(
        client().attendee.createAttendee(
          await withChallenge({ ...signe, eventId: 'evt-3003', email: 'laerer6@skole.dk' }),
        ),
        'TOO_MANY_REQUESTS',
      );
      expect(reasonOf(refused)).toBe('event-limit');
      expect(refused.message).toContain('"Tilmeld en liste" i Min profil, eller skriv til fonden');
      // Another client still gets a seat.
      expect(
        await callerWith(null, { clientKey: '203.0.113.51' }).caller.attendee.createAttendee(
          await withChallenge({ ...signe, eventId: 'evt-3003', email: 'anden@skole.dk' }),
        ),
      ).toMatchObject({ eventId: 'evt-3003' });
    });
  });

  describe('Edge cases', () => {
    it('refuses a client that keeps signing up with TOO_MANY_REQUESTS', async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < 12; i++) {
        const { caller } = callerWith(null, { clientKey: 'one-busy-client' });
        outcomes.push(
          await caller.attendee
            // Events apart, so the limit per event (5 an hour) does not speak first.
            .createAttendee(
              await withChallenge({ ...signe, eventId: `evt-99${10 + i}`, email: `elev${i}@example.dk` }),
            )
            .then(
              () => 'ok',
              (error: { code?: string }) => error.code ?? 'unknown',
            ),
        );
      }
      expect(outcomes.slice(0, 10)).toEqual(Array(10).fill('NOT_FOUND'));
      expect(outcomes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
      // Another client is not held back by the busy one.
      await expectTrpcError(
        callerWith(null, { clientKey: 'another-client' }).caller.attendee.createAttendee(
          await withChallenge({
            ...signe,
            eventId: 'evt-9999',
          }),
        ),
        'NOT_FOUND',
      );
    });
  });
});

describe('attendee.sessionExists', () => {
  it('recognises the session of a sign-up, and not a made-up one', async () => {
    const created = await visitor().attendee.createAttendee(await withChallenge(signe));
    expect(await visitor().attendee.sessionExists({ sessionId: created?.sessionId ?? '' })).toEqual({
      exists: true,
      eventId: 'evt-3004',
    });
    expect(
      await visitor().attendee.sessionExists({ sessionId: '00000000-0000-4000-8000-000000000000' }),
    ).toEqual({ exists: false });
  });

  describe('Errors', () => {
    it("refuses an empty session id with 'Session er påkrævet'", async () => {
      const error = await expectTrpcError(visitor().attendee.sessionExists({ sessionId: '' }), 'BAD_REQUEST');
      expect(inputMessages(error)).toEqual(['Session er påkrævet']);
    });

    it('resolves null when the CMS fails', async () => {
      await injectFault({ service: 'cms', pathPrefix: '/api/attendee/SessionExists', status: 500, times: 1 });
      expect(await visitor().attendee.sessionExists({ sessionId: 'abc' })).toBeNull();
    });
  });
});

describe('attendee.getRemainingSeats', () => {
  it("gives an event's capacity and the seats left on the ledger shared with teachers' sign-ups", async ({
    teacher,
  }) => {
    expect(await visitor().attendee.getRemainingSeats({ eventId: 'evt-3004' })).toEqual({
      eventId: 'evt-3004',
      capacity: 2,
      remainingSeats: 2,
    });
    await callerWith(teacher).caller.events.signUpToEvent({ eventId: 'evt-3005' });
    expect(await visitor().attendee.getRemainingSeats({ eventId: 'evt-3005' })).toEqual({
      eventId: 'evt-3005',
      capacity: 200,
      remainingSeats: 199,
    });
  });

  describe('Errors', () => {
    it('resolves null for an event page the CMS does not have', async () => {
      expect(
        await visitor().attendee.emailIsSignedUp({
          eventId: 'evt-3003',
          pagePath: '/arrangementer/findes-ikke/',
          email: 'laerer@example.dk',
        }),
      ).toBeNull();
    });

    it('resolves null for an unknown event', async () => {
      expect(await visitor().attendee.getRemainingSeats({ eventId: 'evt-9999' })).toBeNull();
    });

    it("resolves null on a CMS 401 without ending a logged-in person's session", async ({ teacher }) => {
      await injectFault({
        service: 'cms',
        pathPrefix: '/api/attendee/GetRemainingSeats',
        status: 401,
        times: 1,
      });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.attendee.getRemainingSeats({ eventId: 'evt-3004' })).toBeNull();
      expect(session.current).not.toBeNull();
      expect(endedSignals()).toBe(0);
    });
  });
});

describe('attendee.emailIsSignedUp', () => {
  it("sees teachers' and list sign-ups as well as visitors'", async () => {
    expect(
      await visitor().attendee.emailIsSignedUp({
        eventId: 'evt-3003',
        pagePath: '/arrangementer/webinar-kom-godt-i-gang/',
        email: 'laerer@example.dk',
      }),
    ).toEqual({
      eventId: 'evt-3003',
      email: 'laerer@example.dk',
      signedUp: true,
    });
    expect(
      (
        await visitor().attendee.emailIsSignedUp({
          eventId: 'evt-3003',
          pagePath: '/arrangementer/webinar-kom-godt-i-gang/',
          email: 'Peter.Lund@example.dk',
        })
      )?.signedUp,
    ).toBe(true);
    expect(
      (
        await visitor().attendee.emailIsSignedUp({
          eventId: 'evt-3002',
          pagePath: '/arrangementer/workshop-design-thinking/',
          email: 'laerer@example.dk',
        })
      )?.signedUp,
    ).toBe(false);
  });

  describe('Errors', () => {
    it("refuses a malformed e-mail with 'Email skal indeholde @ og domæne'", async () => {
      const error = await expectTrpcError(
        visitor().attendee.emailIsSignedUp({
          eventId: 'evt-3003',
          pagePath: '/arrangementer/webinar-kom-godt-i-gang/',
          email: 'laerer@example',
        }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Email skal indeholde @ og domæne']);
    });

    it('resolves null for an unknown event', async () => {
      expect(
        await visitor().attendee.emailIsSignedUp({
          eventId: 'evt-9999',
          pagePath: '/arrangementer/webinar-kom-godt-i-gang/',
          email: 'laerer@example.dk',
        }),
      ).toBeNull();
    });
  });
});

describe('attendee.emailIsSignedUp tells nothing about events not open to public sign-up', () => {
  const FINALE = { eventId: 'evt-3001', pagePath: '/arrangementer/kickstart-finalen-2026/' };
  const unknownEvent = () =>
    visitor().attendee.emailIsSignedUp({ ...FINALE, eventId: 'evt-9999', email: 'jonas.krogh@example.dk' });

  it('answers for a members-only event with a seat holder exactly as for an unknown address and an unknown event', async () => {
    // Jonas holds a seat at the finale (members-only, with a code): the seat ledger knows it.
    const holder = await visitor().attendee.emailIsSignedUp({ ...FINALE, email: 'jonas.krogh@example.dk' });
    const stranger = await visitor().attendee.emailIsSignedUp({ ...FINALE, email: 'ukendt@example.dk' });
    expect(holder).toEqual(stranger);
    expect(holder).toEqual(await unknownEvent());
    expect(holder).toBeNull();
  });

  it("answers the same when the members-only event is asked about from a public event's page", async () => {
    const asked = await visitor().attendee.emailIsSignedUp({
      eventId: 'evt-3001',
      pagePath: '/arrangementer/webinar-kom-godt-i-gang/',
      email: 'jonas.krogh@example.dk',
    });
    expect(asked).toEqual(await unknownEvent());
  });

  it('is limited per event as well as per client: many addresses cannot read one event off', async () => {
    const ask = (n: number) =>
      callerWith(null, { clientKey: `2001:db8:${n}::/64` }).caller.attendee.emailIsSignedUp({
        eventId: 'evt-3002',
        pagePath: '/arrangementer/workshop-design-thinking/',
        email: `person${n}@example.dk`,
      });
    for (let n = 0; n < 300; n += 1) await ask(n);
    const error = await expectTrpcError(ask(300), 'TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/^For mange forsøg\. Vent \d+ sekund/);
  });
});

describe('content.getLatestArticles', () => {
  it('gives the newest articles first, as many as asked for', async () => {
    const articles = await visitor().content.getLatestArticles({ amount: 3, pageId: 0 });
    expect(articles).toHaveLength(3);
    expect(articles?.every((a) => a.ContentType === 'article' && a.Url.startsWith('/nyheder/'))).toBe(true);
    const dates = articles?.map((a) => Date.parse(a.PublishDate)) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('leaves out the asking page and pages on with skip', async () => {
    const firstFour = (await visitor().content.getLatestArticles({ amount: 4, pageId: 0 })) ?? [];
    const newestId = firstFour[0]?.Id ?? 0;
    const withoutNewest = await visitor().content.getLatestArticles({ amount: 3, pageId: newestId });
    expect(withoutNewest?.map((a) => a.Id)).toEqual(firstFour.slice(1).map((a) => a.Id));
    const skipped = await visitor().content.getLatestArticles({ amount: 2, pageId: 0, skip: 2 });
    expect(skipped?.map((a) => a.Id)).toEqual(firstFour.slice(2).map((a) => a.Id));
  });

  describe('Errors', () => {
    it('refuses an amount outside 1..50 with BAD_REQUEST', async () => {
      await expectTrpcError(visitor().content.getLatestArticles({ amount: 0, pageId: 0 }), 'BAD_REQUEST');
      await expectTrpcError(visitor().content.getLatestArticles({ amount: 51, pageId: 0 }), 'BAD_REQUEST');
    });

    it("resolves null on a CMS 500 without ending a logged-in person's session", async ({ teacher }) => {
      await injectFault({ service: 'cms', pathPrefix: '/api/grid/GetLatestArticles', status: 500, times: 1 });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.content.getLatestArticles({ amount: 3, pageId: 0 })).toBeNull();
      expect(session.current).not.toBeNull();
      expect(endedSignals()).toBe(0);
    });

    it("resolves null on a CMS 401 without ending a logged-in person's session", async ({ teacher }) => {
      await injectFault({ service: 'cms', pathPrefix: '/api/grid/GetLatestArticles', status: 401, times: 1 });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.content.getLatestArticles({ amount: 3, pageId: 0 })).toBeNull();
      expect(session.current).not.toBeNull();
      expect(endedSignals()).toBe(0);
    });
  });
});

describe('content.getFlashcards', () => {
  it('gives the cards in the order asked, skipping unknown ids', async () => {
    const cards = await visitor().content.getFlashcards({ ids: [3, 1, 999] });
    expect(cards?.map((c) => c.Id)).toEqual([3, 1]);
    expect(cards?.[0]).toMatchObject({ Category: 'Metode', Question: 'Hvad er design thinking?' });
    expect(cards?.[1]?.Image?.Url).toMatch(/\/cms\/media\//);
  });

  describe('Errors', () => {
    it('refuses an empty list and ids that are not positive whole numbers with BAD_REQUEST', async () => {
      await expectTrpcError(visitor().content.getFlashcards({ ids: [] }), 'BAD_REQUEST');
      await expectTrpcError(visitor().content.getFlashcards({ ids: [0] }), 'BAD_REQUEST');
      await expectTrpcError(visitor().content.getFlashcards({ ids: [1.5] }), 'BAD_REQUEST');
    });

    it("resolves null on a CMS 500 or 401 without ending a logged-in person's session", async ({
      teacher,
    }) => {
      await injectFault({
        service: 'cms',
        pathPrefix: '/api/flashcard/GetFlashcards',
        status: 500,
        times: 1,
      });
      await injectFault({
        service: 'cms',
        pathPrefix: '/api/flashcard/GetFlashcards',
        status: 401,
        times: 1,
      });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.content.getFlashcards({ ids: [1] })).toBeNull();
      expect(await caller.content.getFlashcards({ ids: [1] })).toBeNull();
      expect(await caller.content.getFlashcards({ ids: [1] })).toHaveLength(1);
      expect(session.current).not.toBeNull();
      expect(endedSignals()).toBe(0);
    });
  });
});
