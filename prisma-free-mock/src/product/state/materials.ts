import type { SeedMaterial } from '../../seed/types';
import { badRequest, forbidden } from '../errors';
import { findInstitution, nowIso, requireMaterial } from './lookup';
import type { Download, ProductState, ProductUser } from './model';
import { normaliseCode } from './codes';
import { downloadIndex } from './indexes';

/**
 * Two keys open materials: ValidateUser (a confirmed institution) opens those that need no code; the material
 * code opens every material, the code-only ones included.
 */
export function isAccessible(user: ProductUser, material: SeedMaterial): boolean {
  if (user.materialCodeValidatedAt) return true;
  return !material.requiresCode && user.materialsValidatedAt !== null;
}

export function validateUserForMaterials(state: ProductState, user: ProductUser): ProductUser {
  const institution = findInstitution(state, user.institutionId);
  if (!institution) {
    throw forbidden(
      'The user is not linked to an institution; choose one on the account page first.',
      'no-institution',
    );
  }
  if (institution.status !== 'confirmed') {
    throw forbidden(
      `The user's institution '${institution.name}' is waiting for approval.`,
      'institution-pending',
    );
  }
  user.materialsValidatedAt ??= nowIso(state);
  return user;
}

export function validateMaterialCode(state: ProductState, user: ProductUser, code: string): ProductUser {
  if (normaliseCode(code) !== normaliseCode(state.seed.codes.materialCode)) {
    throw badRequest(`The code '${code}' is not a valid material code.`, 'invalid-code');
  }
  user.materialCodeValidatedAt ??= nowIso(state);
  return user;
}

export function accessibleMaterial(state: ProductState, user: ProductUser, materialId: string): SeedMaterial {
  const material = requireMaterial(state, materialId);
  if (!isAccessible(user, material)) {
    throw forbidden(
      material.requiresCode
        ? `The material '${material.title}' is locked; it needs the material code.`
        : `The material '${material.title}' is locked; validate the user for materials first.`,
      'material-locked',
      { requiresCode: material.requiresCode },
    );
  }
  return material;
}

export function registerDownload(state: ProductState, user: ProductUser, materialId: string): Download {
  const material = accessibleMaterial(state, user, materialId);
  const download = { userId: user.userId, materialId: material.materialId, at: nowIso(state) };
  state.downloads.push(download);
  return download;
}

/** The register's downloads by a user and/or of a material, in the register's order (read from its index). */
export function downloadsOf(
  state: ProductState,
  filter: Partial<Pick<Download, 'userId' | 'materialId'>>,
): readonly Download[] {
  const index = downloadIndex(state.downloads);
  const { userId, materialId } = filter;
  if (userId === undefined && materialId === undefined) return state.downloads;
  const list =
    userId !== undefined ? (index.byUser.get(userId) ?? []) : (index.byMaterial.get(materialId!) ?? []);
  return userId !== undefined && materialId !== undefined
    ? list.filter((d) => d.materialId === materialId)
    : list;
}

export const latest = (downloads: readonly Download[]): string | null =>
  downloads.reduce<string | null>((max, d) => (max === null || d.at > max ? d.at : max), null);

/**
 * The `count` newest downloads, newest first (ties in register order, as a stable sort of the register by
 * time gives them). One pass, not a sort of the whole register.
 */
export function newestDownloads(downloads: readonly Download[], count: number): Download[] {
  const top: Download[] = [];
  if (count <= 0) return top;
  for (const d of downloads) {
    if (top.length === count && d.at <= top[count - 1]!.at) continue;
    let at = top.length;
    while (at > 0 && d.at > top[at - 1]!.at) at -= 1;
    top.splice(at, 0, d);
    if (top.length > count) top.pop();
  }
  return top;
}
