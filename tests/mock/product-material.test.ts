import { describe, expect, it } from 'vitest';
import type { MaterialView } from '../../prisma-free-mock/src/product/views';
import { ADMIN, NEW_TEACHER, standInForFile, TEACHER } from './product-client';

const { mock, api } = standInForFile();

const SOFIE = 'sofie.bech@example.dk';

interface UserOverview {
  email: string;
  validated: boolean;
  codeValidated: boolean;
  totalDownloads: number;
  materials: MaterialView[];
}
interface AdminOverview {
  totals: { downloads: number; users: number; materials: number };
  materials: {
    materialId: string;
    downloads: number;
    uniqueUsers: number;
    lastDownloadedAt: string | null;
  }[];
  users: { email: string; downloads: number; institutionName: string | null }[];
  recent: { materialId: string; email: string; title: string }[];
}

const accessible = async (who: string) =>
  (await api.get<UserOverview>('/material/GetOverviewForUser', who)).body.materials
    .filter((m) => m.accessible)
    .map((m) => m.materialId);

describe('GET /material/GetOverviewForUser', () => {
  it('lists every material with access and own download counts', async () => {
    const { status, body } = await api.get<UserOverview>(
      `/material/GetOverviewForUser?email=${TEACHER}`,
      TEACHER,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: TEACHER, validated: true, codeValidated: false, totalDownloads: 4 });
    expect(body.materials).toHaveLength(6);
    expect(body.materials.find((m) => m.materialId === 'mat-4002')).toMatchObject({
      title: 'Kickstart-guiden',
      format: 'pdf',
      requiresCode: false,
      accessible: true,
      downloads: 2,
    });
    expect(body.materials.find((m) => m.materialId === 'mat-4003')).toMatchObject({
      requiresCode: true,
      accessible: false,
      downloads: 0,
      lastDownloadedAt: null,
    });
    expect(body.materials[0]?.imageUrl).toMatch(
      new RegExp(`^${mock().origin}/cms/media/[0-9a-f]{8}/forside-ide-til-handling\\.jpg$`),
    );
  });

  it('refuses a malformed e-mail with a readable 400', async () => {
    expect((await api.get('/material/GetOverviewForUser?email=x', TEACHER)).error.message).toBe(
      'The request is not valid: email must be a valid e-mail address.',
    );
  });
});

describe('unlocking: ValidateUser and the material code', () => {
  it('ValidateUser unlocks the materials without a code for a teacher at a confirmed institution', async () => {
    expect(await accessible(SOFIE)).toEqual([]);
    const answer = await api.post<{ validated: boolean; validatedAt: string }>(
      '/material/ValidateUser',
      SOFIE,
      {},
    );
    expect(answer.status).toBe(200);
    expect(answer.body.validated).toBe(true);
    expect(await accessible(SOFIE)).toEqual(['mat-4001', 'mat-4002', 'mat-4005']);
    expect((await api.post('/material/ValidateUser', SOFIE)).status).toBe(200); // no body, and again: idempotent
  });

  it('ValidateUser refuses a teacher without a confirmed institution', async () => {
    expect(await api.post('/material/ValidateUser', NEW_TEACHER, {})).toMatchObject({
      status: 403,
      error: { reason: 'no-institution' },
    });
    expect(
      await api.post('/material/ValidateUser', 'louise.thygesen@example.dk', {
        email: 'louise.thygesen@example.dk',
      }),
    ).toMatchObject({
      status: 403,
      error: { reason: 'institution-pending' },
    });
  });

  it('the material code unlocks every material, the code-only ones included', async () => {
    const answer = await api.post<{ valid: boolean; unlockedMaterialIds: string[] }>(
      '/material/ValidateCode',
      TEACHER,
      { code: 'materiale-2026' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.unlockedMaterialIds).toHaveLength(6);
    expect(await accessible(TEACHER)).toHaveLength(6);
    expect((await api.get<UserOverview>('/material/GetOverviewForUser', TEACHER)).body.codeValidated).toBe(
      true,
    );
  });

  it('refuses a wrong material code with a readable 400 and unlocks nothing', async () => {
    const answer = await api.post('/material/ValidateCode', TEACHER, { code: 'KICKSTART-2026' });
    expect(answer).toMatchObject({
      status: 400,
      error: { reason: 'invalid-code', message: "The code 'KICKSTART-2026' is not a valid material code." },
    });
    expect(await accessible(TEACHER)).toEqual(['mat-4001', 'mat-4002', 'mat-4005']);
    expect((await api.post('/material/ValidateCode', TEACHER, {})).error.message).toBe(
      'The request is not valid: code is required.',
    );
  });
});

describe('GetMaterial and RegisterDownload', () => {
  it('gives the download address of an open material and refuses a locked one', async () => {
    const answer = await api.post<{ materialId: string; title: string; format: string; downloadUrl: string }>(
      '/material/GetMaterial',
      TEACHER,
      {
        materialId: 'mat-4002',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ materialId: 'mat-4002', title: 'Kickstart-guiden', format: 'pdf' });
    const media = mock().store.state.seed.media.find((m) => m.path.endsWith('/kickstart-guide.pdf'));
    expect(answer.body.downloadUrl).toBe(`${mock().origin}/cms${media?.path}`);

    const locked = await api.post('/material/GetMaterial', TEACHER, { materialId: 'mat-4003' });
    expect(locked).toMatchObject({ status: 403, error: { reason: 'material-locked', requiresCode: true } });
    expect((await api.post('/material/GetMaterial', TEACHER, { materialId: 'mat-0' })).status).toBe(404);
    expect((await api.post('/material/GetMaterial', TEACHER, {})).error.message).toBe(
      'The request is not valid: materialId is required.',
    );
  });

  it('registers a download per user, visible in the admin overview', async () => {
    const before = (await api.get<AdminOverview>('/material/GetOverview', ADMIN)).body;
    expect(before.totals).toEqual({ downloads: 9, users: 4, materials: 6 });

    const answer = await api.post('/material/RegisterDownload', TEACHER, { materialId: 'mat-4005' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ materialId: 'mat-4005', userDownloads: 2, totalDownloads: 2 });
    expect((await api.get<UserOverview>('/material/GetOverviewForUser', TEACHER)).body.totalDownloads).toBe(
      5,
    );

    const after = (await api.get<AdminOverview>('/material/GetOverview', ADMIN)).body;
    expect(after.totals.downloads).toBe(10);
    expect(after.materials.find((m) => m.materialId === 'mat-4005')).toMatchObject({
      downloads: 2,
      uniqueUsers: 1,
    });
    expect(after.users[0]).toMatchObject({
      email: TEACHER,
      downloads: 5,
      institutionName: 'Aarhus Katedralskole',
    });
    expect(after.recent[0]).toMatchObject({
      materialId: 'mat-4005',
      email: TEACHER,
      title: 'Brev til forældre',
    });
  });

  it('refuses to register a download of a locked material', async () => {
    expect(await api.post('/material/RegisterDownload', SOFIE, { materialId: 'mat-4001' })).toMatchObject({
      status: 403,
      error: { reason: 'material-locked', requiresCode: false },
    });
    expect(mock().store.state.product.downloads).toHaveLength(9);
    expect((await api.post('/material/RegisterDownload', SOFIE, { materialId: 42 })).error.message).toBe(
      'The request is not valid: materialId must be a material id.',
    );
  });
});
