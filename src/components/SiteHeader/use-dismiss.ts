import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open disclosure (sub-menu, burger panel, search panel) the ways people expect: Escape (focus
 * goes back to its button), a click outside, or focus moving outside (so nothing open hides what has focus).
 */
export function useDismiss(options: {
  open: boolean;
  onDismiss: () => void;
  container: RefObject<HTMLElement | null>;
  button: RefObject<HTMLElement | null>;
}) {
  const { open, container, button } = options;
  const dismiss = useRef(options.onDismiss);
  useEffect(() => {
    dismiss.current = options.onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(container.current?.contains(target));
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog handles its own Escape (and the page behind it is inert).
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      dismiss.current();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) dismiss.current();
    };
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) dismiss.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, container, button]);
}
