import Router from 'next/router';
import { SCROLL_TOP_ATTRIBUTE, VIDEO_ATTRIBUTE, VIDEO_TITLE_ATTRIBUTE } from '@/lib/static-actions';
import { inAppHref } from './in-app-navigation';
import { openVideoModal } from './modals';

/**
 * "Til toppen": to the top (smoothly, unless the person prefers reduced motion), and focus to the start of the
 * page, so keyboard users continue from the top too.
 */
function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  const start =
    document.querySelector<HTMLElement>('[data-site-header] a[href]') ??
    document.querySelector<HTMLElement>('main');
  start?.focus({ preventScroll: true });
}

/** Next's router exists once the app has started; before that a link navigates as a plain link. */
const routerReady = () => Router.router !== null;

let installed = false;

/**
 * What the parts sent as HTML do without components of their own (docs/decisions/0009), through one listener
 * on the document: a link to a page of the site navigates inside the app, as AppLink does (and the browser
 * fetches that page's code when the pointer or focus reaches the link), "Til toppen" scrolls up, and a video's
 * play button opens the video modal.
 *
 * Installed once, when the app's script is evaluated (before hydration), so the parts respond from the moment
 * they can be clicked: the video modal's state lives outside React and is drawn once the modal root hydrates.
 */
export function installStaticBehaviour(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const staticAnchor = (target: EventTarget | null) => {
    const element = target instanceof Element ? target : null;
    const anchor = element?.closest('a');
    return anchor?.closest('.static-part') ? anchor : null;
  };
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target : null;
    if (element?.closest(`[${SCROLL_TOP_ATTRIBUTE}]`)) {
      scrollToTop();
      return;
    }
    const play = element?.closest(`[${VIDEO_ATTRIBUTE}]`);
    const videoId = play?.getAttribute(VIDEO_ATTRIBUTE);
    if (videoId) {
      openVideoModal({ id: videoId, title: play?.getAttribute(VIDEO_TITLE_ATTRIBUTE) ?? 'Video' });
      return;
    }
    const anchor = staticAnchor(event.target);
    const href = anchor && routerReady() ? inAppHref(event, anchor) : null;
    if (!href) return;
    event.preventDefault();
    void Router.push(href);
  };
  const prefetched = new Set<string>();
  const onReach = (event: Event) => {
    const anchor = staticAnchor(event.target);
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || prefetched.has(href) || !routerReady())
      return;
    prefetched.add(href);
    void Router.prefetch(href).catch(() => undefined);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onReach, { passive: true });
  document.addEventListener('focusin', onReach);
}
