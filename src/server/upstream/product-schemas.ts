import { z } from 'zod';

/**
 * The site's reading of the product API's answers (contract: prisma-free-mock/docs/product-api.md).
 * Loose objects: the fields the screens use are named, anything else passes through untouched.
 */

const record = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);

export const institution = record({ id: z.string(), name: z.string(), status: z.enum(['pending', 'confirmed']) });
export const institutionList = z.array(institution);

export const user = record({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  institutionId: z.string().nullable(),
});
export const userList = z.array(record({ userId: z.string(), email: z.string(), name: z.string() }));

export const programs = z.array(record({ programName: z.string() }));
export const activePrograms = z.array(record({ programName: z.string() }));
export const programData = z.array(record({ programName: z.string() }));

export const eventList = z.array(record({ eventId: z.string() }));
export const signupList = z.array(record({ eventId: z.string() }));
export const userEvent = record({ eventId: z.string() });
export const teamData = record({}).nullable();
export const signupResult = record({ eventId: z.string() });
export const submission = record({ eventId: z.string(), code: z.string() });
export const validation = record({});
export const codeCheck = record({ valid: z.boolean() });

export const filterData = z.unknown();
export const institutionOverview = record({});
export const deleted = record({}).nullable();

export const materialOverview = record({});
export const adminMaterialOverview = record({});
export const material = record({ materialId: z.string() });
export const download = record({});

export interface CreateUserBody {
  name: string;
  institutionId?: string | null;
  phone?: string | null;
  subjects?: string[];
}
export interface CreateInstitutionBody {
  name: string;
  segment: string;
  address?: string;
  zip?: string;
  city?: string;
}
export interface Participant {
  name: string;
  email: string;
}
