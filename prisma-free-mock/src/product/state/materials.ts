import type { SeedMaterial } from '../../seed/types';
import { badRequest, forbidden } from '../errors';
import { findInstitution, nowIso, requireMaterial } from './lookup';
import type { Download, ProductState, ProductUser } from './model';
import { normaliseCode } from './codes';

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

export const downloadsOf = (state: ProductState, filter: Partial<Pick<Download, 'userId' | 'materialId'>>) =>
  state.downloads.filter(
    (d) =>
      (filter.userId === undefined || d.userId === filter.userId) &&
      (filter.materialId === undefined || d.materialId === filter.materialId),
  );

export const latest = (downloads: readonly Download[]): string | null =>
  downloads.reduce<string | null>((max, d) => (max === null || d.at > max ? d.at : max), null);
