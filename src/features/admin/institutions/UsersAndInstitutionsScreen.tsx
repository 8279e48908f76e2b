import { UserSearch } from '../users/UserSearch';
import { ConfirmedInstitutions } from './ConfirmedInstitutions';
import styles from './Institutions.module.css';
import { PendingInstitutions } from './PendingInstitutions';

/** "Admin brugere og institutioner": pending institutions, confirmed institutions and the user search. */
export function UsersAndInstitutionsScreen() {
  return (
    <>
      <section className={styles.section} aria-labelledby="ventende">
        <h2 id="ventende">Institutioner, der venter på godkendelse</h2>
        <p>
          Sammenlign navnet med de godkendte institutioner, det ligner, før du godkender: så opdager du en
          skole, der allerede findes.
        </p>
        <PendingInstitutions />
      </section>
      <section className={styles.section} aria-labelledby="godkendte">
        <h2 id="godkendte">Godkendte institutioner</h2>
        <ConfirmedInstitutions />
      </section>
      <section className={styles.section} aria-labelledby="brugere">
        <h2 id="brugere">Find en bruger</h2>
        <UserSearch />
      </section>
    </>
  );
}
