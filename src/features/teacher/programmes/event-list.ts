import type { ListedEvent } from '@/server/teacher/my-events';

/** One event of Programmer og events' list, as events.getMyEventsPage sends it (src/server/teacher/my-events.ts). */
export type { ListedEvent };

/** "1 ledig plads" / "12 ledige pladser". */
export const seatsLeftText = (count: number) => (count === 1 ? '1 ledig plads' : `${count} ledige pladser`);

/** Events per page of the screen's lists; the page loader prefetches the first page with the same input. */
export const EVENTS_PAGE_SIZE = 20;
