import { AppLink } from '@/components/AppLink/AppLink';
import styles from './LoginModal.module.css';

/** The login dialogs' buttons: the way in (a link), and "Luk". */
export function LoginDialogActions({
  href,
  text,
  onClose,
  onFollow,
}: {
  href: string;
  text: string;
  onClose: () => void;
  /** Called as the link is followed. */
  onFollow?: () => void;
}) {
  return (
    <div className={styles.actions}>
      <AppLink className="button" href={href} onClick={onFollow}>
        {text}
      </AppLink>
      <button type="button" className="button button--ghost" onClick={onClose}>
        Luk
      </button>
    </div>
  );
}
