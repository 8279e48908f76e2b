import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useCallback, useEffect, useRef } from 'react';
import styles from './EventPage.module.css';

/**
 * The public sign-up's proof of work (docs/decisions/0030): ALTCHA's widget, self-hosted and cookieless. It
 * fetches a challenge from the site when the person first enters the form and solves it in a worker while they
 * type; the sign-up sends the solution. Its texts are Danish; it is a labelled checkbox a keyboard and a screen
 * reader use like any other, and it tells its state in text. The strict CSP stands: the widget's build without
 * bundled workers (`altcha/external`), and the PBKDF2 worker as a file of the site's own (worker-src 'self').
 */

export const CHALLENGE_URL = '/api/tilmelding/udfordring';

const DANISH = {
  label: 'Jeg er ikke en robot',
  verifying: 'Bekræfter, at du er en person …',
  verified: 'Bekræftet',
  waitAlert: 'Bekræfter, at du er en person. Vent et øjeblik.',
  verificationRequired: 'Bekræftelsen mangler. Sæt flueben i feltet.',
  error: 'Bekræftelsen mislykkedes. Sæt flueben i feltet igen.',
  expired: 'Bekræftelsen er udløbet. Sæt flueben i feltet igen.',
};

let loading: Promise<void> | undefined;

/** Loads the widget once per page: the element, its Danish texts and its worker. */
function loadWidget(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/i18n/da');
    const registry = globalThis.$altcha;
    registry.i18n.set('da', { ...registry.i18n.get('da'), ...DANISH });
    registry.algorithms.set(
      'PBKDF2/SHA-256',
      () => new Worker(new URL('altcha/workers/pbkdf2', import.meta.url), { name: 'altcha-pbkdf2' }),
    );
  })();
  return loading;
}

interface VerifiedDetail {
  state?: string;
  payload?: string | null;
}

/**
 * The widget for a form, and the two things the form does with it: `solution()` (the solved challenge, waiting
 * for the work when it is not done yet; null when it failed) and `renew()` after a submit, as a solution is
 * used once.
 */
export function useSignupChallenge() {
  const ref = useRef<AltchaWidgetElement>(null);
  const payload = useRef<string | null>(null);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<VerifiedDetail>).detail;
      payload.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
    };
    widget.addEventListener('statechange', onChange);
    void loadWidget();
    return () => widget.removeEventListener('statechange', onChange);
  }, []);

  const solution = useCallback(async (): Promise<string | null> => {
    if (payload.current) return payload.current;
    await loadWidget();
    const result = await ref.current?.verify();
    return result?.payload ?? null;
  }, []);

  const renew = useCallback(() => {
    payload.current = null;
    ref.current?.reset();
  }, []);

  const widget = (
    <div className={styles.challenge}>
      <altcha-widget
        ref={ref}
        challenge={CHALLENGE_URL}
        auto="onfocus"
        language="da"
        name="altcha"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 0 })}
      />
    </div>
  );

  return { widget, solution, renew };
}
