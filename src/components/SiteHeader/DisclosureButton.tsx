import type { KeyboardEventHandler, ReactNode, RefObject } from 'react';

/** A header button that shows the region it controls (a panel, a sub-menu), or hides it when it is shown. */
export function DisclosureButton({
  buttonRef,
  className,
  open,
  controls,
  onToggle,
  onKeyDown,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  className?: string;
  open: boolean;
  /** The id of the region. */
  controls: string;
  onToggle: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}
