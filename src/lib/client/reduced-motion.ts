import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the person asked their system for less motion. The server cannot know: `onServer` is what the server
 * render and hydration assume (the carousel says false, since nothing moves before hydration; the admin charts
 * say true, so nothing is drawn mid-animation there).
 */
export function usePrefersReducedMotion(onServer: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => onServer,
  );
}
