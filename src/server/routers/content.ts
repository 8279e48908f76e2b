import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { pendingBlock } from '../content/pending-block';
import { LATE_BLOCK_TYPES } from '../content/prepare-within';
import { cachedRead } from '../public-reads';
import { limitedPublicProcedure, router } from '../trpc';
import { withPolicy } from '../upstream/policy';

/** The public reads: limited per client, answered from a short shared cache (public-reads.ts, decision 0030). */
const publicRead = limitedPublicProcedure('publicRead');

export const contentRouter = router({
  getLatestArticles: publicRead
    .input(
      z.object({
        amount: z.number().int().min(1).max(50),
        pageId: z.number().int(),
        skip: z.number().int().min(0).max(10_000).optional(),
      }),
    )
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'quiet', () =>
        cachedRead('latestArticles', input, () =>
          ctx.upstream.cms.getLatestArticles(input.amount, input.pageId, input.skip),
        ),
      ),
    ),
  getFlashcards: publicRead
    .input(z.object({ ids: z.array(z.number().int().positive()).min(1).max(50) }))
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'quiet', () =>
        cachedRead('flashcards', input, () => ctx.upstream.cms.getFlashcards(input.ids)),
      ),
    ),
  /**
   * A listing block the page's HTML sent in its loading state, its list having been late (docs/decisions/0011):
   * the prepared block, null when it cannot be had now, 404 when the page no longer has it.
   */
  pendingBlock: publicRead
    .input(
      z.object({
        path: z.string().startsWith('/').max(2000),
        index: z.number().int().min(0).max(500),
        type: z.enum(LATE_BLOCK_TYPES),
        search: z.string().max(2000),
      }),
    )
    .query(async ({ ctx, input }) => {
      const block = await pendingBlock(ctx.upstream, input);
      if (block === 'gone')
        throw new TRPCError({
          code: 'NOT_FOUND',
          message: 'Listen findes ikke længere på siden. Genindlæs siden for at se den nyeste udgave.',
        });
      return block;
    }),
});
