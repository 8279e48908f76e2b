/**
 * The attributes by which a part sent as HTML asks for behaviour (docs/decisions/0009): its component never
 * reaches the browser, so the page's one listener (src/lib/client/static-behaviour.ts) reads these instead of
 * handlers. Neutral ground: the server writes them, the browser reads them.
 */

/** "Til toppen" (the footer's ScrollTopButton). */
export const SCROLL_TOP_ATTRIBUTE = 'data-scroll-top';

/** A video's play button (VideoBlock): the video's id; its title is in VIDEO_TITLE_ATTRIBUTE. */
export const VIDEO_ATTRIBUTE = 'data-video';
export const VIDEO_TITLE_ATTRIBUTE = 'data-video-title';
