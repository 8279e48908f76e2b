import type { z } from 'zod';
import type { adminMaterialOverview } from '@/server/upstream/product/material-schemas';

/**
 * How the product API's values read to an admin, on the screens and in the CSV exports alike.
 */

/** An institution's status. */
export const STATUS_TEXT = { pending: 'Afventer godkendelse', confirmed: 'Godkendt' } as const;

/** An institution's name as the admin's lists show it: marked when it still awaits approval. */
export const institutionWithStatus = (name: string, status: keyof typeof STATUS_TEXT | null | undefined) =>
  status === 'pending' ? `${name} (afventer godkendelse)` : name;

export const ROLE_TEXT = { teacher: 'Lærer', admin: 'Administrator' } as const;

type MaterialFormat = z.infer<typeof adminMaterialOverview>['materials'][number]['format'];

/** A material's format. */
export const FORMAT_LABELS: Readonly<Record<MaterialFormat, string>> = { pdf: 'PDF', ebook: 'E-bog' };
