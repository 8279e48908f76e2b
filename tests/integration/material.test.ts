import { describe, expect } from 'vitest';
import { it } from './fixtures';
import {
  callerWith,
  expectLoggedOutOn401,
  expectTrpcError,
  injectFault,
  inputMessages,
  reasonOf,
} from './harness';

describe('material.getOverviewForUser', () => {
  it('shows a validated teacher which materials are open and how often they downloaded them', async ({
    teacher,
  }) => {
    const overview = await callerWith(teacher).caller.material.getOverviewForUser();
    expect(overview).toMatchObject({
      email: 'laerer@example.dk',
      validated: true,
      codeValidated: false,
      totalDownloads: 4,
    });
    expect(overview?.materials).toHaveLength(6);
    expect(overview?.materials.find((m) => m.materialId === 'mat-4001')).toMatchObject({
      accessible: true,
      requiresCode: false,
      format: 'pdf',
    });
    expect(overview?.materials.find((m) => m.materialId === 'mat-4003')).toMatchObject({
      accessible: false,
      requiresCode: true,
    });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(callerWith(admin).caller.material.getOverviewForUser(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.material.getOverviewForUser(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/material/GetOverviewForUser', (c) =>
        c.material.getOverviewForUser(),
      );
    });
  });
});

describe('material.getOverview', () => {
  it('gives the admin the download totals, per material and per person', async ({ admin }) => {
    const overview = await callerWith(admin).caller.material.getOverview();
    expect(overview?.totals).toEqual({ downloads: 9, users: 4, materials: 6 });
    expect(overview?.users[0]).toMatchObject({ email: 'laerer@example.dk', downloads: 4 });
    expect(overview?.materials).toHaveLength(6);
    expect(overview?.recent.length).toBe(9);
  });

  describe('Authorization', () => {
    it('refuses a teacher with FORBIDDEN', async ({ teacher }) => {
      await expectTrpcError(callerWith(teacher).caller.material.getOverview(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.material.getOverview(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ admin }) => {
      await expectLoggedOutOn401(admin, '/material/GetOverview', (c) => c.material.getOverview());
    });
  });
});

describe('material.registerDownload', () => {
  it('counts one more download for the teacher and in total', async ({ teacher }) => {
    const { caller } = callerWith(teacher);
    const before =
      (await caller.material.getOverviewForUser())?.materials.find((m) => m.materialId === 'mat-4001')
        ?.downloads ?? 0;
    const registered = await caller.material.registerDownload({ materialId: 'mat-4001' });
    expect(registered).toMatchObject({ materialId: 'mat-4001', userDownloads: before + 1 });
    const overview = await caller.material.getOverviewForUser();
    expect(overview?.totalDownloads).toBe(5);
    expect(overview?.materials.find((m) => m.materialId === 'mat-4001')?.lastDownloadedAt).toBe(
      registered?.downloadedAt,
    );
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.material.registerDownload({ materialId: 'mat-4001' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.material.registerDownload({ materialId: 'mat-4001' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null, keeping the session, for a locked material', async ({ teacher }) => {
      const { caller, session } = callerWith(teacher);
      expect(await caller.material.registerDownload({ materialId: 'mat-4003' })).toBeNull();
      expect(session.current).not.toBeNull();
    });

    it("refuses an empty material with 'Materiale er påkrævet'", async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.material.registerDownload({ materialId: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Materiale er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/material/RegisterDownload', (c) =>
        c.material.registerDownload({ materialId: 'mat-4001' }),
      );
    });
  });
});

describe('material.validateUser', () => {
  it('opens the materials without a code for a teacher at a confirmed institution', async ({
    otherTeacher,
  }) => {
    const { caller } = callerWith(otherTeacher);
    expect((await caller.material.getOverviewForUser())?.validated).toBe(false);
    const validated = await caller.material.validateUser();
    expect(validated).toMatchObject({
      validated: true,
      user: { email: 'sofie.bech@example.dk', materialAccess: { validated: true } },
    });
    const overview = await caller.material.getOverviewForUser();
    expect(
      overview?.materials
        .filter((m) => m.accessible)
        .map((m) => m.materialId)
        .sort(),
    ).toEqual(['mat-4001', 'mat-4002', 'mat-4005']);
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(callerWith(admin).caller.material.validateUser(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.material.validateUser(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('resolves null for a teacher without an institution', async ({ newTeacher }) => {
      const { caller, session } = callerWith(newTeacher);
      expect(await caller.material.validateUser()).toBeNull();
      expect(session.current).not.toBeNull();
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/material/ValidateUser', (c) => c.material.validateUser());
    });
  });
});

describe('material.validateCode', () => {
  it('opens every material, code-only ones included, for the material code', async ({ teacher }) => {
    const validated = await callerWith(teacher).caller.material.validateCode({ code: ' materiale-2026 ' });
    expect(validated?.valid).toBe(true);
    expect(validated?.unlockedMaterialIds.sort()).toEqual([
      'mat-4001',
      'mat-4002',
      'mat-4003',
      'mat-4004',
      'mat-4005',
      'mat-4006',
    ]);
    expect((await callerWith(teacher).caller.material.getOverviewForUser())?.codeValidated).toBe(true);
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.material.validateCode({ code: 'MATERIALE-2026' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.material.validateCode({ code: 'MATERIALE-2026' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it("hands a wrong code's refusal to the caller: BAD_REQUEST, the API's message and reason", async ({
      teacher,
    }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.material.validateCode({ code: 'FORKERT' }),
        'BAD_REQUEST',
      );
      expect(error.message).toBe("The code 'FORKERT' is not a valid material code.");
      expect(reasonOf(error)).toBe('invalid-code');
    });

    it("refuses an empty code with 'Materialekode er påkrævet' (the form's own field name)", async ({
      teacher,
    }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.material.validateCode({ code: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Materialekode er påkrævet']);
      expect(reasonOf(error)).toBeNull();
    });

    it('hands over a 500 as INTERNAL_SERVER_ERROR without ending the session', async ({ teacher }) => {
      await injectFault({ service: 'product', pathPrefix: '/material/ValidateCode', status: 500, times: 1 });
      const { caller, session } = callerWith(teacher);
      await expectTrpcError(
        caller.material.validateCode({ code: 'MATERIALE-2026' }),
        'INTERNAL_SERVER_ERROR',
      );
      expect(session.current).not.toBeNull();
    });
  });
});

describe('material.getMaterial', () => {
  it('gives the download link of an open material, served by the CMS host', async ({ teacher }) => {
    const material = await callerWith(teacher).caller.material.getMaterial({ materialId: 'mat-4002' });
    expect(material).toMatchObject({ materialId: 'mat-4002', title: 'Kickstart-guiden', format: 'pdf' });
    expect(material?.downloadUrl).toMatch(/^http:\/\/localhost:4210\/cms\/media\/.+\.pdf$/);
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.material.getMaterial({ materialId: 'mat-4002' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.material.getMaterial({ materialId: 'mat-4002' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null for a locked material', async ({ teacher }) => {
      expect(await callerWith(teacher).caller.material.getMaterial({ materialId: 'mat-4006' })).toBeNull();
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/material/GetMaterial', (c) =>
        c.material.getMaterial({ materialId: 'mat-4002' }),
      );
    });
  });
});
