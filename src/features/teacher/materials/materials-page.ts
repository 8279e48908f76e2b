import type { MaterialsAccess } from '@/server/teacher/my-materials';

/** How many cards of each list Undervisningsmaterialer shows before "Vis flere". */
export const MATERIALS_PAGE_SIZE = 20;

/** The input of one of the screen's lists: the same key on the server (materials-loader.ts) and in the browser. */
export const materialsPageInput = (access: MaterialsAccess) => ({ access, limit: MATERIALS_PAGE_SIZE });
