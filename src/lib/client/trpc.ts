import { httpBatchLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@/server/routers/root';
import { myPageLoading } from './loading';
import { sendToLogin } from './login-state';

export const trpc = createTRPCReact<AppRouter>();

/** Counts every call in flight for the my-page loading indicator. */
const loadingLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) => {
      myPageLoading.start();
      let done = false;
      const finish = () => {
        if (!done) {
          done = true;
          myPageLoading.end();
        }
      };
      const subscription = next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          finish();
          observer.error(error);
        },
        complete: () => {
          finish();
          observer.complete();
        },
      });
      return () => {
        finish();
        subscription.unsubscribe();
      };
    });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      loadingLink,
      httpBatchLink({
        url: '/api/trpc',
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
