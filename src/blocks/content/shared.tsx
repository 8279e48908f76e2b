/**
 * What the content blocks share. Their Content was validated on the server (./schemas.ts, applied in src/server/content/preparers-content.ts) before it reached them.
 */

export const nonEmpty = (value: string | null | undefined): string | null =>
  value && value.trim() ? value : null;
