import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { callerWith, expectTrpcError, injectFault, inputMessages } from './harness';

/** Undervisningsmaterialer's paged lists (src/server/teacher/my-materials.ts) against the stand-in's demo world. */

type Caller = ReturnType<typeof callerWith>['caller'];
const page = (caller: Caller, input: Parameters<Caller['material']['getMyMaterialsPage']>[0]) =>
  caller.material.getMyMaterialsPage(input).then((result) => {
    if (!result) throw new Error('no page');
    return result;
  });

describe('material.getMyMaterialsPage', () => {
  it('pages the open and the locked materials of the whole overview, with its counts', async ({
    teacher,
  }) => {
    const { caller } = callerWith(teacher);
    const whole = await caller.material.getOverviewForUser();
    if (!whole) throw new Error('no overview');
    const open = whole.materials.filter((m) => m.accessible).map((m) => m.materialId);
    const locked = whole.materials.filter((m) => !m.accessible).map((m) => m.materialId);
    expect(locked.length).toBeGreaterThan(1);

    const first = await page(caller, { access: 'locked', limit: 1 });
    expect(first).toMatchObject({
      total: locked.length,
      nextCursor: 1,
      openCount: open.length,
      materialCount: whole.materials.length,
      totalDownloads: whole.totalDownloads,
      validated: whole.validated,
      codeValidated: whole.codeValidated,
    });
    expect(first.items.map((m) => m.materialId)).toEqual(locked.slice(0, 1));
    expect(first.items[0]).not.toHaveProperty('imageUrl');
    const middle = await page(caller, { access: 'locked', limit: 1, cursor: 1 });
    expect(middle.items.map((m) => m.materialId)).toEqual(locked.slice(1, 2));
    const last = await page(caller, { access: 'locked', limit: 2, cursor: locked.length - 1 });
    expect(last).toMatchObject({ nextCursor: null, total: locked.length });
    expect(last.items.map((m) => m.materialId)).toEqual(locked.slice(-1));
    expect(await page(caller, { access: 'locked', cursor: locked.length + 5 })).toMatchObject({
      items: [],
      nextCursor: null,
    });

    const openPage = await page(caller, { access: 'open' });
    expect(openPage.items.map((m) => m.materialId)).toEqual(open.slice(0, 20));
    expect(openPage.items.every((m) => m.accessible)).toBe(true);
  });

  it('moves a material to the open list once the teacher unlocks it with a code', async ({ teacher }) => {
    const { caller } = callerWith(teacher);
    const before = await page(caller, { access: 'open' });
    const lockedBefore = await page(caller, { access: 'locked' });
    await caller.material.validateCode({ code: 'MATERIALE-2026' });
    const after = await page(caller, { access: 'open' });
    expect(after.openCount).toBe(before.materialCount);
    expect(after.total).toBe(before.total + lockedBefore.total);
    expect((await page(caller, { access: 'locked' })).total).toBe(0);
  });

  it('refuses bad paging in Danish, and is for teachers only', async ({ teacher, admin }) => {
    const { caller } = callerWith(teacher);
    const cases: [unknown, string][] = [
      [{ access: 'open', cursor: -1 }, 'Listen kan ikke starte før det første materiale.'],
      [{ access: 'open', limit: 51 }, 'Der kan højst vises 50 ad gangen.'],
      [{ access: 'open', limit: 0 }, 'Der skal vises mindst ét materiale.'],
      [{ access: 'alle' }, 'Vælg åbne eller låste materialer.'],
    ];
    for (const [input, message] of cases) {
      const error = await expectTrpcError(
        caller.material.getMyMaterialsPage(input as Parameters<Caller['material']['getMyMaterialsPage']>[0]),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual([message]);
    }
    await expectTrpcError(
      callerWith(admin).caller.material.getMyMaterialsPage({ access: 'open' }),
      'FORBIDDEN',
    );
  });

  it('reads GetOverviewForUser once for both lists of one request', async ({ teacher }) => {
    // One failing answer: if the two lists shared it, both say so; if each asked, one of them would get a page.
    await injectFault({
      service: 'product',
      pathPrefix: '/material/GetOverviewForUser',
      status: 500,
      times: 1,
    });
    const { caller } = callerWith(teacher);
    const both = await Promise.all([
      caller.material.getMyMaterialsPage({ access: 'open' }),
      caller.material.getMyMaterialsPage({ access: 'locked' }),
    ]);
    expect(both).toEqual([null, null]);
    expect(await caller.material.getMyMaterialsPage({ access: 'open' })).not.toBeNull();
  });

  it('answers null when the overview call fails, for the screen to say so', async ({ teacher }) => {
    await injectFault({
      service: 'product',
      pathPrefix: '/material/GetOverviewForUser',
      status: 500,
      times: 1,
    });
    expect(await callerWith(teacher).caller.material.getMyMaterialsPage({ access: 'open' })).toBeNull();
  });
});
