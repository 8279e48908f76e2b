import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import type { Router } from 'next/router';
import { useEffect, useState } from 'react';

/**
 * The my-page loading counter of SPEC section 4: up when a load starts, down when it ends, never below 0; the
 * indicator shows while it is above 0. React Query keeps the count for the API: every query fetching (first
 * load, refetch, a list reload's refetch, `utils.x.fetch`) and every mutation pending, each counted once
 * and dropped when it settles or is cancelled. The one load it cannot see is a move to another screen, whose
 * data the server fetches (getServerSideProps): that adds one while the router is on its way.
 */
export function myPageLoadCount(fetching: number, mutating: number, screenLoading: boolean): number {
  return Math.max(0, fetching) + Math.max(0, mutating) + (screenLoading ? 1 : 0);
}

/**
 * Whether a move to another screen is on its way: from the router's start to its completion or error, once
 * however many starts overlap. A shallow URL update (a table writing its state) fetches nothing.
 */
function useScreenLoading(events: Router['events']): boolean {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const start = (_url: string, options?: { shallow?: boolean }) => {
      if (!options?.shallow) setLoading(true);
    };
    const end = () => setLoading(false);
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', end);
    events.on('routeChangeError', end);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', end);
      events.off('routeChangeError', end);
    };
  }, [events]);
  return loading;
}

/** The indicator's state; call it under the area's TrpcProvider (MyPageLayout), whose query client it reads. */
export function useIsMyPageLoading(events: Router['events']): boolean {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const screenLoading = useScreenLoading(events);
  return myPageLoadCount(fetching, mutating, screenLoading) > 0;
}
