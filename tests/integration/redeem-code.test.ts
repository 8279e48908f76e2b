import { describe, expect, vi } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, callerWith, expectTrpcError, injectFault, inputMessages, reasonOf } from './harness';
import { log } from '@/server/log';
import { consumeLimit, LIMITS } from '@/server/rate-limit';

describe('redeemCode.checkEventCode', () => {
  it('finds the event a code belongs to, whatever its case, without recording anything', async ({
    teacher,
  }) => {
    const { caller } = callerWith(teacher);
    const check = await caller.redeemCode.checkEventCode({ code: 'kickstart-2026' });
    expect(check).toMatchObject({
      valid: true,
      eventId: 'evt-3001',
      eventTitle: 'Kickstart-finalen 2026',
      isPast: false,
    });
    expect((await caller.events.getUserEvent({ eventId: 'evt-3001' }))?.codeValidated).toBe(false);
  });

  it('answers valid: false for an unknown code', async ({ teacher }) => {
    expect(await callerWith(teacher).caller.redeemCode.checkEventCode({ code: 'FORKERT' })).toEqual({
      valid: false,
    });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.redeemCode.checkEventCode({ code: 'KICKSTART-2026' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.redeemCode.checkEventCode({ code: 'KICKSTART-2026' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it("refuses an empty code with 'Kode er påkrævet'", async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.redeemCode.checkEventCode({ code: ' ' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Kode er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await injectFault({
        service: 'product',
        pathPrefix: '/redeem-code/CheckEventCode',
        status: 401,
        times: 1,
      });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.redeemCode.checkEventCode({ code: 'KICKSTART-2026' })).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });
  });
});

describe('redeemCode.validateCode', () => {
  it('records the code for the teacher, which opens the code event for sign-up', async ({ teacher }) => {
    const { caller } = callerWith(teacher);
    const validated = await caller.redeemCode.validateCode({ code: 'KICKSTART-2026' });
    expect(validated).toMatchObject({
      valid: true,
      eventId: 'evt-3001',
      eventTitle: 'Kickstart-finalen 2026',
    });
    const view = await caller.events.getUserEvent({ eventId: 'evt-3001' });
    expect(view).toMatchObject({
      codeValidated: true,
      codeValidatedAt: validated?.validatedAt,
      canSignUp: true,
    });
    expect(await caller.events.signUpToEvent({ eventId: 'evt-3001' })).toMatchObject({ eventId: 'evt-3001' });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.redeemCode.validateCode({ code: 'KICKSTART-2026' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.redeemCode.validateCode({ code: 'KICKSTART-2026' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it("hands a wrong code's refusal to the caller: BAD_REQUEST, the API's message and reason", async ({
      teacher,
    }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.redeemCode.validateCode({ code: 'FORKERT' }),
        'BAD_REQUEST',
      );
      expect(error.message).toBe("The code 'FORKERT' is not valid for any event.");
      expect(reasonOf(error)).toBe('invalid-code');
    });

    it("refuses an empty code with 'Kode er påkrævet'", async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.redeemCode.validateCode({ code: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Kode er påkrævet']);
    });

    it('hands over a 401 as UNAUTHORIZED without ending the session', async ({ teacher }) => {
      await injectFault({
        service: 'product',
        pathPrefix: '/redeem-code/ValidateCode',
        status: 401,
        times: 1,
      });
      const { caller, session, endedSignals } = callerWith(teacher);
      await expectTrpcError(caller.redeemCode.validateCode({ code: 'KICKSTART-2026' }), 'UNAUTHORIZED');
      expect(session.current).not.toBeNull();
      expect(endedSignals()).toBe(0);
    });
  });
});

describe('guessing codes', () => {
  it('limits a person, not an address: beyond the budget every code call is TOO_MANY_REQUESTS, from any address', async ({
    teacher,
    login,
  }) => {
    const budget = LIMITS.codeAttempt.points;
    for (let i = 0; i < budget; i++) {
      await callerWith(teacher, { clientKey: `address-${i}` }).caller.redeemCode.checkEventCode({
        code: `GAET-${i}`,
      });
    }
    const error = await expectTrpcError(
      callerWith(teacher, { clientKey: 'a-fresh-address' }).caller.material.validateCode({
        code: 'GAET-IGEN',
      }),
      'TOO_MANY_REQUESTS',
    );
    expect(error.message).toMatch(/^For mange forsøg\. Vent \d+ sekunder, og prøv igen\.$/);
    // Another person is not held back.
    const other = await login(ACCOUNTS.otherTeacher);
    expect(await callerWith(other).caller.redeemCode.checkEventCode({ code: 'FORKERT' })).toEqual({
      valid: false,
    });
  });

  it('limits an address as well: more accounts from one address buy no more tries', async ({
    teacher,
    login,
  }) => {
    const [other, third] = await Promise.all([login(ACCOUNTS.otherTeacher), login(ACCOUNTS.signup)]);
    const perPerson = LIMITS.codeAttempt.points;
    expect(LIMITS.codeAttemptClient.points).toBe(2 * perPerson);
    for (const person of [teacher, other])
      for (let i = 0; i < perPerson; i++)
        await callerWith(person, { clientKey: '2001:db8:7::/64' }).caller.redeemCode.checkEventCode({
          code: `GAET-${i}`,
        });
    await expectTrpcError(
      callerWith(third, { clientKey: '2001:db8:7::/64' }).caller.material.validateCode({ code: 'GAET-IGEN' }),
      'TOO_MANY_REQUESTS',
    );
    // The same third person from another address is not held back.
    expect(
      await callerWith(third, { clientKey: '2001:db8:8::/64' }).caller.redeemCode.checkEventCode({
        code: 'FORKERT',
      }),
    ).not.toBeUndefined();
  });

  it('stops every guess at a kind of code beyond its ceiling, and logs a warning when it trips', async ({
    teacher,
  }) => {
    const warn = vi.spyOn(log, 'warn');
    try {
      // Guesses from everyone else, spread over many people and addresses.
      for (let i = 0; i < LIMITS.materialCodeCeiling.points - 1; i++)
        await consumeLimit('materialCodeCeiling', 'all');
      // The last guess under the ceiling still reaches the product API, which refuses the wrong code.
      await expectTrpcError(
        callerWith(teacher, { clientKey: 'ceiling-1' }).caller.material.validateCode({ code: 'SIDSTE' }),
        'BAD_REQUEST',
      );
      await expectTrpcError(
        callerWith(teacher, { clientKey: 'ceiling-2' }).caller.material.validateCode({ code: 'EN-TIL' }),
        'TOO_MANY_REQUESTS',
      );
      await expectTrpcError(
        callerWith(teacher, { clientKey: 'ceiling-3' }).caller.material.validateCode({ code: 'OG-EN-TIL' }),
        'TOO_MANY_REQUESTS',
      );
      const trips = warn.mock.calls.filter(([, message]) => String(message).includes('ceiling reached'));
      expect(trips).toHaveLength(1);
      // Event codes have a ceiling of their own.
      expect(await callerWith(teacher).caller.redeemCode.checkEventCode({ code: 'FORKERT' })).toEqual({
        valid: false,
      });
    } finally {
      warn.mockRestore();
    }
  });
});
