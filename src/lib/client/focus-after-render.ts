import { useCallback, useEffect, useRef, useState } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Moves focus to an element once React has drawn the render that holds it. The request is a state update, so
 * it is committed with the state changes made beside it, and the focus happens in the effect after that
 * commit. (A `requestAnimationFrame` can run before React's scheduled render, when the element is not there.)
 */
export function useFocusAfterRender(): (target: Target) => void {
  const pending = useRef<Target | null>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    target?.()?.focus();
  }, [request]);

  return useCallback((target: Target) => {
    pending.current = target;
    setRequest((n) => n + 1);
  }, []);
}
