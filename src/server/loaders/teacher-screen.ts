import { TRPCError } from '@trpc/server';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { PATHS } from '@/lib/routes';
import { isNoRecord } from '../upstream/policy';
import { myPageProps, type MyPageProps, type ScreenLoader } from './navigation';

/** getUser's typed answer for "no product record yet" (docs/decisions/0010), as the prefetch API throws it. */
export const isNoRecordError = (error: unknown): boolean =>
  error instanceof TRPCError && error.code === 'NOT_FOUND' && isNoRecord(error.cause);

/**
 * A teacher screen that needs the person's product record (Min oversigt, Undervisningsmaterialer, Programmer og
 * events): the person is asked for first, and one who has no record yet is sent to the sign-up on Min profil
 * (docs/decisions/0010) instead of a screen of failed lists. A redirect from getServerSideProps is followed on
 * a client-side navigation too, so the browser never asks for the missing record itself.
 *
 * Any other failure of the person's call is left to its rule (the user rule logs the person out; the session
 * then ends and myPageProps sends them to /login); the answer is kept for the browser (`fetch` caches it).
 */
export async function registeredTeacherProps(
  context: GetServerSidePropsContext,
  load: ScreenLoader<Record<never, never>>,
): Promise<GetServerSidePropsResult<MyPageProps>> {
  let noRecord = false;
  const result = await myPageProps(context, 'teacher', async (api, ctx) => {
    try {
      await api.user.getUser.fetch();
    } catch (error) {
      if (isNoRecordError(error)) {
        noRecord = true;
        // Nothing else is asked for: every other call would only fail the same way.
        return {};
      }
    }
    return load(api, ctx);
  });
  if (noRecord && 'props' in result)
    return { redirect: { destination: PATHS.teacherHome, permanent: false } };
  return result;
}
