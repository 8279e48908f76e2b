/**
 * Min oversigt's task list: per programme, the steps a teacher takes to get going, in the order the product API
 * requires them (prisma-free-mock/docs/product-api.md, sign-up rules: institution → programme → code → seat).
 * Pure: the screen hands in what the procedures answered (null = that call failed), and this says what is done,
 * what is next and where it is done.
 */

import { eventHref, PATHS, programmeHref } from '@/lib/routes';
import type {
  TaskUser,
  TaskProgramme,
  TaskEvent,
  TaskInput,
  TaskStep,
  ProgrammeTasks,
} from './teacher-task-types';

export type { TaskEvent, TaskInput, TaskStep, ProgrammeTasks } from './teacher-task-types';

const ACCOUNT_HREF = PATHS.teacherAccount;

function institutionStep(user: TaskUser | null): TaskStep {
  const base = { id: 'institution' as const, href: ACCOUNT_HREF };
  if (!user) {
    return {
      ...base,
      text: 'Tjek din institution',
      done: false,
      detail: 'Vi kunne ikke hente dine oplysninger lige nu, så vi ved ikke, om din institution er godkendt.',
      action: 'Se din konto',
    };
  }
  const { institution } = user;
  if (!institution) {
    return {
      ...base,
      text: 'Vælg din institution',
      done: false,
      detail: 'Du skal være knyttet til en godkendt institution for at tilmelde dig arrangementer.',
      action: 'Vælg institution på din konto',
    };
  }
  if (institution.status === 'pending') {
    return {
      ...base,
      text: `Din institution ${institution.name} venter på godkendelse`,
      done: false,
      detail: 'Fonden godkender nye institutioner. Indtil da kan du ikke tilmelde dig arrangementer.',
      action: 'Se din institution',
    };
  }
  return {
    ...base,
    text: `Din institution er godkendt: ${institution.name}`,
    done: true,
    detail: null,
    action: null,
  };
}

const byStart = (a: TaskEvent, b: TaskEvent) => a.startDate.localeCompare(b.startDate);

/**
 * The programme's next event for the teacher: the earliest upcoming one they hold no seat at; null when they
 * are signed up to all of them or there are none (`upcoming` tells those apart); `known` is false when neither
 * GetEvents nor GetRelevantEvents answered.
 */
function nextEventOf(
  programName: string,
  input: TaskInput,
): { event: TaskEvent | null; upcoming: number; known: boolean } {
  const seated = new Set(
    (input.latestSignups ?? []).filter((s) => s.selfSignedUp).map((signUp) => signUp.eventId),
  );
  const active = input.activeProgrammes?.find((p) => p.programName === programName);
  if (active) {
    const open = active.events
      .filter((e) => !e.isPast && !e.signedUp && !seated.has(e.eventId))
      .sort(byStart);
    return { event: open[0] ?? null, upcoming: active.upcomingCount, known: true };
  }
  if (input.activeProgrammes) return { event: null, upcoming: 0, known: true };
  // GetEvents failed: the relevant events are the upcoming ones without the teacher's seat.
  if (input.relevantEvents) {
    const open = input.relevantEvents
      .filter((e) => e.programName === programName && !e.isPast && !seated.has(e.eventId))
      .sort(byStart);
    return { event: open[0] ?? null, upcoming: open.length, known: open.length > 0 };
  }
  return { event: null, upcoming: 0, known: false };
}

function eventSteps(programme: TaskProgramme, input: TaskInput): TaskStep[] {
  const href = programmeHref(programme.programName);
  if (!programme.joined) {
    return [
      {
        id: 'signed-up',
        text: 'Tilmeld dig programmets næste arrangement',
        done: false,
        detail: 'Når du er med i programmet, kan du tilmelde dig dets arrangementer.',
        href,
        action: null,
      },
    ];
  }
  const { event, upcoming, known } = nextEventOf(programme.programName, input);
  if (!known) {
    return [
      {
        id: 'signed-up',
        text: 'Tilmeld dig programmets næste arrangement',
        done: false,
        detail: 'Vi kunne ikke hente programmets arrangementer lige nu.',
        href,
        action: 'Se programmets arrangementer',
      },
    ];
  }
  if (!event) {
    return [
      {
        id: 'signed-up',
        text:
          upcoming > 0
            ? 'Du er tilmeldt alle programmets kommende arrangementer'
            : 'Programmet har ingen kommende arrangementer lige nu',
        done: true,
        detail: null,
        href,
        action: null,
      },
    ];
  }
  const steps: TaskStep[] = [];
  const eventLink = eventHref(event.eventId);
  const codeValidated = event.requiresCode ? input.codeValidated[event.eventId] : undefined;
  if (event.requiresCode) {
    const done = codeValidated === true;
    steps.push({
      id: 'code',
      text: done
        ? `Din deltagerkode til ${event.title} er indløst`
        : `Indløs din deltagerkode til ${event.title}`,
      done,
      detail: done
        ? null
        : codeValidated === false
          ? 'Arrangementet kræver en deltagerkode, før du kan tilmelde dig.'
          : 'Arrangementet kræver en deltagerkode. Vi kunne ikke se, om du allerede har indløst den.',
      href: eventLink,
      action: done ? null : 'Indløs kode',
    });
  }
  const full = event.remainingSeats <= 0;
  steps.push({
    id: 'signed-up',
    text: `Tilmeld dig ${event.title}`,
    done: false,
    detail: full
      ? 'Arrangementet er fuldt booket lige nu.'
      : event.requiresCode && codeValidated !== true
        ? 'Du kan tilmelde dig, når koden er indløst.'
        : null,
    href: eventLink,
    action: full ? 'Se arrangementet' : 'Tilmeld dig',
  });
  return steps;
}

function joinedStep(programme: TaskProgramme): TaskStep {
  return programme.joined
    ? {
        id: 'joined',
        text: `Du er med i ${programme.displayName}`,
        done: true,
        detail: null,
        href: programmeHref(programme.programName),
        action: null,
      }
    : {
        id: 'joined',
        text: `Meld dig ind i ${programme.displayName}`,
        done: false,
        detail:
          programme.upcomingEventCount > 0
            ? `Programmet har ${programme.upcomingEventCount === 1 ? 'ét kommende arrangement' : `${programme.upcomingEventCount} kommende arrangementer`}.`
            : null,
        href: programmeHref(programme.programName),
        action: 'Meld dig ind',
      };
}

/**
 * The programmes to list: those the teacher has joined first (in the API's order), then the others. Without
 * the programme list the active programmes stand in (they are all joined).
 */
function programmesOf(input: TaskInput): TaskProgramme[] {
  if (input.programmes) {
    return [...input.programmes.filter((p) => p.joined), ...input.programmes.filter((p) => !p.joined)];
  }
  return (input.activeProgrammes ?? []).map((p) => ({
    programName: p.programName,
    displayName: p.displayName,
    joined: true,
    upcomingEventCount: p.upcomingCount,
  }));
}

export function programmeTasks(input: TaskInput): ProgrammeTasks[] {
  const institution = institutionStep(input.user);
  return programmesOf(input).map((programme) => {
    const steps = [institution, joinedStep(programme), ...eventSteps(programme, input)];
    return {
      programName: programme.programName,
      displayName: programme.displayName,
      steps,
      next: steps.find((step) => !step.done)?.id ?? null,
    };
  });
}

/**
 * The events whose code status the list needs (events.getUserEvent): each joined programme's next event, when
 * it requires a code. The server prefetches exactly these, and the screen asks for the same ones.
 */
export function eventsNeedingCodeStatus(input: Omit<TaskInput, 'codeValidated'>): string[] {
  const ids = programmesOf({ ...input, codeValidated: {} })
    .filter((p) => p.joined)
    .map((p) => nextEventOf(p.programName, { ...input, codeValidated: {} }).event)
    .filter((event): event is TaskEvent => Boolean(event?.requiresCode))
    .map((event) => event.eventId);
  return [...new Set(ids)];
}
