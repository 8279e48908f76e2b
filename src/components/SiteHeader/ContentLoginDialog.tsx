import { Dialog } from '@/components/Dialog/Dialog';
import { startLoginUrl } from '@/lib/routes';
import { NO_PROFILE_YET } from '@/lib/profile-note';
import { LoginDialogActions } from './LoginDialogActions';

/**
 * The dialog of the login modal over gated content (ContentLoginModal). Its code loads with the first signal
 * (docs/decisions/0009). "Log ind" starts the sign-in at once (the login page's button does the same) and comes
 * back to `returnTo`.
 */
export function ContentLoginDialog({
  open,
  returnTo,
  onClose,
}: {
  open: boolean;
  returnTo: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title="Log ind for at fortsætte" onClose={onClose}>
      <p>
        Materialer og andet indhold for lærere kræver, at du er logget ind med din profil hos fonden. Når du
        har logget ind, kommer du tilbage hertil.
      </p>
      <p>{NO_PROFILE_YET}</p>
      {/* Straight to the identity provider, as the login page's button: one press. */}
      <LoginDialogActions href={startLoginUrl(returnTo)} text="Log ind" onClose={onClose} />
    </Dialog>
  );
}
