import { httpBatchLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@/server/routers/root';
import { isAdminPath, isTeacherPath, PATHS } from '@/lib/routes';
import { sendToLogin } from './login-state';

export const trpc = createTRPCReact<AppRouter>();

const inLoggedInArea = () =>
  typeof window !== 'undefined' &&
  (isTeacherPath(window.location.pathname) || isAdminPath(window.location.pathname));

/**
 * A call refused for want of a session (the cookie is gone, or expired with both tokens): in the teacher and
 * admin areas that is the end of the session, so the person is sent to log in again. Elsewhere the page is
 * public and the caller shows its own message (no reload loop).
 */
const sessionEndLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          if (error.data?.code === 'UNAUTHORIZED' && inLoggedInArea()) sendToLogin();
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      sessionEndLink,
      httpBatchLink({
        url: PATHS.api.trpc,
        // Under the server's maxBatchSize (src/pages/api/trpc/[trpc].ts), which refuses larger batches.
        maxItems: 10,
        async fetch(url, options) {
          const response = await fetch(url, { ...options, credentials: 'same-origin' });
          // The server ended the session during this call (a 401 upstream, a failed refresh): leave at once.
          if (response.headers.get('x-session-ended')) sendToLogin();
          return response;
        },
      }),
    ],
  });
}
