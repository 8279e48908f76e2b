import { useId, useMemo, useState } from 'react';
import { Dialog } from '@/components/Dialog/Dialog';
import { RichText } from '@/components/RichText/RichText';
import { setLoginModalSuppressed } from '@/lib/client/login-modal';
import { HOME_PATH } from '@/lib/routes';
import { LoginDialogActions } from './LoginDialogActions';
import styles from './LoginModal.module.css';

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
 * The login information modal behind the header's "Log ind" (LoginButton): the CMS's text about Min profil,
 * "Vis ikke igen" (stored at once) and the way on. Its code loads when a visitor first presses the button
 * (docs/decisions/0009). Its owner mounts it afresh for each opening (a new `key`), so the box starts unticked.
 */
export function LoginInformationDialog({
  open,
  modalInformation,
  onClose,
}: {
  open: boolean;
  /** Global.MyPageSettings.ModalInformation, sanitised and rewritten on the server. */
  modalInformation: string;
  onClose: () => void;
}) {
  const [dontShow, setDontShow] = useState(false);
  const checkboxId = useId();
  const information = useMemo(() => splitOpeningHeading(modalInformation), [modalInformation]);

  return (
    <Dialog open={open} title={information.title} onClose={onClose}>
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
      <LoginDialogActions href={HOME_PATH} text="Gå til Min profil" onClose={onClose} onFollow={onClose} />
    </Dialog>
  );
}
