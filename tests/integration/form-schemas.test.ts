import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { renameSchema } from '@/features/admin/institutions/rename-schema';
import { codeFormSchema } from '@/features/teacher/programmes/code-and-list-forms';
import { rowErrors } from '@/features/teacher/programmes/pasted-list';
import { eventSignupFormSchema } from '@/lib/validation';
import { callerWith, expectTrpcError, inputMessages } from './harness';
import { withChallenge } from '../support/challenge';

/**
 * A form and its procedure judge the same input alike, because they share one schema. Each
 * case is checked both ways: the form's resolver and the procedure give the same message.
 */

const formMessages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the public event sign-up', () => {
  const signup = { eventId: 'evt-3005', name: 'Bo Madsen', email: 'bo@example.dk' };

  it("refuses an institution over 200 characters with the spec's default message, in the form and the procedure", async () => {
    const institution = 'S'.repeat(201);
    const form = eventSignupFormSchema.safeParse({ ...signup, repeatEmail: signup.email, institution });
    expect(formMessages(form)).toEqual(['Institution is not valid.']);
    const error = await expectTrpcError(
      callerWith(null).caller.attendee.createAttendee(await withChallenge({ ...signup, institution })),
      'BAD_REQUEST',
    );
    expect(inputMessages(error)).toEqual(['Institution is not valid.']);
  });

  it('takes a blank institution as none, as the form does', async () => {
    const created = await callerWith(null).caller.attendee.createAttendee(
      await withChallenge({ ...signup, institution: '   ' }),
    );
    expect(created?.eventId).toBe('evt-3005');
  });
});

describe("an institution's new name", () => {
  it.for([
    ['X', 'Navnet skal have mindst 2 tegn'],
    ['N'.repeat(151), 'Navnet må højst have 150 tegn'],
  ] as const)(
    '%#: is refused alike by the rename form and the procedure',
    async ([name, message], { admin }) => {
      expect(formMessages(renameSchema([]).safeParse({ name }))).toEqual([message]);
      const error = await expectTrpcError(
        callerWith(admin).caller.institutions.renameInstitution({ id: 'inst-1001', name }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual([message]);
    },
  );
});

describe("an event's code", () => {
  it("is refused over the product API's 64 characters by the code form and by each procedure that takes it", async ({
    teacher,
  }) => {
    const code = 'K'.repeat(65);
    expect(formMessages(codeFormSchema.safeParse({ code }))).toEqual(['Deltagerkode is not valid.']);
    const caller = callerWith(teacher).caller;
    for (const call of [
      caller.redeemCode.checkEventCode({ code }),
      caller.redeemCode.validateCode({ code }),
      caller.events.createSubmission({ code, eventId: 'evt-3001' }),
    ]) {
      expect(inputMessages(await expectTrpcError(call, 'BAD_REQUEST'))).toEqual(['Kode is not valid.']);
    }
  });
});

describe('a row of a list sign-up', () => {
  it.for([
    ['', 'ida@example.dk'],
    ['N'.repeat(201), 'ida@example.dk'],
    ['Ida Holm', 'ida@example'],
  ] as const)(
    '%#: is refused with the same messages by the pasted list and the procedure',
    async ([name, email], { teacher }) => {
      const messages = rowErrors(name, email);
      expect(messages).toHaveLength(1);
      const error = await expectTrpcError(
        callerWith(teacher).caller.events.signUpToEventByList({
          eventId: 'evt-3005',
          participants: [{ name, email }],
        }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(messages);
    },
  );
});
