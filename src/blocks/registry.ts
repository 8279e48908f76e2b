import type { BlockType } from '@/cms/blocks';
import { contentBlocks } from './content';
import { listingBlocks } from './listing';
import { mediaBlocks } from './media';
import type { BlockComponent, BlockComponents } from './types';

/**
 * ContentType → component, for every block type of src/cms/blocks: a type without a component, or a component
 * whose props are not its type's prepared block, does not compile. Every component is imported: this table is
 * the server's, which renders the static blocks to HTML (src/render/static-blocks.tsx, docs/decisions/0009).
 * The browser's table loads each type on its own (islands.ts).
 */
const BLOCKS: BlockComponents<BlockType> = { ...contentBlocks, ...mediaBlocks, ...listingBlocks };

/**
 * The table as BlockView reads it: by a block whose type it knows only as the union, so each entry is seen as
 * taking any prepared block. TypeScript cannot tie a union key to its own entry; the table above does.
 */
export const BLOCK_COMPONENTS = BLOCKS as Readonly<Record<BlockType, BlockComponent<BlockType>>>;
