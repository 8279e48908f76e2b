import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { myCalendar, MY_CALENDAR_FILE } from '@/server/calendar/my-calendar';
import { callerWith, injectFault } from './harness';

const SITE = 'https://www.fis-fonden.dk';

const uids = (ics: string) => [...ics.matchAll(/^UID:(.+)\r$/gm)].map((match) => match[1]);

describe('the calendar of all my events', () => {
  it('holds one VEVENT per upcoming event the teacher is signed up for, as a text/calendar attachment', async ({
    teacher,
  }) => {
    const { ctx, caller } = callerWith(teacher);
    await caller.events.signUpToEvent({ eventId: 'evt-3005' });
    const answer = await myCalendar(ctx, SITE);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${MY_CALENDAR_FILE}"`);
    // The seed: laerer holds a seat at evt-3003 (upcoming) and the past evt-3006/evt-3007, which are left out.
    expect(uids(answer.body).sort()).toEqual(['evt-3003@www.fis-fonden.dk', 'evt-3005@www.fis-fonden.dk']);
    expect(answer.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(answer.body).toContain('X-WR-CALNAME:Mine arrangementer');
    expect(answer.body.replace(/\r\n /g, '')).toContain('Du har tilmeldt 3 deltagere via liste.');
  });

  it('includes an event where the teacher only signed others up by list', async ({ teacher }) => {
    const { ctx, caller } = callerWith(teacher);
    await caller.events.signUpToEventByList({
      eventId: 'evt-3005',
      participants: [{ name: 'Ib Hansen', email: 'ib.hansen@example.dk' }],
    });
    expect(uids((await myCalendar(ctx, SITE)).body)).toContain('evt-3005@www.fis-fonden.dk');
  });
});

describe('Authorization', () => {
  it('answers 401 without a session', async () => {
    const answer = await myCalendar(callerWith(null).ctx, SITE);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Log ind for at hente din kalender.' });
  });

  it('answers 403 to an administrator', async ({ admin }) => {
    expect((await myCalendar(callerWith(admin).ctx, SITE)).status).toBe(403);
  });
});

describe('Errors', () => {
  it('answers 503 with a Danish message when the product API fails', async ({ teacher }) => {
    await injectFault({ service: 'product', pathPrefix: '/events/GetSignUpsForUser', status: 500, times: 1 });
    const answer = await myCalendar(callerWith(teacher).ctx, SITE);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Din kalender kan ikke hentes lige nu. Prøv igen om lidt.',
    });
  });
});
