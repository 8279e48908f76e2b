import { inSpan } from '../tracing/spans';
import { metrics } from './registry';
import type { UpstreamOutcome } from './labels';

/** How a call ended, for the metrics: from the failure's status when it has one (UpstreamError does). */
export function outcomeOf(error: unknown): UpstreamOutcome {
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : null;
  if (status === null) return 'failed';
  if (status === 504) return 'timeout';
  if (status >= 500) return 'server-error';
  if (status >= 400) return 'client-error';
  return 'failed';
}

/**
 * Counts and times one upstream call (service and call name from the fixed lists of ./labels.ts), in a span of
 * its own under the request's (src/server/tracing/spans.ts).
 */
export function measured<T>(service: string, call: string, run: () => Promise<T>): Promise<T> {
  const { upstreamDuration, upstreamCalls } = metrics();
  const attributes = { 'fis.upstream.service': service, 'fis.upstream.call': call };
  return inSpan(`${service} ${call}`, attributes, async (span) => {
    const stop = upstreamDuration.startTimer({ service, call });
    try {
      const result = await run();
      upstreamCalls.inc({ service, call, outcome: 'ok' });
      span.setAttribute('fis.upstream.outcome', 'ok');
      return result;
    } catch (error) {
      const outcome = outcomeOf(error);
      upstreamCalls.inc({ service, call, outcome });
      span.setAttribute('fis.upstream.outcome', outcome);
      throw error;
    } finally {
      stop();
    }
  });
}
