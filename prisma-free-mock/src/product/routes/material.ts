import { Hono } from 'hono';
import type { MockContext } from '../../context';
import { type ProductEnv, requireAdmin } from '../auth';
import { parseBody, parseQuery, stateOf, subjectOf } from '../request';
import { schemas } from '../schemas';
import { downloadIndex, userById } from '../state/indexes';
import { findInstitution } from '../state/lookup';
import * as materials from '../state/materials';
import { materialView, mediaUrl, userView } from '../views';

const RECENT_DOWNLOADS = 20;
const DANISH = new Intl.Collator('da');

/** /material/*: teaching materials, the two ways to unlock them, and the download register. */
export function materialRoutes(ctx: MockContext) {
  const app = new Hono<ProductEnv>();

  app.get('/GetOverviewForUser', (c) => {
    const state = stateOf(ctx);
    const user = subjectOf(c, state, parseQuery(c, schemas.emailQuery).email);
    const list = state.materials.map((m) => materialView(state, ctx.origin, m, user));
    return c.json({
      email: user.email,
      validated: user.materialsValidatedAt !== null,
      codeValidated: user.materialCodeValidatedAt !== null,
      totalDownloads: list.reduce((sum, m) => sum + m.downloads, 0),
      materials: list,
    });
  });

  app.post('/ValidateUser', async (c) => {
    const state = stateOf(ctx);
    const { email } = await parseBody(c, schemas.selfOnly, { optional: true });
    const user = materials.validateUserForMaterials(state, subjectOf(c, state, email));
    return c.json({ validated: true, validatedAt: user.materialsValidatedAt, user: userView(state, user) });
  });

  app.post('/ValidateCode', async (c) => {
    const state = stateOf(ctx);
    const { email, code } = await parseBody(c, schemas.code);
    const user = materials.validateMaterialCode(state, subjectOf(c, state, email), code);
    const unlocked = state.materials.filter((m) => materials.isAccessible(user, m)).map((m) => m.materialId);
    return c.json({ valid: true, validatedAt: user.materialCodeValidatedAt, unlockedMaterialIds: unlocked });
  });

  app.post('/GetMaterial', async (c) => {
    const state = stateOf(ctx);
    const { email, materialId } = await parseBody(c, schemas.material);
    const material = materials.accessibleMaterial(state, subjectOf(c, state, email), materialId);
    return c.json({
      materialId: material.materialId,
      title: material.title,
      format: material.format,
      downloadUrl: mediaUrl(state, ctx.origin, material.fileUdi),
    });
  });

  app.post('/RegisterDownload', async (c) => {
    const state = stateOf(ctx);
    const { email, materialId } = await parseBody(c, schemas.material);
    const user = subjectOf(c, state, email);
    const download = materials.registerDownload(state, user, materialId);
    return c.json({
      materialId,
      downloadedAt: download.at,
      userDownloads: materials.downloadsOf(state, { userId: user.userId, materialId }).length,
      totalDownloads: materials.downloadsOf(state, { materialId }).length,
    });
  });

  app.get('/GetOverview', requireAdmin, (c) => {
    const state = stateOf(ctx);
    // One pass per list through the register's index: no per-user or per-material scan of every download.
    const { byUser, byMaterial } = downloadIndex(state.downloads);
    const perUser = [...byUser].map(([userId, mine]) => {
      const user = userById(state.users, userId);
      return {
        userId,
        email: user?.email ?? null,
        name: user?.name ?? null,
        institutionName: findInstitution(state, user?.institutionId ?? null)?.name ?? null,
        downloads: mine.length,
        lastDownloadedAt: materials.latest(mine),
      };
    });
    const titles = new Map(state.materials.map((m) => [m.materialId, m.title]));
    return c.json({
      totals: {
        downloads: state.downloads.length,
        users: byUser.size,
        materials: state.materials.length,
      },
      materials: state.materials.map((m) => {
        const all = byMaterial.get(m.materialId) ?? [];
        return {
          materialId: m.materialId,
          title: m.title,
          format: m.format,
          requiresCode: m.requiresCode,
          downloads: all.length,
          uniqueUsers: new Set(all.map((d) => d.userId)).size,
          lastDownloadedAt: materials.latest(all),
        };
      }),
      users: perUser.sort((a, b) => b.downloads - a.downloads || DANISH.compare(a.name ?? '', b.name ?? '')),
      recent: materials.newestDownloads(state.downloads, RECENT_DOWNLOADS).map((d) => ({
        at: d.at,
        materialId: d.materialId,
        title: titles.get(d.materialId) ?? null,
        userId: d.userId,
        email: userById(state.users, d.userId)?.email ?? null,
      })),
    });
  });

  return app;
}
