/**
 * Small readers the block components share. Their Content was validated on the server (src/cms/blocks), so
 * these only decide what counts as absent.
 */

/** A text that is blank counts as absent. */
export const nonEmpty = (value: string | null | undefined): string | null =>
  value && value.trim() ? value : null;
