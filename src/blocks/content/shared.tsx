/**
 * What the content blocks share. Their Content was validated on the server (src/cms/blocks, applied in
 * src/server/content/prepare-page.ts) before it reached them.
 */

export { nonEmpty } from '../fields';
