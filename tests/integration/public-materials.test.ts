import { describe, expect } from 'vitest';
import { it as shared } from './fixtures';
import { callerWith, expectTrpcError } from './harness';

/**
 * "Hent" on a public page (src/features/materials/MaterialGet.tsx) makes the calls below, in this order: who is
 * asking (session.get, user.getUser, material.getOverviewForUser), then the download itself (material.getMaterial,
 * material.registerDownload). The page asks who is asking again after every return (from signing in, from the
 * unlock's reload), so those calls must register nothing: only RegisterDownload counts, once per download.
 */

const GUIDE = 'mat-4002';
const CODE_ONLY = 'mat-4003';

/** The download totals the administrators see, and how many RegisterDownload calls the product API answered. */
const it = shared.extend<{ ledger: () => Promise<{ downloads: number; registerCalls: number }> }>({
  ledger: async ({ admin, upstreamCalls }, provide) =>
    provide(async () => {
      const overview = await callerWith(admin).caller.material.getOverview();
      const registerCalls = await upstreamCalls.count((key) => key.endsWith('/material/RegisterDownload'));
      return { downloads: overview?.totals.downloads ?? -1, registerCalls };
    }),
});

/** What the page asks before acting: the same three calls on every press and every return. */
async function whoIsAsking(caller: ReturnType<typeof callerWith>['caller']) {
  const session = await caller.session.get();
  if (!session.loggedIn || session.isAdmin) return { session, overview: null };
  await caller.user.getUser();
  return { session, overview: await caller.material.getOverviewForUser() };
}

describe('a download from the public materials page', () => {
  it('is registered exactly once for a teacher with access, however often the page asks who is asking', async ({
    teacher,
    ledger,
  }) => {
    const before = await ledger();
    const { caller } = callerWith(teacher);
    const { overview } = await whoIsAsking(caller);
    const item = overview?.materials.find((m) => m.materialId === GUIDE);
    expect(item?.accessible).toBe(true);

    expect((await caller.material.getMaterial({ materialId: GUIDE }))?.downloadUrl).toMatch(/\/cms\/media\//);
    const registered = await caller.material.registerDownload({ materialId: GUIDE });
    expect(registered).toMatchObject({ materialId: GUIDE, userDownloads: (item?.downloads ?? 0) + 1 });
    // The page comes back (a reload, a return from signing in) and asks again: nothing more is counted.
    await whoIsAsking(caller);
    await whoIsAsking(caller);

    const after = await ledger();
    expect(after.downloads).toBe(before.downloads + 1);
    expect(after.registerCalls).toBe(1);
    const again = (await caller.material.getOverviewForUser())?.materials.find((m) => m.materialId === GUIDE);
    expect(again?.downloads).toBe((item?.downloads ?? 0) + 1);
  });

  it('after unlocking with the material code: the unlock and the reload register nothing, the download once', async ({
    teacher,
    ledger,
  }) => {
    const before = await ledger();
    const { caller } = callerWith(teacher);
    const locked = (await whoIsAsking(caller)).overview?.materials.find((m) => m.materialId === CODE_ONLY);
    expect(locked).toMatchObject({ accessible: false, requiresCode: true });
    // Locked: the address of the file is not given, and nothing is counted.
    expect(await caller.material.getMaterial({ materialId: CODE_ONLY })).toBeNull();

    expect((await caller.material.validateCode({ code: 'MATERIALE-2026' }))?.valid).toBe(true);
    const open = (await whoIsAsking(caller)).overview?.materials.find((m) => m.materialId === CODE_ONLY);
    expect(open?.accessible).toBe(true);
    expect((await ledger()).downloads).toBe(before.downloads);

    await caller.material.getMaterial({ materialId: CODE_ONLY });
    await caller.material.registerDownload({ materialId: CODE_ONLY });
    const after = await ledger();
    expect(after.downloads).toBe(before.downloads + 1);
    expect(after.registerCalls).toBe(1);
  });

  it('registers nothing for an administrator or a visitor, who are refused the download procedures', async ({
    admin,
    ledger,
  }) => {
    const before = await ledger();
    const asAdmin = callerWith(admin).caller;
    expect((await whoIsAsking(asAdmin)).session).toMatchObject({ loggedIn: true, isAdmin: true });
    await expectTrpcError(asAdmin.material.getMaterial({ materialId: GUIDE }), 'FORBIDDEN');
    await expectTrpcError(asAdmin.material.registerDownload({ materialId: GUIDE }), 'FORBIDDEN');
    const visitor = callerWith(null).caller;
    expect((await whoIsAsking(visitor)).session.loggedIn).toBe(false);
    await expectTrpcError(visitor.material.registerDownload({ materialId: GUIDE }), 'UNAUTHORIZED');
    expect(await ledger()).toEqual({ downloads: before.downloads, registerCalls: 0 });
  });
});
