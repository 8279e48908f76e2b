import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import {
  navScrollLeft,
  scrollTargetY,
  sectionInView,
  STICKY_NAV_ROOT_MARGIN,
  type SectionBox,
  type StickyNavLink,
} from '@/lib/sticky-nav';
import styles from './StickyNav.module.css';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Everything sticky at the top of the page: the site header and this nav. */
function stickyHeight(nav: HTMLElement | null): number {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  return (header?.offsetHeight ?? 0) + (nav?.offsetHeight ?? 0);
}

/** The heading a link leads to: the section's first heading, made focusable; the section itself otherwise. */
function focusTarget(section: HTMLElement): HTMLElement {
  const heading = section.querySelector<HTMLElement>('h1, h2, h3, h4') ?? section;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * The landing pages' sticky in-page navigation (SPEC section 2): the link of the section in view is marked
 * (aria-current), a click scrolls to the section 30 px below the sticky bar (a jump with reduced motion) and
 * moves focus to its heading. On phones the strip scrolls sideways and keeps the active link in sight.
 */
export function StickyNav({ links, label }: { links: readonly StickyNavLink[]; label: string }) {
  const [active, setActive] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const strip = useRef<HTMLUListElement>(null);

  const measure = useCallback(() => {
    const boxes: SectionBox[] = [];
    for (const { anchorId } of links) {
      const rect = document.getElementById(anchorId)?.getBoundingClientRect();
      if (rect) boxes.push({ anchorId, top: rect.top, bottom: rect.bottom });
    }
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const next = sectionInView(boxes, window.innerHeight, atBottom);
    if (next !== undefined) setActive(next);
  }, [links]);

  useEffect(() => {
    const sections = links
      .map(({ anchorId }) => document.getElementById(anchorId))
      .filter((el) => el !== null);
    if (sections.length === 0) return;
    // The observer says when a section crosses the middle line; measuring then decides which one is in view.
    const observer = new IntersectionObserver(measure, { rootMargin: STICKY_NAV_ROOT_MARGIN, threshold: 0 });
    sections.forEach((section) => observer.observe(section));
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    // Scroll covers what a zero-height observer root can miss (the bottom of the page, fast jumps).
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [links, measure]);

  useEffect(() => {
    const list = strip.current;
    const link = active ? list?.querySelector<HTMLElement>(`[data-anchor="${CSS.escape(active)}"]`) : null;
    if (!list || list.scrollWidth <= list.clientWidth) return;
    const linkStart = link
      ? link.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft
      : null;
    // The strip's own scroll, sideways only: the page does not move.
    const left = navScrollLeft(linkStart);
    if (Math.abs(list.scrollLeft - left) > 1)
      list.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, anchorId: string) => {
    const section = document.getElementById(anchorId);
    if (!section || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const top = scrollTargetY(section.getBoundingClientRect().top, window.scrollY, stickyHeight(nav.current));
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setActive(anchorId);
    focusTarget(section).focus({ preventScroll: true });
  };

  if (links.length === 0) return null;
  return (
    <nav ref={nav} className={styles.nav} aria-label={label}>
      <ul ref={strip} className={`container ${styles.strip}`}>
        {links.map(({ anchorId, headline }) => (
          <li key={anchorId}>
            <a
              href={`#${anchorId}`}
              data-anchor={anchorId}
              aria-current={active === anchorId ? 'true' : undefined}
              className={styles.link}
              onClick={(event) => onClick(event, anchorId)}
            >
              {headline}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
