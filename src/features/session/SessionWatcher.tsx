import { useEffect } from 'react';
import { sendToLogin } from '@/lib/client/login-state';
import { trpc } from '@/lib/client/trpc';

/**
 * Watches the login state: when it changes behind the page's back (logged out in another tab, the session
 * expired), the person is redirected at once rather than meeting errors later.
 */
export function SessionWatcher({ loggedIn }: { loggedIn: boolean }) {
  const session = trpc.session.get.useQuery(undefined, {
    refetchOnWindowFocus: true,
    refetchInterval: loggedIn ? 60_000 : false,
    staleTime: 0,
  });
  const now = session.data?.loggedIn;
  useEffect(() => {
    if (now === undefined || now === loggedIn) return;
    if (loggedIn && !now) sendToLogin();
    else window.location.reload();
  }, [now, loggedIn]);
  return null;
}
