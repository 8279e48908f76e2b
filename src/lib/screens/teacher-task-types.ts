/** The shapes Min oversigt's task list reads and gives (teacher-tasks.ts): only the fields the rules use. */

export interface TaskUser {
  institution: { name: string; status: 'pending' | 'confirmed' } | null;
}

export interface TaskProgramme {
  programName: string;
  displayName: string;
  joined: boolean;
  upcomingEventCount: number;
}

export interface TaskEvent {
  eventId: string;
  title: string;
  programName: string | null;
  startDate: string;
  requiresCode: boolean;
  isPast: boolean;
  remainingSeats: number;
}

export interface TaskActiveProgramme {
  programName: string;
  displayName: string;
  /** How many upcoming events the programme has. */
  upcomingCount: number;
  /** Its next upcoming events (at least the soonest one without the teacher's seat, when there is one). */
  events: (TaskEvent & { signedUp: boolean })[];
}

export interface TaskSignUp {
  eventId: string;
  selfSignedUp: boolean;
}

export interface TaskInput {
  user: TaskUser | null;
  /** user.getPrograms: every programme, `joined` marks the teacher's. */
  programmes: readonly TaskProgramme[] | null;
  /** events.getActiveProgrammeSummaries: joined programmes with their next open events and counts. */
  activeProgrammes: readonly TaskActiveProgramme[] | null;
  /** events.getRelevantEventsPage's first page: upcoming events without the teacher's seat (a fallback). */
  relevantEvents: readonly TaskEvent[] | null;
  /** events.getLatestSignupSummaries (quiet: null when absent). */
  latestSignups: readonly TaskSignUp[] | null;
  /** events.getUserEvent's codeValidated per eventId, for the events the list asks about; absent = unknown. */
  codeValidated: Readonly<Record<string, boolean | null | undefined>>;
}

export type StepId = 'institution' | 'joined' | 'code' | 'signed-up';

export interface TaskStep {
  id: StepId;
  text: string;
  done: boolean;
  /** Why it is not done, or what waits on it. */
  detail: string | null;
  href: string;
  /** The link's text, for a step still to do. */
  action: string | null;
}

export interface ProgrammeTasks {
  programName: string;
  displayName: string;
  steps: TaskStep[];
  /** The first step not done, or null when everything is done. */
  next: StepId | null;
}
