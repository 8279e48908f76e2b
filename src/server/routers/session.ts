import { isAdmin } from '../auth/session';
import { publicProcedure, router } from '../trpc';

export const sessionRouter = router({
  /** Who is logged in, never a token. */
  get: publicProcedure.query(async ({ ctx }) => {
    const state = await ctx.sessionState();
    if (state.status !== 'active') return { loggedIn: false as const, isAdmin: false };
    const { data } = state;
    return {
      loggedIn: true as const,
      isAdmin: isAdmin(data),
      name: data.user.name,
      email: data.user.email,
      expiresAt: new Date(data.refreshTokenExpiresAt * 1000).toISOString(),
    };
  }),
});
