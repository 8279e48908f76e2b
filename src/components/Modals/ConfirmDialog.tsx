import { useRef } from 'react';
import { Dialog } from '@/components/Dialog/Dialog';
import { modals, type ConfirmState } from '@/lib/client/modals';
import styles from './Modals.module.css';

/**
 * The confirmation dialog behind `confirm(...)`: confirm resolves the pending decision, cancel, the close
 * button, Escape and a click on the backdrop reject it. Focus starts on the safe choice (cancel).
 */
export function ConfirmDialog({ confirm }: { confirm: ConfirmState }) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open title={confirm.title} onClose={modals.confirmCancel} initialFocus={() => cancel.current}>
      <p className={styles.message}>{confirm.message}</p>
      <div className={styles.actions}>
        <button ref={cancel} type="button" className="button button--ghost" onClick={modals.confirmCancel}>
          {confirm.cancelText}
        </button>
        <button type="button" className="button" onClick={modals.confirmAccept}>
          {confirm.confirmText}
        </button>
      </div>
    </Dialog>
  );
}
