import type { CSSProperties, KeyboardEventHandler, ReactNode, RefObject } from 'react';

/** A button that shows the region it controls (a panel, a menu, a list), or hides it when it is shown. */
export function DisclosureButton({
  buttonRef,
  className,
  style,
  open,
  controls,
  onToggle,
  onKeyDown,
  children,
}: {
  buttonRef?: RefObject<HTMLButtonElement | null>;
  className?: string;
  style?: CSSProperties;
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
      style={style}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}
