import { errorStatus } from '@/lib/client/action-feedback';
import { trpc } from '@/lib/client/trpc';
import type { MaterialOverview } from '@/features/teacher/materials/use-materials';

/**
 * Who is asking for a material on a public page, and what they may do. Public pages are cached and served to
 * everyone, so nothing of this is in their HTML: the browser asks when the person presses "Hent" (or comes
 * back to carry on), through the procedures Min profil uses.
 */
export type MaterialAccess =
  | { kind: 'anonymous' }
  | { kind: 'admin' }
  /** Signed in, with no product record yet: the sign-up on Min profil comes first. */
  | { kind: 'no-record' }
  | { kind: 'teacher'; overview: MaterialOverview }
  /** Something did not answer; nothing was changed. */
  | { kind: 'failed' };

const fresh = { staleTime: 0, retry: false } as const;

/** Resolves the person's access, fresh each time (it changes with signing in and unlocking). */
export function useMaterialAccess() {
  const utils = trpc.useUtils();
  return async (): Promise<MaterialAccess> => {
    const session = await utils.session.get.fetch(undefined, fresh).catch(() => null);
    if (!session) return { kind: 'failed' };
    if (!session.loggedIn) return { kind: 'anonymous' };
    if (session.isAdmin) return { kind: 'admin' };
    // The record first: a person without one has no material overview to ask for.
    const user = await utils.user.getUser.fetch(undefined, fresh).then(
      (record) => (record ? 'found' : 'failed'),
      // No product record yet: NOT_FOUND (docs/decisions/0010); anything else is a failure.
      (error: unknown) => (errorStatus(error) === 404 ? 'no-record' : 'failed'),
    );
    if (user !== 'found') return { kind: user };
    const overview = await utils.material.getOverviewForUser.fetch(undefined, fresh).catch(() => null);
    return overview ? { kind: 'teacher', overview } : { kind: 'failed' };
  };
}
