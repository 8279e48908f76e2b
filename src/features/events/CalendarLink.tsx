import { calendarUrl } from '@/lib/event-info';

/** "Tilføj til kalender": the event as an .ics file to download. */
export function CalendarLink({ pageUrl }: { pageUrl: string }) {
  return (
    <a className="button button--ghost" href={calendarUrl(pageUrl)} download>
      Tilføj til kalender
    </a>
  );
}
