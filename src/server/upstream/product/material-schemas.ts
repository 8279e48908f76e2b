import { z } from 'zod';
import { iso } from './shared-schemas';
import { user } from './user-schemas';

/** The product API's teaching-material answers (/material). */

const format = z.enum(['pdf', 'ebook']);

export const materialOverview = z.object({
  email: z.string(),
  validated: z.boolean(),
  codeValidated: z.boolean(),
  totalDownloads: z.number(),
  materials: z.array(
    z.object({
      materialId: z.string(),
      title: z.string(),
      description: z.string(),
      format,
      programName: z.string().nullable(),
      requiresCode: z.boolean(),
      imageUrl: z.string().nullable(),
      accessible: z.boolean(),
      downloads: z.number(),
      lastDownloadedAt: iso.nullable(),
    }),
  ),
});

/** One person's downloads in GetOverview (also read item by item by the downloads export). */
export const adminMaterialUser = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  institutionName: z.string().nullable(),
  downloads: z.number(),
  lastDownloadedAt: iso.nullable(),
});

/** The doc leaves the item fields untyped; the stand-in sends null for a person or material it no longer knows. */
export const adminMaterialOverview = z.object({
  totals: z.object({ downloads: z.number(), users: z.number(), materials: z.number() }),
  materials: z.array(
    z.object({
      materialId: z.string(),
      title: z.string(),
      format,
      requiresCode: z.boolean(),
      downloads: z.number(),
      uniqueUsers: z.number(),
      lastDownloadedAt: iso.nullable(),
    }),
  ),
  users: z.array(adminMaterialUser),
  recent: z.array(
    z.object({
      at: iso,
      materialId: z.string(),
      title: z.string().nullable(),
      userId: z.string(),
      email: z.string().nullable(),
    }),
  ),
});

export const materialValidation = z.object({ validated: z.literal(true), validatedAt: iso, user });
export const materialCodeValidation = z.object({
  valid: z.literal(true),
  validatedAt: iso,
  unlockedMaterialIds: z.array(z.string()),
});
export const material = z.object({
  materialId: z.string(),
  title: z.string(),
  format,
  downloadUrl: z.string().nullable(),
});
export const download = z.object({
  materialId: z.string(),
  downloadedAt: iso,
  userDownloads: z.number(),
  totalDownloads: z.number(),
});
