import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/routers/root';

type Outputs = inferRouterOutputs<AppRouter>;

/** A row of each institutions table, as its procedure sends it (one page at a time). */
export type PendingRow = NonNullable<Outputs['institutions']['pendingTable']>['rows'][number];
export type ConfirmedRow = NonNullable<Outputs['institutions']['confirmedTable']>['rows'][number];
