import { pushToDataLayer, type PageViewEvent } from '@/lib/client/analytics';

/**
 * Consent first (docs/decisions/0028). The consent platform (Cookiebot, `COOKIE_CONSENT_ID`) is the first
 * third-party script of the document; the tag manager loads only once the visitor has consented to statistics,
 * read through Cookiebot's documented browser API (`window.Cookiebot.consent.statistics` and the
 * `CookiebotOnConsentReady` / `CookiebotOnAccept` / `CookiebotOnDecline` events), and a withdrawal locks the
 * document against it (tracker-lock.ts). Google Consent Mode v2's defaults, all denied, are the first entry of
 * the dataLayer. One document has one state: a script, once added, stays for every later page of it.
 */

export interface CookiebotApi {
  consent?: { necessary?: boolean; preferences?: boolean; statistics?: boolean; marketing?: boolean };
  hasResponse?: boolean;
  renew?: () => void;
  /** Runs the gated scripts (`type="text/plain" data-cookieconsent="…"`) added since it loaded, as consented. */
  runScripts?: () => void;
}

declare global {
  interface Window {
    Cookiebot?: CookiebotApi;
  }
}

export const CONSENT_PLATFORM_URL = 'https://consent.cookiebot.com/uc.js';
export const tagManagerUrl = (id: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/** Cookiebot's events on `window` that say the consent is known or has changed. */
export const CONSENT_EVENTS = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'] as const;

/** Google Consent Mode v2: everything denied until the visitor says otherwise; tags wait for the answer. */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'denied',
  wait_for_update: 500,
} as const;

/**
 * Google's `gtag()`: it pushes its `arguments` object, the only form in which the tag manager reads a command
 * (`consent`, `set`) rather than an event.
 */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag manager reads commands only as an Arguments object
  pushToDataLayer(arguments);
}

/** The Consent Mode state for Cookiebot's categories. */
export function consentUpdate(consent: NonNullable<CookiebotApi['consent']>) {
  const state = (granted: boolean | undefined) => (granted ? 'granted' : 'denied');
  return {
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
    analytics_storage: state(consent.statistics),
    functionality_storage: state(consent.preferences),
    personalization_storage: state(consent.preferences),
    security_storage: state(consent.necessary ?? true),
  };
}

export interface ConsentSetup {
  cookieConsentId: string;
  nonce: string | undefined;
  /** Locks the document against the trackers (tracker-lock.ts), with this page's policy inputs. */
  lock: () => void;
}

type PlatformState = 'absent' | 'loading' | 'ready';

interface DocumentConsent {
  platform: PlatformState;
  /** Settles when the consent platform has run (or failed to load): header scripts wait for it. */
  platformSettled: Promise<void> | null;
  setup: ConsentSetup | null;
  /** The tag manager this page would load on consent (null: none configured for this page). */
  analyticsId: string | null;
  tagManagerLoaded: boolean;
  statistics: boolean;
  locked: boolean;
  /** The current page's view, not yet given to the tag manager: sent once consent comes. */
  pendingView: PageViewEvent | null;
}

const fresh = (): DocumentConsent => ({
  platform: 'absent',
  platformSettled: null,
  setup: null,
  analyticsId: null,
  tagManagerLoaded: false,
  statistics: false,
  locked: false,
  pendingView: null,
});

const doc: DocumentConsent = fresh();

/** The footer's "Cookieindstillinger" button (SiteFooter's ConsentSettingsButton), which may come as HTML. */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';
/** Set on `<html>` once the consent platform has loaded: the button shows (SiteFooter.module.css). */
const PLATFORM_READY_ATTRIBUTE = 'data-consent-platform';

/** Reopens the consent dialog (Cookiebot's `renew()`): change or withdraw the consent. */
export function reopenConsentDialog(): void {
  window.Cookiebot?.renew?.();
}

/** One listener for the footer's button, whether React drew the footer or it came as HTML. */
function onSettingsClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)) reopenConsentDialog();
}

function addScript(attributes: Record<string, string>, nonce: string | undefined, first: boolean) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.async = true;
  if (nonce) script.nonce = nonce;
  if (first) document.head.prepend(script);
  else document.head.appendChild(script);
  return script;
}

/** The page view as the tag manager gets it: GA4's `page_location` is the address without its query. */
const withLocation = (view: PageViewEvent) => ({
  ...view,
  page_location: `${window.location.origin}${view.page_path}`,
});

function loadTagManager(analyticsId: string) {
  doc.tagManagerLoaded = true;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript({ id: 'analytics', src: tagManagerUrl(analyticsId) }, doc.setup?.nonce, false);
}

/** Cookiebot said something (its events may repeat one answer): follow its current answer. */
function consentChanged() {
  const consent = window.Cookiebot?.consent;
  if (!consent) return;
  const statistics = consent.statistics === true;
  if (statistics !== doc.statistics) gtag('consent', 'update', consentUpdate(consent));
  doc.statistics = statistics;
  if (!statistics) {
    // A tag manager that already ran keeps its code: the lock refuses every further request of it.
    if (doc.tagManagerLoaded && !doc.locked) {
      doc.locked = true;
      doc.setup?.lock();
    }
    return;
  }
  // The lock cannot be lifted in this document: consent given again takes effect in a new one.
  if (doc.locked) {
    window.location.reload();
    return;
  }
  if (doc.analyticsId && !doc.tagManagerLoaded) loadTagManager(doc.analyticsId);
  if (doc.pendingView && doc.tagManagerLoaded) {
    pushToDataLayer(withLocation(doc.pendingView));
    doc.pendingView = null;
  }
}

/**
 * Adds the consent platform as the first third-party script of this document (once), with Consent Mode's
 * defaults in the dataLayer before it, and follows its answers. Call before any other third-party script is
 * added (Analytics does, in a layout effect, before the header scripts' effects).
 */
export function startConsentPlatform(setup: ConsentSetup): void {
  if (doc.platform !== 'absent') return;
  doc.setup = setup;
  doc.platform = 'loading';
  gtag('consent', 'default', CONSENT_DEFAULTS);
  for (const name of CONSENT_EVENTS) window.addEventListener(name, consentChanged);
  const script = addScript(
    {
      id: 'Cookiebot',
      src: CONSENT_PLATFORM_URL,
      'data-cbid': setup.cookieConsentId,
      'data-blockingmode': 'auto',
      'data-culture': 'da',
    },
    setup.nonce,
    true,
  );
  doc.platformSettled = new Promise<void>((resolve) => {
    script.addEventListener('load', () => {
      doc.platform = 'ready';
      document.documentElement.setAttribute(PLATFORM_READY_ATTRIBUTE, 'ready');
      document.addEventListener('click', onSettingsClick);
      // An answer given on an earlier visit may be known already.
      consentChanged();
      resolve();
    });
    script.addEventListener('error', () => resolve());
  });
}

/** The tag manager this page loads once there is consent (null: none for this page). */
export function setTagManager(analyticsId: string | null): void {
  doc.analyticsId = analyticsId;
  if (analyticsId && doc.statistics && !doc.tagManagerLoaded) consentChanged();
}

/** A page view for the tag manager: given to it now with consent, or kept as the current page's until consent. */
export function pageViewForTagManager(view: PageViewEvent): void {
  if (doc.locked || !doc.analyticsId) return;
  if (doc.statistics && doc.tagManagerLoaded) {
    pushToDataLayer(withLocation(view));
    doc.pendingView = null;
  } else doc.pendingView = view;
}

/**
 * Runs `add` once the consent platform has run, so its blocking sees what `add` adds, and has it run the gated
 * scripts among them (Cookiebot's `runScripts()`, for scripts added after it loaded); at once without one.
 */
export function afterConsentPlatform(add: () => void): void {
  if (!doc.platformSettled) {
    add();
    return;
  }
  void doc.platformSettled.then(() => {
    add();
    window.Cookiebot?.runScripts?.();
  });
}
