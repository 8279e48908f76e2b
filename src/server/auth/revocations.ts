import { log } from '../log';
import { revokeRefreshToken } from './oidc';
import { processSingleton } from '@/server/shared/singleton';

/**
 * Refresh tokens that could not be revoked at logout are tried again, with growing pauses, in a bounded queue
 * (this process's; docs/deploy.md). The ended-session record is what makes a copied cookie useless at once;
 * revoking the token makes the identity provider refuse it too. Every failure is logged, and so is giving up.
 */
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000, 1_800_000] as const;
export const MAX_PENDING_REVOCATIONS = 1_000;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface RevocationQueue {
  /** Revokes now; on failure the token waits for its next try. Never rejects. */
  revoke(refreshToken: string, sid: string): Promise<void>;
  /** Tokens waiting for a retry. */
  pending(): number;
}

export function createRevocationQueue({
  revoke = revokeRefreshToken,
  delaysMs = RETRY_DELAYS_MS,
  maxPending = MAX_PENDING_REVOCATIONS,
}: {
  revoke?: (refreshToken: string) => Promise<void>;
  delaysMs?: readonly number[];
  maxPending?: number;
} = {}): RevocationQueue {
  const waiting = new Set<ReturnType<typeof setTimeout>>();

  async function attempt(refreshToken: string, sid: string, tries: number): Promise<void> {
    try {
      await revoke(refreshToken);
      if (tries > 0) log.info({ sid, tries: tries + 1 }, 'refresh token revoked after a retry');
      return;
    } catch (error) {
      const delay = delaysMs[tries];
      if (delay === undefined) {
        log.error({ sid, tries: tries + 1, err: reason(error) }, 'refresh token not revoked; giving up');
        return;
      }
      if (waiting.size >= maxPending) {
        log.error({ sid, err: reason(error) }, 'refresh token not revoked; the retry queue is full');
        return;
      }
      log.warn(
        { sid, tries: tries + 1, retryInMs: delay, err: reason(error) },
        'refresh token not revoked; will retry',
      );
      const timer = setTimeout(() => {
        waiting.delete(timer);
        void attempt(refreshToken, sid, tries + 1);
      }, delay);
      timer.unref?.();
      waiting.add(timer);
    }
  }

  return {
    revoke: (refreshToken, sid) => attempt(refreshToken, sid, 0),
    pending: () => waiting.size,
  };
}

// The API routes are separate server bundles in one process: one queue on globalThis serves them all.
export const revocations = (): RevocationQueue => processSingleton('revocationQueue', createRevocationQueue);
