import { AppLink } from '@/components/AppLink/AppLink';
import { trpc } from '@/lib/client/trpc';
import { InstitutionChooser } from '../institutions/InstitutionChooser';
import { couldNotFetch, LoadFailure } from '@/components/LoadFailure/LoadFailure';
import styles from './Account.module.css';
import { InstitutionBanner, ProfileDetails } from './ProfileDetails';
import { ReAffirmInstitution } from './ReAffirmInstitution';
import { PATHS } from '@/lib/routes';

/**
 * Konto: the person's data and institution; re-affirm it, change to another confirmed one, or create a new
 * one (pending until approved). `registered` is false for a person with no product record yet.
 */
export function AccountScreen({ registered }: { registered: boolean }) {
  const user = trpc.user.getUser.useQuery(undefined, { enabled: registered });
  if (!registered)
    return (
      <p className={styles.notice}>
        Du er ikke tilmeldt programmet endnu.{' '}
        <AppLink href={PATHS.teacherHome}>Tilmeld dig på Min profil</AppLink>.
      </p>
    );
  const me = user.data;
  if (!me)
    return user.isLoading ? (
      <p role="status">Henter dine oplysninger …</p>
    ) : (
      <LoadFailure {...couldNotFetch('Dine oplysninger')} retry={user.refetch} />
    );
  return (
    <div className={styles.account}>
      <section aria-labelledby="konto-oplysninger">
        <h2 id="konto-oplysninger">Dine oplysninger</h2>
        <ProfileDetails user={me} />
      </section>
      <section aria-labelledby="konto-institution">
        <h2 id="konto-institution">Din institution</h2>
        <InstitutionBanner user={me} />
        {me.institution ? <ReAffirmInstitution user={me} /> : null}
        <InstitutionChooser
          idPrefix="konto-institution"
          currentId={me.institutionId}
          currentName={me.institution?.name}
          chooseHeading={me.institution ? 'Skift til en anden institution' : 'Vælg din institution'}
          chooseSubmit={me.institution ? 'Skift institution' : 'Brug denne institution'}
          createHeading="Opret ny institution"
        />
      </section>
    </div>
  );
}
