/**
 * Header scripts an administrator has configured. Harmless on purpose: they only set flags the tests and the
 * browser console can see. One carries an id (the site de-duplicates by it), one does not, and one waits for
 * consent as a consent manager's scripts do (`type="text/plain"` until the manager lets it run).
 */
export const HEADER_SCRIPTS: { Script: string }[] = [
  { Script: '<script id="fis-header-script">window.fisHeaderScript = true;</script>' },
  {
    Script: '<script>window.fisHeaderScriptLoadedAt = window.fisHeaderScriptLoadedAt || Date.now();</script>',
  },
  {
    Script:
      '<script type="text/plain" data-cookieconsent="statistics" id="fis-consent-script">window.fisConsentScript = true;</script>',
  },
];
