import { useEffect } from 'react';
import { sendToLogin } from '@/lib/client/login-state';
import { askSession } from '@/lib/client/session-answer';

/**
 * Asks the server whether the session is still there (the `session.get` procedure, src/lib/client/session-answer.ts). Null when the answer
 * did not come (offline, a server error): that is no reason to send anyone away.
 */
async function stillLoggedIn(): Promise<boolean | null> {
  try {
    return (await askSession()).loggedIn;
  } catch {
    return null;
  }
}

/**
 * Watches the login state of a logged-in person: when it ends behind the page's back (logged out in another
 * tab, the session expired) they are sent to the login page at once, rather than meeting errors later. It
 * checks when the tab becomes visible again and once a minute.
 */
export function SessionWatcher({ loggedIn }: { loggedIn: boolean }) {
  useEffect(() => {
    if (!loggedIn) return undefined;
    let checking = false;
    const check = async () => {
      if (checking || document.visibilityState === 'hidden') return;
      checking = true;
      const now = await stillLoggedIn();
      checking = false;
      if (now === false) sendToLogin();
    };
    const onVisible = () => void check();
    window.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    const timer = setInterval(onVisible, 60_000);
    return () => {
      window.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      clearInterval(timer);
    };
  }, [loggedIn]);
  return null;
}
