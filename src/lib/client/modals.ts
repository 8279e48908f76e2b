import { useSyncExternalStore } from 'react';

/**
 * The site-wide modals (SPEC section 4: video modal, content modal, confirmation dialog) as one small store.
 * It holds plain data only; `<ModalRoot />` (src/components/Modals) draws whichever modal is open.
 */

export interface VideoModalState {
  /** The YouTube video id. */
  id: string;
  /** The video's title: the dialog's heading and the iframe's title. */
  title: string;
}

export interface ContentModalState {
  /** A key of `contentModalViews` (src/components/Modals/content-views.tsx). */
  view: string;
  /** The dialog's heading. */
  title: string;
  /** Handed to the view as they are; each view checks the ones it reads. */
  props: Readonly<Record<string, unknown>>;
}

export interface ContentModalOpen {
  view: string;
  title: string;
  props?: Readonly<Record<string, unknown>>;
}

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
}

export interface ConfirmState {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

export interface ModalsState {
  video: VideoModalState | null;
  content: ContentModalState | null;
  confirm: ConfirmState | null;
  /** Above 0 when the page must reload once the content modal closes. */
  reloadCounter: number;
}

/** The reason a confirmation is rejected with when the person cancels or closes the dialog. */
export class ConfirmCancelledError extends Error {
  constructor() {
    super('Handlingen blev annulleret');
    this.name = 'ConfirmCancelledError';
  }
}

export const isConfirmCancelled = (error: unknown): error is ConfirmCancelledError =>
  error instanceof ConfirmCancelledError;

export interface ModalStoreOptions {
  /** Reloads the whole page; injectable so the rule can be tested without a browser. */
  reload?: () => void;
}

const INITIAL: ModalsState = { video: null, content: null, confirm: null, reloadCounter: 0 };

export function createModalStore({ reload = () => window.location.reload() }: ModalStoreOptions = {}) {
  let state: ModalsState = INITIAL;
  let pending: { resolve: () => void; reject: (reason: ConfirmCancelledError) => void } | null = null;
  const listeners = new Set<() => void>();

  const set = (next: Partial<ModalsState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const settle = (outcome: 'confirm' | 'cancel') => {
    const decision = pending;
    pending = null;
    if (state.confirm) set({ confirm: null });
    if (outcome === 'confirm') decision?.resolve();
    else decision?.reject(new ConfirmCancelledError());
  };

  const store = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** closed → open, holding a video id. */
    openVideo: (video: VideoModalState) => {
      set({ video: { id: video.id, title: video.title } });
    },
    /** Clears the id; the dialog returns focus to where it was. */
    closeVideo: () => {
      if (state.video) set({ video: null });
    },

    openContent: (content: ContentModalOpen) => {
      set({ content: { view: content.view, title: content.title, props: content.props ?? {} } });
    },
    /**
     * Closes the content modal. If a reload was requested while it was open (the counter is above 0), the
     * counter goes back to 0 and the whole page reloads.
     */
    closeContent: () => {
      if (!state.content) return;
      const mustReload = state.reloadCounter > 0;
      set({ content: null, reloadCounter: 0 });
      if (mustReload) reload();
    },
    /** Opens the view when closed, closes the modal when open. */
    toggleContent: (content: ContentModalOpen): void => {
      if (state.content) store.closeContent();
      else store.openContent(content);
    },
    /** Asks for a full page reload when the content modal next closes. */
    requestReloadOnClose: () => {
      set({ reloadCounter: state.reloadCounter + 1 });
    },

    /**
     * Opens the confirmation dialog and starts a pending decision: it resolves when the person confirms and
     * rejects with ConfirmCancelledError when they cancel or close. A new question rejects an open one.
     */
    confirm: ({
      title,
      message,
      confirmText = 'Bekræft',
      cancelText = 'Annuller',
    }: ConfirmOptions): Promise<void> => {
      if (pending) settle('cancel');
      return new Promise<void>((resolve, reject) => {
        pending = { resolve, reject };
        set({ confirm: { title, message, confirmText, cancelText } });
      });
    },
    confirmAccept: () => settle('confirm'),
    confirmCancel: () => settle('cancel'),
  };
  return store;
}

export type ModalStore = ReturnType<typeof createModalStore>;

/** The store of this browser tab. */
export const modals = createModalStore();

export const openVideoModal = (video: VideoModalState) => modals.openVideo(video);
export const openContentModal = (content: ContentModalOpen) => modals.openContent(content);
export const requestReloadOnClose = () => modals.requestReloadOnClose();
export const confirm = (options: ConfirmOptions) => modals.confirm(options);

/** The modals' state, re-rendering on change; nothing is open on the server. */
export function useModals(store: ModalStore = modals): ModalsState {
  return useSyncExternalStore(store.subscribe, store.getState, () => INITIAL);
}

/** YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else is not embedded. */
const VIDEO_ID = /^[\w-]{6,32}$/;

/**
 * The privacy-enhanced embed URL of a YouTube video (youtube-nocookie.com sets no cookies until played),
 * or null for an id that is not one. It autoplays: it is only loaded once the person pressed play.
 */
export function videoEmbedUrl(id: string): string | null {
  if (!VIDEO_ID.test(id)) return null;
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&hl=da`;
}
