import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { userInformationQueries } from '@/lib/screens/admin-screens';
import { LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { emailParam } from './email-param';
import { SignUpsTable } from './SignUpsTable';
import { PATHS } from '@/lib/routes';
import { SEARCH_PARAM } from './user-link';
import { UserFacts } from './UserFacts';
import { UserSearchForm } from './UserSearchForm';
import styles from './Users.module.css';

/**
 * One person as the admin sees them (`?email=`): their record, institution and status, programmes and
 * sign-ups. A missing or malformed address, or one nobody has, gets a Danish message and a search box.
 */
export function UserInformationScreen() {
  const router = useRouter();
  const param = emailParam(router.query);
  const email = param.kind === 'ok' ? param.email : '';
  const queries = useAdminQueries((q) => userInformationQueries(q, email));
  const user = useQuery({ ...queries.user, enabled: email !== '' });

  const search = useCallback(
    (term: string) => void router.push({ pathname: PATHS.adminUsers, query: { [SEARCH_PARAM]: term } }),
    [router],
  );
  const searchBox = (
    <section className={styles.section} aria-labelledby="find-bruger">
      <h2 id="find-bruger">{param.kind === 'ok' ? 'Find en anden bruger' : 'Find en bruger'}</h2>
      <UserSearchForm term="" onSearch={search} />
    </section>
  );

  if (param.kind === 'missing') {
    return (
      <>
        <p>Der er ikke valgt nogen bruger. Søg efter brugeren herunder, og vælg vedkommende i resultatet.</p>
        {searchBox}
      </>
    );
  }
  if (param.kind === 'invalid') {
    return (
      <>
        <p role="alert" className={styles.problem}>
          «{param.raw}» er ikke en gyldig e-mailadresse. Søg efter brugeren herunder.
        </p>
        {searchBox}
      </>
    );
  }
  if (user.isPending) return <p role="status">Henter brugeren …</p>;
  if (!user.data) {
    return (
      <>
        <LoadFailure
          message={
            <>
              Der blev ikke fundet en bruger med e-mailen «{email}», eller oplysningerne kan ikke hentes lige
              nu.
            </>
          }
          retry={user.refetch}
        />
        {searchBox}
      </>
    );
  }

  return (
    <>
      <UserFacts user={user.data} />
      <section className={styles.section} aria-labelledby="tilmeldinger">
        <h2 id="tilmeldinger">Tilmeldinger</h2>
        <SignUpsTable name={user.data.name} email={user.data.email} userId={user.data.userId} />
      </section>
      {searchBox}
    </>
  );
}
