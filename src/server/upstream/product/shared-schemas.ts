import { z } from 'zod';

/**
 * Building blocks of the product API's answers (contract: prisma-free-mock/docs/product-api.md, section 3
 * "Shapes"). Every answer object is a plain `z.object`, which drops the keys it does not name: a field the
 * API adds tomorrow (an internal note, another person's data) never reaches the browser until the site
 * declares it here (docs/decisions/0015).
 */
export const iso = z.string();
export const status = z.enum(['pending', 'confirmed']);
export const role = z.enum(['teacher', 'admin']);
