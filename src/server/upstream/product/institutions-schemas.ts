import { z } from 'zod';
import { iso, status } from './shared-schemas';

/** The product API's institution answers (/institutions). */

export const institution = z.object({
  id: z.string(),
  name: z.string(),
  segment: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  status,
  createdAt: iso,
  approvedAt: iso.nullable(),
});
export const institutionList = z.array(institution);

/** A pending request as the admin sees it (GetPendingInstitutions, CreateInstitution). */
export const institutionRequest = institution.extend({
  requestedBy: z.object({ userId: z.string(), email: z.string(), name: z.string() }).nullable(),
  userCount: z.number(),
});
export const institutionRequestList = z.array(institutionRequest);

export const filterData = z.object({
  segments: z.array(z.object({ segment: z.string(), count: z.number() })),
});

export const institutionOverview = z.object({
  totals: z.object({
    institutions: z.number(),
    confirmed: z.number(),
    pending: z.number(),
    users: z.number(),
    usersWithoutInstitution: z.number(),
  }),
  segments: z.array(
    z.object({ segment: z.string(), confirmed: z.number(), pending: z.number(), users: z.number() }),
  ),
  institutions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      segment: z.string(),
      city: z.string(),
      status,
      userCount: z.number(),
    }),
  ),
});

export const deleted = z.object({
  id: z.string(),
  name: z.string(),
  deleted: z.literal(true),
  unlinkedUserIds: z.array(z.string()),
});

export interface CreateInstitutionBody {
  name: string;
  segment: string;
  address?: string;
  zip?: string;
  city?: string;
}
