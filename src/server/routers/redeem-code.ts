import { z } from 'zod';
import { eventCodeField } from '@/lib/forms/events';
import { codeAttemptProcedure, router } from '../trpc';

const code = z.object({ code: eventCodeField('Kode') });

export const redeemCodeRouter = router({
  checkEventCode: codeAttemptProcedure('event')
    .input(code)
    .mutation(({ ctx, input }) => ctx.product.checkEventCode(input.code)),
  validateCode: codeAttemptProcedure('event')
    .input(code)
    .mutation(({ ctx, input }) => ctx.product.validateEventCode(input.code)),
});
