import { isAdmin } from '../auth/session';
import { publicProcedure, router } from '../trpc';

export const sessionRouter = router({
  /** Who is logged in, never a token. */
  get: publicProcedure.query(async ({ ctx }) => {
    const state = await ctx.sessionState();
    // A session that cannot be checked right now (identity provider or shared state down) is still a session:
    // the browser must not send the person to the login page for it.
    if (state.status !== 'active' && state.status !== 'unavailable') {
      return { loggedIn: false as const, isAdmin: false };
    }
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
