import { useCallback, useState } from 'react';
import { failureText } from '@/lib/client/action-feedback';
import { isConfirmCancelled } from '@/lib/client/modals';
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
 * Approves pending institutions and keeps a result per institution: the ticked ones one call after the other
 * (each is one audited change, the results in the order chosen), or every one that matches a search, across
 * pages, in one call that the server works through (approveMatching).
 */
export function useApprove() {
  const { mutateAsync: approve } = trpc.institutions.approveInstitution.useMutation();
  const { mutateAsync: approveAll } = trpc.institutions.approveMatching.useMutation();
  const changed = useInstitutionsChanged();
  const [running, setRunning] = useState<readonly string[]>([]);
  const [results, setResults] = useState<readonly ApproveResult[] | null>(null);

  const finish = useCallback(
    (outcome: ApproveResult[]) => {
      setResults(outcome);
      setRunning([]);
      changed();
      return outcome;
    },
    [changed],
  );

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
      return finish(outcome);
    },
    [approve, finish],
  );

  /**
   * Every institution matching `q` (all of them for ''), after `ask` (a confirmation) resolves: the set the table
   * showed (`fingerprint`), or none when it has changed since (the server says so; the table is then reloaded).
   */
  const runMatching = useCallback(
    async (q: string, fingerprint: string, ids: readonly string[], ask: () => Promise<void>) => {
      try {
        await ask();
      } catch (error) {
        if (isConfirmCancelled(error)) return null;
        throw error;
      }
      setRunning(ids.length ? ids : ['*']);
      try {
        const answer = await approveAll({ q, fingerprint });
        return finish(answer ?? [{ id: '*', name: 'De ventende institutioner', ok: false, text: FAILED }]);
      } catch (error) {
        const text = failureText(error, { failure: FAILED });
        return finish([{ id: '*', name: 'De ventende institutioner', ok: false, text }]);
      }
    },
    [approveAll, finish],
  );

  return { run, runMatching, running, results };
}
