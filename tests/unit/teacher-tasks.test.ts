import { describe, expect, it } from 'vitest';
import {
  eventsNeedingCodeStatus,
  programmeTasks,
  type TaskEvent,
  type TaskInput,
} from '@/lib/screens/teacher-tasks';

const event = (eventId: string, over: Partial<TaskEvent> = {}): TaskEvent => ({
  eventId,
  title: `Arrangement ${eventId}`,
  programName: 'kickstart',
  startDate: '2026-12-01T09:00:00.000Z',
  requiresCode: false,
  isPast: false,
  remainingSeats: 10,
  ...over,
});

const base = (over: Partial<TaskInput> = {}): TaskInput => ({
  user: { institution: { name: 'Aarhus Katedralskole', status: 'confirmed' } },
  programmes: [
    { programName: 'kickstart', displayName: 'Kickstart', joined: true, upcomingEventCount: 2 },
    { programName: 'innovationsugen', displayName: 'Innovationsugen', joined: false, upcomingEventCount: 1 },
  ],
  activeProgrammes: [
    {
      programName: 'kickstart',
      displayName: 'Kickstart',
      upcomingCount: 2,
      events: [
        { ...event('evt-b', { startDate: '2026-12-20T09:00:00.000Z', requiresCode: true }), signedUp: false },
        { ...event('evt-a', { startDate: '2026-12-05T09:00:00.000Z' }), signedUp: true },
      ],
    },
  ],
  relevantEvents: [],
  latestSignups: [],
  codeValidated: {},
  ...over,
});

const stepsOf = (input: TaskInput, programName = 'kickstart') =>
  programmeTasks(input).find((p) => p.programName === programName)!.steps;

describe('task list: order and links', () => {
  it('lists joined programmes first, each with institution, joined, code and sign-up steps in that order', () => {
    const tasks = programmeTasks(base({ codeValidated: { 'evt-b': false } }));
    expect(tasks.map((t) => t.programName)).toEqual(['kickstart', 'innovationsugen']);
    const steps = tasks[0]!.steps;
    expect(steps.map((s) => s.id)).toEqual(['institution', 'joined', 'code', 'signed-up']);
    expect(steps.map((s) => s.done)).toEqual([true, true, false, false]);
    expect(tasks[0]!.next).toBe('code');
  });

  it('links the institution to Konto, the programme and its events to Programmer og events by anchor', () => {
    const steps = stepsOf(base({ codeValidated: { 'evt-b': false } }));
    expect(steps[0]!.href).toBe('/min-profil/konto/');
    expect(steps[1]!.href).toBe('/min-profil/event-og-programmer/#program-kickstart');
    expect(steps[2]!.href).toBe('/min-profil/event-og-programmer/#arrangement-evt-b');
    expect(steps[3]!.href).toBe('/min-profil/event-og-programmer/#arrangement-evt-b');
  });

  it('encodes Danish programme names in the anchor', () => {
    const tasks = programmeTasks(
      base({
        programmes: [
          {
            programName: 'iværksætterdag',
            displayName: 'Iværksætterdagen',
            joined: false,
            upcomingEventCount: 0,
          },
        ],
      }),
    );
    expect(tasks[0]!.steps[1]!.href).toBe(
      '/min-profil/event-og-programmer/#program-iv%C3%A6rks%C3%A6tterdag',
    );
  });
});

describe('task list: institution', () => {
  it('a pending institution is not done and says why', () => {
    const step = stepsOf(base({ user: { institution: { name: 'Ny Skole', status: 'pending' } } }))[0]!;
    expect(step.done).toBe(false);
    expect(step.text).toBe('Din institution Ny Skole venter på godkendelse');
    expect(step.detail).toMatch(/godkender/);
  });

  it('no institution asks the teacher to choose one', () => {
    const step = stepsOf(base({ user: { institution: null } }))[0]!;
    expect(step).toMatchObject({ done: false, text: 'Vælg din institution', href: '/min-profil/konto/' });
  });

  it('an unknown user is told honestly, not marked done', () => {
    const step = stepsOf(base({ user: null }))[0]!;
    expect(step.done).toBe(false);
    expect(step.detail).toMatch(/kunne ikke hente/);
  });
});

describe('task list: events and codes', () => {
  it('the next event is the earliest upcoming one without the teacher’s seat', () => {
    const steps = stepsOf(base({ codeValidated: { 'evt-b': true } }));
    expect(steps.find((s) => s.id === 'code')).toMatchObject({ done: true });
    expect(steps.find((s) => s.id === 'signed-up')).toMatchObject({
      done: false,
      text: 'Tilmeld dig Arrangement evt-b',
      detail: null,
    });
  });

  it('a code event whose code status is unknown says so, and sign-up waits on the code', () => {
    const steps = stepsOf(base());
    expect(steps.find((s) => s.id === 'code')!.detail).toMatch(/kunne ikke se/);
    expect(steps.find((s) => s.id === 'signed-up')!.detail).toBe(
      'Du kan tilmelde dig, når koden er indløst.',
    );
  });

  it('no code step for an event without a code', () => {
    const input = base();
    input.activeProgrammes![0]!.events[0]!.requiresCode = false;
    expect(stepsOf(input).map((s) => s.id)).toEqual(['institution', 'joined', 'signed-up']);
  });

  it('signed up to every upcoming event: the last step is done', () => {
    const input = base({ latestSignups: [{ eventId: 'evt-b', selfSignedUp: true }] });
    const tasks = programmeTasks(input);
    const last = tasks[0]!.steps.at(-1)!;
    expect(last).toMatchObject({ id: 'signed-up', done: true });
    expect(last.text).toBe('Du er tilmeldt alle programmets kommende arrangementer');
    expect(tasks[0]!.next).toBeNull();
  });

  it('a list sign-up for others does not count as the teacher’s own seat', () => {
    const input = base({
      latestSignups: [{ eventId: 'evt-b', selfSignedUp: false }],
      codeValidated: { 'evt-b': true },
    });
    expect(stepsOf(input).at(-1)).toMatchObject({ done: false });
  });

  it('a joined programme without upcoming events has nothing to sign up to', () => {
    const input = base({
      programmes: [
        {
          programName: 'company-programme',
          displayName: 'Company Programme',
          joined: true,
          upcomingEventCount: 0,
        },
      ],
    });
    expect(stepsOf(input, 'company-programme').at(-1)).toMatchObject({
      done: true,
      text: 'Programmet har ingen kommende arrangementer lige nu',
    });
  });

  it('a full event is not done and says it is full', () => {
    const input = base();
    input.activeProgrammes![0]!.events[0]!.requiresCode = false;
    input.activeProgrammes![0]!.events[0]!.remainingSeats = 0;
    expect(stepsOf(input).at(-1)!.detail).toBe('Arrangementet er fuldt booket lige nu.');
  });

  it('a programme not joined waits with its events until the teacher joins', () => {
    const steps = stepsOf(base(), 'innovationsugen');
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['institution', true],
      ['joined', false],
      ['signed-up', false],
    ]);
    expect(steps[1]!.text).toBe('Meld dig ind i Innovationsugen');
    expect(steps[2]!.action).toBeNull();
  });
});

describe('task list: absent data', () => {
  it('GetEvents failed: the relevant events give the next event', () => {
    const input = base({
      activeProgrammes: null,
      relevantEvents: [event('evt-r', { startDate: '2026-12-10T09:00:00.000Z' })],
    });
    expect(stepsOf(input).at(-1)).toMatchObject({ text: 'Tilmeld dig Arrangement evt-r', done: false });
  });

  it('no event data at all: the step says the events could not be fetched', () => {
    const steps = stepsOf(base({ activeProgrammes: null, relevantEvents: null }));
    expect(steps.at(-1)!.detail).toBe('Vi kunne ikke hente programmets arrangementer lige nu.');
  });

  it('without the programme list the active programmes stand in, all joined', () => {
    const tasks = programmeTasks(base({ programmes: null }));
    expect(tasks.map((t) => t.programName)).toEqual(['kickstart']);
    expect(tasks[0]!.steps[1]!.done).toBe(true);
  });

  it('no programmes at all gives an empty list', () => {
    expect(programmeTasks(base({ programmes: [], activeProgrammes: [] }))).toEqual([]);
  });
});

describe('events needing their code status', () => {
  it('names each joined programme’s next event when it requires a code, once', () => {
    expect(eventsNeedingCodeStatus(base())).toEqual(['evt-b']);
    const input = base();
    input.activeProgrammes![0]!.events[0]!.requiresCode = false;
    expect(eventsNeedingCodeStatus(input)).toEqual([]);
  });
});
