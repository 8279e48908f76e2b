import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/routers/root';

type Outputs = inferRouterOutputs<AppRouter>;

export type Programme = NonNullable<Outputs['user']['getPrograms']>[number];
export type ActiveProgramme = NonNullable<Outputs['events']['getEvents']>[number];
export type ProductEvent = NonNullable<Outputs['events']['getRelevantEvents']>[number];
export type SignUp = NonNullable<Outputs['events']['getSignUpsForUser']>[number];
export type UserEvent = NonNullable<Outputs['events']['getUserEvent']>;
