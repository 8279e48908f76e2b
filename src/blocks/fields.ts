/**
 * Small readers the block components share. Their Content was validated on the server (src/cms/blocks), so
 * these only decide what counts as absent.
 */

/** A text that is blank counts as absent. */
export const nonEmpty = (value: string | null | undefined): string | null =>
  value && value.trim() ? value : null;

/** The block's anchor for in-page links: letters, digits, - and _ only. */
export const readAnchor = (value: string | null | undefined): string | undefined => {
  const anchor = nonEmpty(value);
  return anchor && /^[\w-]+$/.test(anchor) ? anchor : undefined;
};
