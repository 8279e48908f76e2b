/**
 * Results of a pure function kept by a string key, so work that depends only on fixed data (a CMS date, a media
 * URL, the deployment's policy) is done once instead of on every server render. Bounded: when full, the entry
 * put in first goes. Only for functions whose result depends on nothing but what the key names.
 */
export function boundedMemo<Result>(maxEntries: number): (key: string, compute: () => Result) => Result {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new Error('maxEntries must be a positive integer');
  const kept = new Map<string, Result>();
  return (key, compute) => {
    if (kept.has(key)) return kept.get(key) as Result;
    const result = compute();
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
    kept.set(key, result);
    return result;
  };
}
