/**
 * The login modals' shared names: the browser-stored 'don't show login modal' flag (SPEC section 3,
 * "Browser storage") and the window signals that open and close the login modal over gated content. The closing
 * signal 'hide-content-login-modal' comes from outside the product's code (a CMS script, say):
 * `window.dispatchEvent(new CustomEvent('hide-content-login-modal'))`.
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

/** What the gated content tells the login modal: where "Log ind" comes back to (a path on this site). */
export interface ContentLoginDetail {
  returnTo?: string;
}

/**
 * Opens the login modal over gated content (the header listens for the signal). `returnTo` is where signing in
 * comes back to, e.g. a material's anchor (`/undervisningsmateriale/?hent=mat-1#materiale-mat-1`); the page
 * itself by default.
 */
export function showContentLoginModal(detail: ContentLoginDetail = {}): void {
  window.dispatchEvent(new CustomEvent<ContentLoginDetail>(SHOW_CONTENT_LOGIN_MODAL, { detail }));
}
