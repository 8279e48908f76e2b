import { z } from 'zod';
import { requiredText } from '@/lib/validation';
import { codeAttemptProcedure, router } from '../trpc';

const code = z.object({ code: requiredText('Kode', 100) });

export const redeemCodeRouter = router({
  checkEventCode: codeAttemptProcedure
    .input(code)
    .mutation(({ ctx, input }) => ctx.product.checkEventCode(input.code)),
  validateCode: codeAttemptProcedure
    .input(code)
    .mutation(({ ctx, input }) => ctx.product.validateEventCode(input.code)),
});
