import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { onPageChange } from '@/lib/client/page-change';
import { routeForPath } from '@/lib/routes';

export const ANNOUNCE_DELAY_MS = 500;

/** The text a screen reader hears after a navigation: the route's message, else the document title. */
export function announcementFor(pathname: string, documentTitle: string): string {
  const message = routeForPath(pathname).announce ?? documentTitle;
  return `${message} er indlæst`;
}

/** Announces each client-side navigation politely, 500 ms after it completes (SPEC section 2). */
export function RouteAnnouncer() {
  const router = useRouter();
  const [message, setMessage] = useState('');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onDone = (url: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setMessage(announcementFor(new URL(url, window.location.origin).pathname, document.title));
      }, ANNOUNCE_DELAY_MS);
    };
    const unsubscribe = onPageChange(router.events, onDone);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [router.events]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
