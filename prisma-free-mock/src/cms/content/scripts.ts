/**
 * Header scripts an administrator has configured. Harmless on purpose: they only set flags the tests and the
 * browser console can see. One carries an id (the site de-duplicates by it), one does not.
 */
export const HEADER_SCRIPTS: { Script: string }[] = [
  { Script: '<script id="fis-header-script">window.fisHeaderScript = true;</script>' },
  {
    Script: '<script>window.fisHeaderScriptLoadedAt = window.fisHeaderScriptLoadedAt || Date.now();</script>',
  },
];
