import { useCallback, useState } from 'react';
import { failureText } from '@/lib/client/action-feedback';
import { trpc } from '@/lib/client/trpc';
import { useInstitutionsChanged } from './use-institution-changes';

export interface ApproveResult {
  id: string;
  name: string;
  ok: boolean;
  /** "godkendt", or why not, in Danish. */
  text: string;
}

const FAILED = 'kunne ikke godkendes lige nu. Prøv igen om lidt.';

/**
 * Approves one or several pending institutions, one call after the other (each is one audited change, and the
 * results come back in the order chosen), and keeps a result per institution.
 */
export function useApprove() {
  const { mutateAsync: approve } = trpc.institutions.approveInstitution.useMutation();
  const changed = useInstitutionsChanged();
  const [running, setRunning] = useState<readonly string[]>([]);
  const [results, setResults] = useState<readonly ApproveResult[] | null>(null);

  const run = useCallback(
    async (rows: readonly { id: string; name: string }[]) => {
      setRunning(rows.map((row) => row.id));
      const outcome: ApproveResult[] = [];
      for (const row of rows) {
        try {
          const answer = await approve({ id: row.id });
          outcome.push({ ...row, ok: answer !== null, text: answer ? 'godkendt' : FAILED });
        } catch (error) {
          outcome.push({ ...row, ok: false, text: failureText(error, { failure: FAILED }) });
        }
      }
      setResults(outcome);
      setRunning([]);
      changed();
      return outcome;
    },
    [approve, changed],
  );

  return { run, running, results };
}
