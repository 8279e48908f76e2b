/** GET /api/kalender/arrangementer/{slug}.ics: the handler is src/server/api/event-calendar.ts. */
export { default } from '@/server/api/event-calendar';
