import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '@/components/Dialog/Dialog';
import { HIDE_CONTENT_LOGIN_MODAL, SHOW_CONTENT_LOGIN_MODAL } from '@/lib/client/login-modal';
import { onPageChangeStart } from '@/lib/client/page-change';
import { loginUrl } from '@/lib/routes';
import { LoginDialogActions } from './LoginDialogActions';

/**
 * The login modal shown over gated content (SPEC section 2): opened by the window signal
 * 'show-content-login-modal' (showContentLoginModal()), closed by 'hide-content-login-modal'
 * (hideContentLoginModal()), by the person, or by leaving the page.
 */
export function ContentLoginModal() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const show = () => setOpen(true);
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
  return (
    <Dialog open={open} title="Log ind for at se indholdet" onClose={close}>
      <p>Dette indhold er for lærere med en profil hos fonden. Log ind på Min profil for at se det.</p>
      <LoginDialogActions href={loginUrl(here)} text="Log ind" onClose={close} />
    </Dialog>
  );
}
