import type { ExportKind } from './export-definition';
import { OVERVIEW_EXPORTS } from './overview-exports';
import { PEOPLE_EXPORTS } from './people-exports';

/**
 * Every admin table's CSV export, by the file name its link asks for (`/api/admin/eksport/<name>`). The lists
 * that grow with the number of users (brugere, downloads) are read from the upstream as a stream, item by item;
 * the others are short and read through the typed API (docs/decisions/0012 and 0023).
 */
export const EXPORT_KINDS: Readonly<Record<string, ExportKind<unknown>>> = {
  ...PEOPLE_EXPORTS,
  ...OVERVIEW_EXPORTS,
};
