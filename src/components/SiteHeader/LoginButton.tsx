import { AppLink } from '@/components/AppLink/AppLink';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Dialog } from '@/components/Dialog/Dialog';
import { RichText } from '@/components/RichText/RichText';
import { loginModalSuppressed, setLoginModalSuppressed } from '@/lib/client/login-modal';
import { onPageChangeStart } from '@/lib/client/page-change';
import { ADMIN_HOME_PATH, HOME_PATH } from '@/lib/routes';
import type { ViewerState } from '@/lib/client/viewer-state';
import { UserIcon } from './icons';
import { LoginDialogActions } from './LoginDialogActions';
import styles from './LoginModal.module.css';

interface Props {
  /** Learnt in the browser on public pages (src/lib/client/viewer-state.ts). */
  viewer: ViewerState;
  /** Global.MyPageSettings.ModalInformation, sanitised and rewritten on the server. */
  modalInformation: string;
  /** The button's name when the dictionary has one ('Log ind på Min profil'); the visible text stays 'Log ind'. */
  ariaLabel: string | null;
  /** Called when the button is used (the header closes its panels). */
  onActivate?: () => void;
}

/**
 * The modal's title is the rich text's own opening heading when it has one (then it is not shown twice);
 * 'Min profil' otherwise. Only computed in the browser: the dialog's content is never server-rendered.
 */
function splitOpeningHeading(html: string): { title: string; body: string } {
  const fallback = { title: 'Min profil', body: html };
  if (!html || typeof DOMParser === 'undefined') return fallback;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const first = body.firstElementChild;
  const title = first && /^H[1-3]$/.test(first.tagName) ? first.textContent?.trim() : '';
  if (!first || !title) return fallback;
  first.remove();
  return { title, body: body.innerHTML };
}

const FALLBACK_INFORMATION =
  'Min profil er lærernes eget område. Her tilmelder du dine klasser til forløb og arrangementer og henter undervisningsmateriale.';

/**
 * The way into Min profil (SPEC section 2, "Public header"), in a slot as wide as its widest form, so nothing in
 * the header moves when the browser learns who is looking (the served HTML is the same for everyone). Until
 * then the slot is empty. Logged in: a link straight there ('Min profil'; 'Admin' for admins, short enough to
 * fit the same place). A
 * visitor: a button that opens the login information modal, or, once "Vis ikke igen" was ticked (the stored
 * flag 'true'), goes straight to /min-profil/ (which sends a visitor on to /login/).
 */
export function LoginButton(props: Props) {
  return (
    <span className={styles.slot}>
      {/* Holds the slot's size: the widest label ('Log ind' and 'Admin' are narrower), never seen or read. */}
      <span className={`button ${styles.headerButton} ${styles.sizer}`} aria-hidden="true">
        <UserIcon />
        <span className={styles.label}>Min profil</span>
      </span>
      {props.viewer.status === 'unknown' ? null : <LoginControl {...props} />}
    </span>
  );
}

function LoginControl({ viewer: state, modalInformation, ariaLabel, onActivate }: Props) {
  const viewer = state.status === 'known' ? state.viewer : { loggedIn: false, isAdmin: false };
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [dontShow, setDontShow] = useState(false);
  const checkboxId = useId();
  const close = useCallback(() => setOpen(false), []);
  const information = useMemo(() => splitOpeningHeading(modalInformation), [modalInformation]);

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
    onActivate?.();
    if (loginModalSuppressed()) {
      void router.push(HOME_PATH);
      return;
    }
    setDontShow(false);
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
      <Dialog open={open} title={information.title} onClose={close}>
        {information.body.trim() ? (
          <RichText html={information.body} className={styles.information} mode="new" />
        ) : (
          <p>{FALLBACK_INFORMATION}</p>
        )}
        <div className={styles.dontShow}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={dontShow}
            onChange={(event) => {
              setDontShow(event.target.checked);
              setLoginModalSuppressed(event.target.checked);
            }}
          />
          <label htmlFor={checkboxId}>Vis ikke igen</label>
        </div>
        <LoginDialogActions href={HOME_PATH} text="Gå til Min profil" onClose={close} onFollow={close} />
      </Dialog>
    </>
  );
}
