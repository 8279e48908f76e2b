import { useEffect, useId, useRef, type ReactNode } from 'react';
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
 * Escape closes it; on close focus returns to the element that had it before.
 */
export function Dialog({ open, title, onClose, children, initialFocus, focusDelayMs = 0, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const timer = setTimeout(() => (initialFocus?.() ?? dialog).focus(), focusDelayMs);
      return () => clearTimeout(timer);
    }
    if (!open && dialog.open) {
      dialog.close();
      returnTo.current?.focus();
    }
    return undefined;
  }, [open, initialFocus, focusDelayMs]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Luk">
              ×
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
