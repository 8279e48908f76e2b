import { z } from 'zod';
import { publicProcedure, router } from '../trpc';
import { withPolicy } from '../upstream/policy';

export const contentRouter = router({
  getLatestArticles: publicProcedure
    .input(
      z.object({
        amount: z.number().int().min(1).max(50),
        pageId: z.number().int(),
        skip: z.number().int().min(0).max(10_000).optional(),
      }),
    )
    .query(({ ctx, input }) =>
      withPolicy(ctx, 'quiet', () =>
        ctx.upstream.cms.getLatestArticles(input.amount, input.pageId, input.skip),
      ),
    ),
  getFlashcards: publicProcedure
    .input(z.object({ ids: z.array(z.number().int().positive()).min(1).max(50) }))
    .query(({ ctx, input }) => withPolicy(ctx, 'quiet', () => ctx.upstream.cms.getFlashcards(input.ids))),
});
