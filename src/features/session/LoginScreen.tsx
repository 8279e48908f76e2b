import { useRouter } from 'next/router';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import type { SiteProps } from '@/server/loaders/navigation';
import { LOGOUT_FAILED_MESSAGE, PATHS, startLoginUrl, type LoginError } from '@/lib/routes';
import { NO_PROFILE_YET } from '@/lib/profile-note';

const ERRORS: Record<LoginError, string> = {
  login: 'Vi kunne ikke starte login lige nu. Prøv igen om et øjeblik.',
  callback: 'Login blev ikke gennemført. Prøv igen.',
  'ikke-bekraeftet':
    'Din e-mailadresse er ikke bekræftet endnu. Bekræft den via linket i den e-mail, du fik, da du oprettede dig, og log så ind igen.',
  logud: LOGOUT_FAILED_MESSAGE,
};

// Own keys only: `?fejl=constructor` must not find Object's.
const isLoginError = (value: unknown): value is LoginError =>
  typeof value === 'string' && Object.hasOwn(ERRORS, value);

/** The login page: what Min profil is, and the way to the identity provider. */
export function LoginScreen({ global }: SiteProps) {
  const router = useRouter();
  const returnTo = typeof router.query.returnTo === 'string' ? router.query.returnTo : PATHS.teacherHome;
  const error = isLoginError(router.query.fejl) ? ERRORS[router.query.fejl] : undefined;
  const logoutFailed = router.query.fejl === 'logud';
  return (
    <div className="container" style={{ paddingBlock: '3rem', maxWidth: '40rem' }}>
      <PageTitle title="Log ind" siteName={global?.SiteName} />
      <h1>Log ind på Min profil</h1>
      {error ? (
        <p
          role="alert"
          style={{
            padding: '1rem',
            borderLeft: '4px solid var(--color-error)',
            background: 'var(--color-soft-peach)',
          }}
        >
          {error}
        </p>
      ) : null}
      {logoutFailed ? (
        <form method="post" action={PATHS.api.logout}>
          <button type="submit" className="button">
            Log ud igen
          </button>
        </form>
      ) : null}
      <p>
        På Min profil finder du dine undervisningsmaterialer, dine tilmeldinger til programmer og
        arrangementer og oplysninger om din skole.
      </p>
      <p>
        <a className="button" href={startLoginUrl(returnTo)}>
          Log ind
        </a>
      </p>
      <p>{NO_PROFILE_YET}</p>
    </div>
  );
}
