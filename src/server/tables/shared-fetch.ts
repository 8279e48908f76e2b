/**
 * One upstream list per request: when two procedures of one request need the same whole list (the pending
 * table's hints and the confirmed table both read GetConfirmedInstitutions, in one batched call or one page's
 * prefetch), the second waits for the first's answer instead of asking again.
 *
 * Only a call still under way is shared: the entry is dropped as soon as it is answered, so nothing is kept
 * between requests, nothing can reach another person (the key is the request's own session handle, made per
 * request, plus the person's e-mail), and a change the admin makes next is always read fresh (docs/decisions/0011).
 */
const underWay = new WeakMap<object, Map<string, Promise<unknown>>>();

export function sharedFetch<T>(
  request: { session: object; user: { email: string } },
  call: string,
  load: () => Promise<T>,
): Promise<T> {
  let calls = underWay.get(request.session);
  if (!calls) {
    calls = new Map<string, Promise<unknown>>();
    underWay.set(request.session, calls);
  }
  const key = `${request.user.email}\n${call}`;
  const known = calls.get(key) as Promise<T> | undefined;
  if (known) return known;
  const answer = load().finally(() => calls.delete(key));
  calls.set(key, answer);
  return answer;
}
