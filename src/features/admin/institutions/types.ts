import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/routers/root';

type Outputs = inferRouterOutputs<AppRouter>;

export type PendingInstitution = NonNullable<Outputs['institutions']['getPendingInstitutions']>[number];
export type ConfirmedInstitution = NonNullable<Outputs['institutions']['getConfirmedInstitutions']>[number];
