import { z } from 'zod';
import { requiredText } from '@/lib/validation';
import { codeAttemptProcedure, router } from '../trpc';
import { withPolicy } from '../upstream/policy';

const code = z.object({ code: requiredText('Kode', 100) });

export const redeemCodeRouter = router({
  checkEventCode: codeAttemptProcedure
    .input(code)
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'default', () =>
        ctx.upstream.product.checkEventCode(ctx.user.token, ctx.user.email, input.code),
      ),
    ),
  validateCode: codeAttemptProcedure
    .input(code)
    .mutation(({ ctx, input }) =>
      withPolicy(ctx, 'raw', () =>
        ctx.upstream.product.validateEventCode(ctx.user.token, ctx.user.email, input.code),
      ),
    ),
});
