import { afterEach, describe, expect } from 'vitest';
import type { SessionData } from '@/server/auth/session';
import { it } from './fixtures';
import { loadOverview } from '@/server/loaders/screens/teacher-overview';
import { withinDeadline } from '@/server/loaders/deadline';
import { createPrefetchApi } from '@/server/loaders/prefetch';
import { callerWith, injectFault, MOCK } from './harness';

/**
 * A screen's server-side data has a deadline (docs/decisions/0011): what has answered by then is in the first
 * HTML, the rest is left for the browser. Min oversigt's real loader, with one product call held back.
 */

afterEach(async () => {
  await fetch(`${MOCK}/__mock/faults`, { method: 'DELETE' });
});

const PARTS = ['getUser', 'getPrograms', 'getActiveProgrammeSummaries', 'getLatestSignupSummaries'];
const keptPaths = (state: ReturnType<ReturnType<typeof createPrefetchApi>['dehydrate']>) =>
  state.queries.map((query) => (query.queryKey[0] as string[])[1]);

async function overview(
  teacher: SessionData,
  deadlineMs: number,
  upstream?: { UPSTREAM_TIMEOUT_MS: number },
) {
  const { ctx } = callerWith(teacher, upstream ? { upstream } : {});
  const prefetch = createPrefetchApi(ctx);
  const started = Date.now();
  const result = await withinDeadline(
    prefetch.api.queryClient,
    () => loadOverview(prefetch.api),
    deadlineMs,
    {},
  );
  return { ...result, ms: Date.now() - started, prefetch };
}

describe("a screen's data deadline", () => {
  it('changes nothing when every call answers in time: all parts are kept', async ({ teacher }) => {
    const { late, prefetch } = await overview(teacher, 1200);
    expect(late).toBe(false);
    expect(keptPaths(prefetch.dehydrate())).toEqual(
      expect.arrayContaining([...PARTS, 'getRelevantEventsPage']),
    );
  });

  it('answers by the deadline with the other parts when one call is 5 s late, and leaves that one out', async ({
    teacher,
  }) => {
    await injectFault({
      service: 'product',
      pathPrefix: '/events/GetRelevantEvents',
      delayMs: 5000,
      times: 1,
    });
    const { late, ms, prefetch } = await overview(teacher, 1200);
    expect(late).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(1150);
    // Far below the late call's 5 s: the answer did not wait for it (a busy machine may add a second).
    expect(ms).toBeLessThan(3000);
    const kept = keptPaths(prefetch.dehydrate());
    expect(kept).toEqual(expect.arrayContaining(PARTS));
    expect(kept).not.toContain('getRelevantEventsPage');
  });

  it('lets the upstream timeout end an abandoned call, quietly: its query settles after the page is sent', async ({
    teacher,
  }) => {
    await injectFault({
      service: 'product',
      pathPrefix: '/events/GetRelevantEvents',
      delayMs: 5000,
      times: 1,
    });
    const { late, prefetch } = await overview(teacher, 300, { UPSTREAM_TIMEOUT_MS: 700 });
    expect(late).toBe(true);
    const relevant = () =>
      prefetch.api.queryClient
        .getQueryCache()
        .findAll()
        .find((query) => (query.queryKey[0] as string[])[1] === 'getRelevantEventsPage');
    expect(relevant()?.state.fetchStatus).toBe('fetching');
    await expect.poll(() => relevant()?.state.fetchStatus, { timeout: 3000 }).toBe('idle');
    // The default policy's answer to a timeout: null, "failed, already logged", shown as a failure.
    expect((relevant()?.state.data as { pages: unknown[] } | undefined)?.pages).toEqual([null]);
  });

  it("waits past the deadline for a loader whose own answer decides the screen's layout", async ({
    teacher,
  }) => {
    await injectFault({ service: 'product', pathPrefix: '/user/GetUser', delayMs: 800, times: 1 });
    const { ctx } = callerWith(teacher);
    const { api } = createPrefetchApi(ctx);
    const started = Date.now();
    const result = await withinDeadline(
      api.queryClient,
      async () => ({ institution: (await api.user.getUser.fetch())?.institutionId ?? null }),
      200,
      'wait',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    expect(result.late).toBe(true);
    expect(result.extra.institution).not.toBeNull();
  });

  it('gives prefetches a loader started without waiting the rest of the deadline, and no more', async ({
    teacher,
  }) => {
    await injectFault({ service: 'product', pathPrefix: '/user/GetPrograms', delayMs: 3000, times: 1 });
    const { ctx } = callerWith(teacher);
    const { api, dehydrate } = createPrefetchApi(ctx);
    const started = Date.now();
    const result = await withinDeadline(
      api.queryClient,
      () => {
        void api.user.getPrograms.prefetch();
        void api.institutions.getInstitutionFilterData.prefetch();
        return Promise.resolve({});
      },
      600,
      {},
    );
    // Far below the held call's 3 s.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.late).toBe(true);
    expect(keptPaths(dehydrate())).toEqual(['getInstitutionFilterData']);
  });
});
