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

/** SPEC section 3, isModalValid: whether the content modal's task succeeded, and on which page. */
export interface ModalValidity {
  valid: boolean;
  PageId: string;
}

/** SPEC section 3, contentModalReturnData: what the content modal's view hands back to its page. */
export type ContentModalReturnData = Readonly<Record<string, unknown>>;

export interface ModalsState {
  video: VideoModalState | null;
  content: ContentModalState | null;
  confirm: ConfirmState | null;
  /** The reload-page counter: above 0 when the page must reload once the content modal closes. */
  reloadCounter: number;
  isModalValid: ModalValidity | null;
  contentModalReturnData: ContentModalReturnData | null;
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

type ReturnStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ModalStoreOptions {
  /** Reloads the whole page; injectable so the rule can be tested without a browser. */
  reload?: () => void;
  /** Where a successful modal's result waits for the reloaded page (the tab's sessionStorage by default). */
  storage?: () => ReturnStorage | null;
}

const INITIAL: ModalsState = {
  video: null,
  content: null,
  confirm: null,
  reloadCounter: 0,
  isModalValid: null,
  contentModalReturnData: null,
};

/** The sessionStorage key under which the result outlives the reload (this tab only). */
export const CONTENT_MODAL_RETURN_KEY = 'fis-content-modal-return';

const tabStorage = (): ReturnStorage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const returnSchemaOk = (
  value: unknown,
): value is { isModalValid: ModalValidity; data: ContentModalReturnData } => {
  if (typeof value !== 'object' || value === null) return false;
  const { isModalValid, data } = value as { isModalValid?: unknown; data?: unknown };
  return (
    typeof isModalValid === 'object' &&
    isModalValid !== null &&
    (isModalValid as ModalValidity).valid === true &&
    typeof (isModalValid as ModalValidity).PageId === 'string' &&
    typeof data === 'object' &&
    data !== null
  );
};

export function createModalStore({
  reload = () => window.location.reload(),
  storage = tabStorage,
}: ModalStoreOptions = {}) {
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
      if (!mustReload) return;
      const { isModalValid, contentModalReturnData: data } = state;
      if (isModalValid?.valid && data) {
        try {
          storage()?.setItem(CONTENT_MODAL_RETURN_KEY, JSON.stringify({ isModalValid, data }));
        } catch {
          // Storage full or off: the reloaded page simply does not move focus.
        }
      }
      reload();
    },
    /**
     * The view's task succeeded on page `pageId`: isModalValid becomes { valid: true, PageId }, `data` is what
     * the modal returns, and closing the modal reloads the page (the reload-page counter goes up).
     */
    completeContent: (pageId: string, data: ContentModalReturnData) => {
      set({
        isModalValid: { valid: true, PageId: pageId },
        contentModalReturnData: data,
        reloadCounter: state.reloadCounter + 1,
      });
    },
    /**
     * What a successful content modal returned to page `pageId`, once, after the reload its closing caused
     * (or before, when it has not closed yet); null when nothing was returned to this page.
     */
    takeContentModalReturn: (pageId: string): ContentModalReturnData | null => {
      if (state.isModalValid?.valid && state.isModalValid.PageId === pageId && state.contentModalReturnData) {
        const data = state.contentModalReturnData;
        set({ isModalValid: null, contentModalReturnData: null });
        return data;
      }
      let kept: unknown = null;
      try {
        const raw = storage()?.getItem(CONTENT_MODAL_RETURN_KEY);
        kept = raw ? JSON.parse(raw) : null;
      } catch {
        kept = null;
      }
      if (!returnSchemaOk(kept) || kept.isModalValid.PageId !== pageId) return null;
      storage()?.removeItem(CONTENT_MODAL_RETURN_KEY);
      return kept.data;
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
export const completeContentModal = (pageId: string, data: ContentModalReturnData) =>
  modals.completeContent(pageId, data);
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
