import { reopenConsentDialog, useConsentPlatformReady } from '@/lib/client/consent';
import styles from './ConsentSettingsButton.module.css';

/**
 * "Cookieindstillinger" (docs/decisions/0028): reopens the consent platform's dialog, to change or withdraw the
 * consent. A button, since it opens a dialog rather than going anywhere, styled like the footer's links; shown
 * only once this document has a consent platform (none is configured, or none may run for this viewer: nothing).
 */
export function ConsentSettingsButton() {
  const ready = useConsentPlatformReady();
  if (!ready) return null;
  return (
    <button type="button" className={styles.linkButton} onClick={reopenConsentDialog}>
      Cookieindstillinger
    </button>
  );
}
