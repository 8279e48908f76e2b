/**
 * The login modals' shared names: the browser-stored 'don't show login modal' flag (SPEC section 3,
 * "Browser storage") and the window signals that open and close the login modal over gated content.
 */

export const DONT_SHOW_LOGIN_MODAL_KEY = 'fis-dont-show-login-modal';
export const SHOW_CONTENT_LOGIN_MODAL = 'show-content-login-modal';
export const HIDE_CONTENT_LOGIN_MODAL = 'hide-content-login-modal';

/** True when the person ticked "Vis ikke igen" (stored value 'true'); false when storage is unavailable. */
export function loginModalSuppressed(): boolean {
  try {
    return window.localStorage.getItem(DONT_SHOW_LOGIN_MODAL_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Stores (or clears) the 'don't show login modal' flag. Storage may be off (private mode): then nothing is kept. */
export function setLoginModalSuppressed(suppressed: boolean): void {
  try {
    if (suppressed) window.localStorage.setItem(DONT_SHOW_LOGIN_MODAL_KEY, 'true');
    else window.localStorage.removeItem(DONT_SHOW_LOGIN_MODAL_KEY);
  } catch {
    // Nothing to keep it in; the modal simply shows again next time.
  }
}

/** Opens the login modal over gated content (the header listens for the signal). */
export function showContentLoginModal(): void {
  window.dispatchEvent(new CustomEvent(SHOW_CONTENT_LOGIN_MODAL));
}

/** The 'hide-content-login-modal' signal: closes the gated-content login modal. */
export function hideContentLoginModal(): void {
  window.dispatchEvent(new CustomEvent(HIDE_CONTENT_LOGIN_MODAL));
}
