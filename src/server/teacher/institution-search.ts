import { z } from 'zod';
import { filterInstitutions, sameNamedInstitution } from '@/lib/institution-filter';
import { cutPage } from '@/lib/list/page';
import { INSTITUTION_SEGMENTS, institutionNameField } from '@/lib/forms/institution';
import type { TableContext } from '../tables/context';
import { sharedFetch } from '../tables/shared-fetch';

/** The picker's page: more matches than this, and the person is asked to narrow the search. */
export const PICKER_PAGE = 25;
const MAX_QUERY = 200;

/**
 * The institution picker's search (Konto and the sign-up on Min profil). The product API has no paging, so the
 * whole confirmed list is read here and only one page of matches goes to the browser, with their number
 * (docs/decisions/0011).
 */
export const institutionSearchInput = z.object({
  query: z
    .string({ error: 'Søgningen skal være en tekst.' })
    .max(MAX_QUERY, `Søgningen må højst være ${MAX_QUERY} tegn.`)
    .default(''),
  segment: z
    .string({ error: 'Skoletypen skal være en tekst.' })
    .refine((value) => value === '' || (INSTITUTION_SEGMENTS as readonly string[]).includes(value), {
      error: `Skoletypen skal være en af: ${INSTITUTION_SEGMENTS.join(', ')}.`,
    })
    .default(''),
});
export type InstitutionSearchInput = z.input<typeof institutionSearchInput>;

export async function searchInstitutions(ctx: TableContext, input: z.output<typeof institutionSearchInput>) {
  const all = await sharedFetch(ctx, 'GetConfirmedInstitutions', () =>
    ctx.product.getConfirmedInstitutions(),
  );
  if (!all) return null;
  // The first page only: more matches than it holds, and the screen asks for a narrower search.
  const { items, total, pageSize } = cutPage(filterInstitutions(all, input), { page: 0, size: PICKER_PAGE });
  return { items, total, pageSize };
}

export const namesakeInput = z.object({ name: institutionNameField });

/**
 * The confirmed institution with the same name as one the person tried to create (case and Danish spelling
 * ignored, as the API's uniqueness), or `{ institution: null }`; null when the list could not be read. Read
 * fresh, not from the shared copy: the namesake may be minutes old.
 */
export async function confirmedNamesake(ctx: TableContext, input: z.output<typeof namesakeInput>) {
  const all = await ctx.product.getConfirmedInstitutions();
  return all ? { institution: sameNamedInstitution(all, input.name) } : null;
}
