import { realUpstreamsConfigured, sessionSecretProblem } from '../production-settings';

/**
 * The preview's production refusals (docs/decisions/0031), beside the others (production-settings.ts): under
 * NODE_ENV=production with real upstreams, a PREVIEW_SECRET must not be a placeholder or guessable, since it
 * shows every draft to whoever holds it. Unset is allowed: then nobody can enter preview.
 */
export function previewSettingsProblems(source: Record<string, string | undefined>): string[] {
  if (source.NODE_ENV !== 'production' || !realUpstreamsConfigured(source)) return [];
  const secret = source.PREVIEW_SECRET;
  if (secret === undefined || !secret.trim()) return [];
  const problem = sessionSecretProblem(secret);
  return problem ? [`PREVIEW_SECRET ${problem}: set at least 32 random characters`] : [];
}
