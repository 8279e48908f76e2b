import { AppLink } from '@/components/AppLink/AppLink';
import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { closeHeaderPanels } from '@/lib/client/header-behaviour';
import { loginModalSuppressed } from '@/lib/client/login-modal';
import { onPageChangeStart } from '@/lib/client/page-change';
import { ADMIN_HOME_PATH, HOME_PATH } from '@/lib/routes';
import type { ViewerState } from '@/lib/client/viewer-state';
import { UserIcon } from './icons';
import styles from './LoginModal.module.css';

// The modal's code (dialog, rich text, its buttons) loads when a visitor first presses "Log ind".
const LoginInformationDialog = dynamic(
  () => import('./LoginInformationDialog').then((m) => m.LoginInformationDialog),
  { ssr: false },
);

interface Props {
  /** Learnt in the browser on public pages (src/lib/client/viewer-state.ts). */
  viewer: ViewerState;
  /** Global.MyPageSettings.ModalInformation, sanitised and rewritten on the server. */
  modalInformation: string;
  /** The button's name when the dictionary has one ('Log ind på Min profil'); the visible text stays 'Log ind'. */
  ariaLabel: string | null;
}

/**
 * The way into Min profil (SPEC section 2, "Public header"), drawn by HeaderLogin into the slot the server-drawn
 * header keeps for it, as wide as its widest form, so nothing in the header moves when the browser learns who is
 * looking (the served HTML is the same for everyone). Until then the slot is empty. Logged in: a link straight
 * there ('Min profil'; 'Admin' for admins, short enough to fit the same place). A visitor: a button that opens
 * the login information modal, or, once "Vis ikke igen" was ticked (the stored flag 'true'), goes straight to
 * /min-profil/ (which sends a visitor on to /login/).
 */
export function LoginButton(props: Props) {
  return props.viewer.status === 'unknown' ? null : <LoginControl {...props} />;
}

function LoginControl({ viewer: state, modalInformation, ariaLabel }: Props) {
  const viewer = state.status === 'known' ? state.viewer : { loggedIn: false, isAdmin: false };
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it returns focus as the dialog does; a fresh one (its key) for
  // each opening, so "Vis ikke igen" starts unticked.
  const [openings, setOpenings] = useState(0);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => onPageChangeStart(router.events, close), [router.events, close]);

  if (viewer.loggedIn) {
    return (
      <AppLink
        className={`button ${styles.headerButton}`}
        href={viewer.isAdmin ? ADMIN_HOME_PATH : HOME_PATH}
      >
        <UserIcon />
        <span className={styles.label}>{viewer.isAdmin ? 'Admin' : 'Min profil'}</span>
      </AppLink>
    );
  }

  const onClick = () => {
    closeHeaderPanels();
    if (loginModalSuppressed()) {
      void router.push(HOME_PATH);
      return;
    }
    setOpenings((count) => count + 1);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={`button ${styles.headerButton}`}
        onClick={onClick}
        aria-label={ariaLabel ?? undefined}
        aria-haspopup="dialog"
      >
        <UserIcon />
        <span className={styles.label}>Log ind</span>
      </button>
      {openings > 0 ? (
        <LoginInformationDialog
          key={openings}
          open={open}
          modalInformation={modalInformation}
          onClose={close}
        />
      ) : null}
    </>
  );
}
