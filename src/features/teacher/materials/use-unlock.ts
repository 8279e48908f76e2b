import { useState } from 'react';
import { failureText, type ActionFeedback } from '@/lib/client/action-feedback';
import { useRefresh } from '@/lib/client/refresh';
import { trpc } from '@/lib/client/trpc';
import type { RedeemData } from './AccessPanel';
import { CODE_FAILURE, CODE_REFUSALS, codeSuccess, SCHOOL_FAILURE, schoolSuccess } from './texts';

/** How a material was unlocked, as the unlock tells its caller. */
export type Unlocked = { via: 'school' } | { via: 'code'; redeem: RedeemData };

/**
 * The material access transition of SPEC section 4 (locked → accessible), the one way both Min profil and the
 * public site's content modal use: through the school (material ValidateUser) or with a material code
 * (material ValidateCode). Each way tells its outcome in its own feedback, in the same Danish words;
 * `validMaterialRedeemData` is the answer of the last code this visit validated.
 */
export function useUnlock({
  schoolFeedback,
  codeFeedback,
  onUnlocked,
}: {
  schoolFeedback: ActionFeedback;
  codeFeedback: ActionFeedback;
  /** After a success (and after the overview was asked for again). */
  onUnlocked?: (unlocked: Unlocked) => void;
}) {
  const validateUser = trpc.material.validateUser.useMutation();
  const validateCode = trpc.material.validateCode.useMutation();
  const [validMaterialRedeemData, setValidMaterialRedeemData] = useState<RedeemData | null>(null);

  const refresh = useRefresh().materials;

  const unlockViaSchool = async (): Promise<boolean> => {
    try {
      const result = await validateUser.mutateAsync();
      if (!result) {
        schoolFeedback.show('error', SCHOOL_FAILURE);
        return false;
      }
      schoolFeedback.show('success', schoolSuccess(result.user.institution?.name ?? 'din skole'), true);
      await refresh();
      onUnlocked?.({ via: 'school' });
      return true;
    } catch (error) {
      schoolFeedback.show('error', failureText(error, { failure: SCHOOL_FAILURE }));
      return false;
    }
  };

  /** Whether the code was taken; a refused or failed code is told, with focus on the message. */
  const redeem = async (code: string): Promise<boolean> => {
    try {
      const result = await validateCode.mutateAsync({ code });
      if (!result) {
        codeFeedback.show('error', CODE_FAILURE, true);
        return false;
      }
      setValidMaterialRedeemData(result);
      codeFeedback.show('success', codeSuccess(result.unlockedMaterialIds.length), true);
      await refresh();
      onUnlocked?.({ via: 'code', redeem: result });
      return true;
    } catch (error) {
      codeFeedback.show('error', failureText(error, { failure: CODE_FAILURE, reasons: CODE_REFUSALS }), true);
      return false;
    }
  };

  return { unlockViaSchool, redeem, validating: validateUser.isPending, validMaterialRedeemData };
}
