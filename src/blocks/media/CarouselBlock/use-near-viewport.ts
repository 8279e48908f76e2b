import { useEffect, useState } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true). True as soon as
 * there is an element where IntersectionObserver is missing, so nothing waits for a signal that never comes.
 */
export function useNearViewport(element: Element | null, margin: string): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!element || near || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  return near || (element !== null && !canObserve());
}
