import { useEffect, useRef } from 'react';

/**
 * Focus moves to the element (a stage's heading) whenever `key` changes after the first render, so a person
 * who finished one step hears where they are now instead of losing focus with the form that went away.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current) return;
    first.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
