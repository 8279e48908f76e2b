/** GET /api/min-profil/kalender: the handler is src/server/api/my-calendar.ts. */
export { default } from '@/server/api/my-calendar';
