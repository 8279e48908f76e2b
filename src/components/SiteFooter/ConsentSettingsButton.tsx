import { CONSENT_SETTINGS_ATTRIBUTE } from '@/lib/client/consent';
import styles from './SiteFooter.module.css';

/**
 * "Cookieindstillinger" (docs/decisions/0028): reopens the consent platform's dialog (`Cookiebot.renew()`), to
 * change or withdraw the consent. A button, since it opens a dialog rather than going anywhere, styled like the
 * footer's links. The footer may come as plain HTML (docs/decisions/0009), so it carries no handler and no state
 * of its own: it stays hidden (out of the accessibility tree too) until this document's consent platform has
 * loaded, which marks the document, and one listener of src/lib/client/consent.ts opens the dialog. Where no
 * consent platform is configured, or none may run for this viewer, it never shows.
 */
export function ConsentSettingsButton() {
  return (
    <button type="button" className={styles.consentSettings} {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }}>
      Cookieindstillinger
    </button>
  );
}
