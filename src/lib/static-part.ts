import type { StaticPart } from '@/cms/blocks';

/**
 * Where a static part's HTML travels in a page's first response (docs/decisions/0009): under a symbol, which
 * the server's render reads and `JSON.stringify` leaves out, so the page data does not carry the HTML the
 * document already holds. A page reached by a link gets the HTML as `html`, its only copy.
 */
const SERVER_HTML = Symbol.for('fis.staticHtml');

type WithServerHtml = StaticPart & { [SERVER_HTML]?: string };

/** A part for the page's first HTML: rendered on the server, not repeated in the page data. */
export const documentPart = (html: string): StaticPart => ({ [SERVER_HTML]: html }) as WithServerHtml;

/** A part for a page reached by a link: the browser draws it from the data. */
export const dataPart = (html: string): StaticPart => ({ html });

/** The part's HTML as this side has it: on the server always, in the browser only when it came as data. */
export const partHtml = (part: StaticPart): string | undefined =>
  part.html ?? (part as WithServerHtml)[SERVER_HTML];

/**
 * A part every page shows the same (the header, docs/decisions/0042), with the version of its HTML: the browser
 * keeps the DOM it has while the version stays, in the page's first HTML and in the data of a page reached by a
 * link alike, and draws the new HTML only when the site-wide data changed it (KeptStaticHtml).
 */
export type VersionedPart = StaticPart & { version: string };
