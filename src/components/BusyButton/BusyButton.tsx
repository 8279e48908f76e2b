import type { ReactNode, Ref } from 'react';

/**
 * A button for an action that takes a while ("Hent"): while it works it says so ("Henter …"), is marked busy and
 * disabled for assistive technology, and ignores further presses. Not `disabled`: a disabled button drops the
 * keyboard focus while the action runs.
 */
export function BusyButton({
  busy,
  text,
  busyText,
  name,
  onPress,
  className = 'button',
  buttonRef,
}: {
  busy: boolean;
  text: string;
  busyText: string;
  /** Said to screen readers after the visible text, e.g. the material's title. */
  name?: ReactNode;
  onPress: () => void;
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-disabled={busy}
      aria-busy={busy}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {busy ? busyText : text}
      {name ? <span className="visually-hidden"> {name}</span> : null}
    </button>
  );
}

/**
 * Runs `run` unless a run started through the same flag is still going, and says whether it ran. A button's
 * state reaches the screen a render later; the flag holds from the first press, so a quick second press (a
 * double click) cannot start the action twice.
 */
export async function pressOnce(flag: { current: boolean }, run: () => Promise<unknown>): Promise<boolean> {
  if (flag.current) return false;
  flag.current = true;
  try {
    await run();
    return true;
  } finally {
    flag.current = false;
  }
}
