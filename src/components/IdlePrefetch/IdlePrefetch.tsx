import Router, { useRouter } from 'next/router';
import { useEffect } from 'react';
import { IDLE_PREFETCH_LINKS, inView, prefetchablePaths, whenIdle } from '@/lib/client/idle-prefetch';

/** A visitor who asked to save data gets no prefetching. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Prefetches the links in view in the menus and quicklinks once the visitor has been idle for 2,000 ms (spec
 * section 9), again after each page change. Mounted once in _app; draws nothing.
 */
export function IdlePrefetch() {
  const { asPath } = useRouter();
  useEffect(() => {
    if (savesData()) return;
    const current = asPath.split(/[?#]/)[0] ?? '/';
    return whenIdle(window, () => {
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const links = [...document.querySelectorAll<HTMLAnchorElement>(IDLE_PREFETCH_LINKS)].filter((link) =>
        inView(link.getBoundingClientRect(), viewport),
      );
      const paths = prefetchablePaths(
        links.map((link) => link.getAttribute('href') ?? ''),
        current,
      );
      // A prefetch that fails (offline, a new release) is only a missed head start; the click still works.
      for (const path of paths) Router.prefetch(path).catch(() => undefined);
    });
  }, [asPath]);
  return null;
}
