import type { z } from 'zod';
import type { materialOverview } from '../upstream/product/material-schemas';
import { pageOf, type CursorPage } from './paging';

export type MaterialOverview = z.infer<typeof materialOverview>;
export type MaterialItem = Omit<MaterialOverview['materials'][number], 'imageUrl'>;

/** Which of Undervisningsmaterialer's two lists: the ones open to the teacher, or the locked ones. */
export type MaterialsAccess = 'open' | 'locked';

export interface MyMaterialsPage extends CursorPage<MaterialItem> {
  /** Whether the school has given the teacher access (ValidateUser), and whether a code has (ValidateCode). */
  validated: boolean;
  codeValidated: boolean;
  totalDownloads: number;
  openCount: number;
  materialCount: number;
}

/**
 * One page of Undervisningsmaterialer's open or locked materials, in the order GetOverviewForUser gives them,
 * with what the screen says of the whole (how many are open, the teacher's downloads, their access). A
 * foundation has hundreds of materials; the screen shows a page of each list and "Vis flere". Pure: the
 * procedure hands in what the call answered.
 */
export function myMaterialsPage(
  overview: MaterialOverview,
  access: MaterialsAccess,
  cursor: number,
  limit: number,
): MyMaterialsPage {
  // The card shows no image: the address is left out of the page.
  const materials = overview.materials.map(({ imageUrl: _imageUrl, ...material }) => material);
  const open = materials.filter((material) => material.accessible);
  const locked = materials.filter((material) => !material.accessible);
  return {
    ...pageOf(access === 'open' ? open : locked, cursor, limit),
    validated: overview.validated,
    codeValidated: overview.codeValidated,
    totalDownloads: overview.totalDownloads,
    openCount: open.length,
    materialCount: materials.length,
  };
}
