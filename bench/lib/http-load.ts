/** A small closed-loop HTTP load generator on loopback: `connections` loops, each sending one request at a time. */
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export async function runLoad(
  url: string,
  {
    connections = 50,
    seconds = 10,
    warmupSeconds = 2,
    headers,
  }: {
    connections?: number;
    seconds?: number;
    warmupSeconds?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const run = async (duration: number, latencies: number[] | null) => {
    const deadline = performance.now() + duration * 1000;
    let errors = 0;
    let requests = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          try {
            const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
            await response.arrayBuffer();
            if (!response.ok) errors += 1;
          } catch {
            errors += 1;
          }
          requests += 1;
          latencies?.push(performance.now() - started);
        }
      }),
    );
    return { errors, requests };
  };
  await run(warmupSeconds, null);
  const latencies: number[] = [];
  const started = performance.now();
  const { errors, requests } = await run(seconds, latencies);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests,
    errors,
    rps: requests / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
