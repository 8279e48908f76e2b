import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes on open, after `focusDelayMs`; the dialog itself by default. */
  initialFocus?: () => HTMLElement | null;
  focusDelayMs?: number;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() traps focus and makes the page behind inert;
 * Escape, the close button and a click on the backdrop ask the owner to close it (`onClose`); when `open`
 * turns false (or the dialog unmounts while open) focus returns to the element that had it before.
 * The content is only rendered while open, so nothing inside it (an iframe, say) outlives the dialog.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  initialFocus,
  focusDelayMs = 0,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest callbacks, read by the open/close effect without re-running it (callers pass new closures).
  const latest = useRef({ open, onClose, initialFocus, focusDelayMs });
  const closeAsked = useRef(false);

  useEffect(() => {
    latest.current = { open, onClose, initialFocus, focusDelayMs };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    closeAsked.current = false;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const { initialFocus: target, focusDelayMs: delay } = latest.current;
    // While a delayed focus waits, the dialog itself holds focus (its name is read), not its first button.
    if (delay > 0) dialog.focus();
    const timer = window.setTimeout(() => {
      if (dialog.open) (target?.() ?? dialog).focus();
    }, delay);
    return () => {
      window.clearTimeout(timer);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  /** Asks the owner once per opening, however many ways the person closes it at the same time. */
  const askToClose = () => {
    if (closeAsked.current || !latest.current.open) return;
    closeAsked.current = true;
    latest.current.onClose();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the owner decides (it sets `open` to false); the browser must not close it behind React's back.
    event.preventDefault();
    askToClose();
  };

  // Browsers may close a modal dialog on a repeated Escape even when `cancel` was prevented.
  const onNativeClose = () => {
    if (ref.current && !ref.current.open) askToClose();
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) askToClose();
  };

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={open ? titleId : undefined}
      tabIndex={-1}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onBackdropClick}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={askToClose} aria-label="Luk">
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  fill="none"
                />
              </svg>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
