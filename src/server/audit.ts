import type { Context } from './context';
import { log } from './log';

/**
 * The audit trail of the admin area (docs/decisions/0012): one structured log line per institution change, with
 * who did it (the admin's user id from the session, never an e-mail or a token), what, which institution and
 * the outcome. A `null` answer is the default error policy's failure (already logged with its status).
 */
export type AuditAction = 'institution.approve' | 'institution.rename' | 'institution.delete';

export interface AuditEntry {
  audit: AuditAction;
  actor: string;
  institutionId: string;
  outcome: 'ok' | 'failed';
  requestId: string | null;
  /** What the change was about, such as the new name; never a token or a person's e-mail. */
  details?: Readonly<Record<string, string | number>>;
}

export async function audited<T>(
  ctx: Pick<Context, 'requestId'> & { user: { sub: string } },
  action: AuditAction,
  institutionId: string,
  change: () => Promise<T | null>,
  details?: (result: T) => Readonly<Record<string, string | number>>,
): Promise<T | null> {
  const entry = (outcome: AuditEntry['outcome'], extra?: AuditEntry['details']): AuditEntry => ({
    audit: action,
    actor: ctx.user.sub,
    institutionId,
    outcome,
    requestId: ctx.requestId,
    ...(extra ? { details: extra } : {}),
  });
  let result: T | null;
  try {
    result = await change();
  } catch (error) {
    log.warn(entry('failed'), 'audit');
    throw error;
  }
  if (result === null) log.warn(entry('failed'), 'audit');
  else log.info(entry('ok', details?.(result)), 'audit');
  return result;
}
