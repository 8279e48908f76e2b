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

/**
 * Schedules the announcement of each completed navigation `delay` ms later; a newer navigation replaces a
 * pending one (only the page the person ends on is announced). The title is read when the time comes, after
 * the new page has set it.
 */
export function createAnnouncer(
  announce: (message: string) => void,
  title: () => string,
  delay = ANNOUNCE_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    routeChanged(url: string) {
      clearTimeout(timer);
      timer = setTimeout(
        () => announce(announcementFor(new URL(url, 'http://site.invalid').pathname, title())),
        delay,
      );
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** Announces each client-side navigation politely, 500 ms after it completes (SPEC section 2). */
export function RouteAnnouncer() {
  const router = useRouter();
  const [message, setMessage] = useState('');

  useEffect(() => {
    const announcer = createAnnouncer(setMessage, () => document.title);
    const unsubscribe = onPageChange(router.events, (url) => announcer.routeChanged(url));
    return () => {
      announcer.cancel();
      unsubscribe();
    };
  }, [router.events]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
