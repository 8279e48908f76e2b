import type { BrowserContext, Route } from 'playwright-core';

/**
 * Doubles of the third-party scripts, served in their place through Playwright's routing: nothing leaves the
 * machine. The consent platform's double is built on Cookiebot's documented browser API (cookiebot.com/developer):
 * `window.Cookiebot` with `consent.{necessary,preferences,statistics,marketing}`, `consented`, `declined`,
 * `hasResponse`, `show()`, `hide()`, `renew()`, `runScripts()` (gated `type="text/plain"` scripts), and the `CookiebotOnAccept` / `CookiebotOnDecline` /
 * `CookiebotOnConsentReady` events on `window`, fired on an answer and, for an answer given earlier (kept in the
 * `CookieConsent` cookie), when a page loads. Its dialog has the two buttons a test presses.
 */
export const CONSENT_PLATFORM_DOUBLE = `(function () {
  var stored = (function () {
    var match = document.cookie.match(/(?:^|; )CookieConsent=([^;]*)/);
    if (!match) return null;
    try { return JSON.parse(decodeURIComponent(match[1])); } catch (e) { return null; }
  })();
  var cookiebot = {
    consent: { necessary: true, preferences: false, statistics: false, marketing: false },
    consented: false, declined: false, hasResponse: false,
    show: show, hide: hide,
    renew: function () { show(); },
    runScripts: runScripts,
  };
  window.Cookiebot = cookiebot;
  function fire(name) { window.dispatchEvent(new Event(name)); }
  function apply(statistics) {
    cookiebot.consent = { necessary: true, preferences: statistics, statistics: statistics, marketing: statistics };
    cookiebot.consented = statistics; cookiebot.declined = !statistics; cookiebot.hasResponse = true;
  }
  function answer(statistics) {
    apply(statistics);
    document.cookie = 'CookieConsent=' + encodeURIComponent(JSON.stringify({ statistics: statistics })) + '; path=/';
    hide();
    runScripts();
    fire(statistics ? 'CookiebotOnAccept' : 'CookiebotOnDecline');
    fire('CookiebotOnConsentReady');
  }
  // Gated scripts (type="text/plain" data-cookieconsent="statistics,…") run once their categories are consented.
  function runScripts() {
    document.querySelectorAll('script[type="text/plain"][data-cookieconsent]').forEach(function (gated) {
      var categories = gated.getAttribute('data-cookieconsent').split(',');
      if (!categories.every(function (name) { return cookiebot.consent[name.trim()]; })) return;
      var runnable = gated.cloneNode(true);
      runnable.type = 'text/javascript';
      gated.replaceWith(runnable);
    });
  }
  function hide() { var d = document.getElementById('CybotCookiebotDialog'); if (d) d.remove(); }
  function show() {
    hide();
    var dialog = document.createElement('div');
    dialog.id = 'CybotCookiebotDialog';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Samtykke til cookies');
    [['Tillad alle', true], ['Afvis', false]].forEach(function (choice) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = choice[0];
      button.addEventListener('click', function () { answer(choice[1]); });
      dialog.appendChild(button);
    });
    document.body.appendChild(dialog);
  }
  if (stored) {
    apply(Boolean(stored.statistics));
    runScripts();
    setTimeout(function () {
      fire(stored.statistics ? 'CookiebotOnAccept' : 'CookiebotOnDecline');
      fire('CookiebotOnConsentReady');
    });
  } else show();
})();`;

/**
 * The tag manager's double: it notes what the dataLayer held when it ran, sets GA4's cookie, adds a further tag
 * as a container does, and sends a measurement beacon every 100 ms for as long as it may.
 */
export const TAG_MANAGER_DOUBLE = `(function () {
  window.fisTagManagerRuns = (window.fisTagManagerRuns || 0) + 1;
  window.fisDataLayerAtLoad = JSON.stringify(window.dataLayer || []);
  document.cookie = '_ga=GA1.1.1234.5678; path=/';
  var tag = document.createElement('script');
  tag.src = 'https://www.googletagmanager.com/gtag/js?id=G-FIS';
  document.head.appendChild(tag);
  function beacon() { new Image().src = 'https://region1.google-analytics.com/g/collect?v=2&t=' + Date.now(); }
  beacon();
  setInterval(beacon, 100);
})();`;

/** The privacy analytics' double: it records each call (the ones queued before it ran first). */
export const PRIVACY_ANALYTICS_DOUBLE = `(function () {
  var queued = (window.plausible && window.plausible.q) || [];
  window.fisPrivacyCalls = queued.map(function (args) { return Array.prototype.slice.call(args); });
  window.plausible = function () { window.fisPrivacyCalls.push(Array.prototype.slice.call(arguments)); };
})();`;

const DOUBLES: [prefix: string, body: string][] = [
  ['https://consent.cookiebot.com/uc.js', CONSENT_PLATFORM_DOUBLE],
  ['https://www.googletagmanager.com/gtm.js', TAG_MANAGER_DOUBLE],
  ['https://plausible.io/js/', PRIVACY_ANALYTICS_DOUBLE],
];

/**
 * Answers every request that would leave this machine with the doubles above (an empty answer for the rest),
 * and returns the list of their URLs in the order the browser asked.
 */
export async function routeThirdParty(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route: Route) => {
      const url = route.request().url();
      requests.push(url);
      const double = DOUBLES.find(([prefix]) => url.startsWith(prefix));
      return double
        ? route.fulfill({ contentType: 'text/javascript', body: double[1] })
        : route.fulfill({ status: 204, body: '' });
    },
  );
  return requests;
}
