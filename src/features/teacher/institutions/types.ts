import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/routers/root';

type Outputs = inferRouterOutputs<AppRouter>;

/** The signed-in teacher's product record (GetUser). */
export type TeacherUser = NonNullable<Outputs['user']['getUser']>;
export type ConfirmedInstitution = NonNullable<Outputs['institutions']['getConfirmedInstitutions']>[number];
/** A segment the picker filters on; its count when GetInstitutionFilterData answered. */
export type SegmentOption = { segment: string; count?: number };
