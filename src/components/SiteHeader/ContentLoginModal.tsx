import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import {
  HIDE_CONTENT_LOGIN_MODAL,
  SHOW_CONTENT_LOGIN_MODAL,
  type ContentLoginDetail,
} from '@/lib/client/login-modal';
import { onPageChangeStart } from '@/lib/client/page-change';
import { isSitePath } from '@/lib/routes';

// The dialog's code loads with the first signal; the listener is all a page starts with.
const ContentLoginDialog = dynamic(() => import('./ContentLoginDialog').then((m) => m.ContentLoginDialog), {
  ssr: false,
});

/**
 * The login modal shown over gated content (SPEC section 2): opened by the window signal
 * 'show-content-login-modal' (showContentLoginModal(), e.g. "Hent" on a material for a visitor), closed by the
 * 'hide-content-login-modal' signal, by the person (focus goes back to what opened it), or by leaving the page.
 * "Log ind" starts the sign-in at once (the login page's button does the same) and comes back to the signal's
 * `returnTo` when it is a path on this site (the server checks it again), to this page otherwise.
 */
export function ContentLoginModal() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Mounted from the first signal on, so closing it returns focus as the dialog does.
  const [opened, setOpened] = useState(false);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const show = (event: Event) => {
      const wanted = (event as CustomEvent<ContentLoginDetail | null>).detail?.returnTo;
      setReturnTo(typeof wanted === 'string' && isSitePath(wanted) ? wanted : null);
      setOpened(true);
      setOpen(true);
    };
    window.addEventListener(SHOW_CONTENT_LOGIN_MODAL, show);
    window.addEventListener(HIDE_CONTENT_LOGIN_MODAL, close);
    const stopPageChanges = onPageChangeStart(router.events, close);
    return () => {
      window.removeEventListener(SHOW_CONTENT_LOGIN_MODAL, show);
      window.removeEventListener(HIDE_CONTENT_LOGIN_MODAL, close);
      stopPageChanges();
    };
  }, [router.events, close]);

  const here = router.asPath.split('#')[0] ?? '/';
  return opened ? <ContentLoginDialog open={open} returnTo={returnTo ?? here} onClose={close} /> : null;
}
