import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/AppLink/AppLink';
import { trpc } from '@/lib/client/trpc';
import { programmesQueries } from '@/lib/screens/teacher-programmes';
import { PATHS } from '@/lib/routes';
import styles from './Programmes.module.css';

/**
 * Signing up for an event needs a confirmed institution (the product API's sign-up rules): a person without one
 * is told so before they try, with the way to link one, rather than after a refused sign-up.
 */
export function InstitutionNotice() {
  const user = useQuery(programmesQueries(trpc.useUtils()).user);
  if (!user.data) return null;
  const { institution } = user.data;
  if (!institution)
    return (
      <p className={styles.note}>
        Du er ikke knyttet til en institution endnu. Du kan melde dig ind i programmerne nu, men for at
        tilmelde dig arrangementer skal du være knyttet til en godkendt institution.{' '}
        <AppLink href={PATHS.teacherAccount}>Vælg din institution på din konto</AppLink>.
      </p>
    );
  if (institution.status === 'pending')
    return (
      <p className={styles.note}>
        Din institution {institution.name} venter på godkendelse fra fonden. Du kan tilmelde dig
        arrangementer, når den er godkendt.
      </p>
    );
  return null;
}
