import type { inferRouterOutputs } from '@trpc/server';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import type { AppRouter } from '@/server/routers/root';
import { programName } from '@/lib/admin/program-names';
import { useProgramNames } from '../use-program-names';
import { ROLE_TEXT, STATUS_TEXT } from '@/lib/admin/value-texts';
import styles from './Users.module.css';

type User = NonNullable<inferRouterOutputs<AppRouter>['user']['getUser']>;

const none = <span className={styles.muted}>Ingen</span>;

/** A person's record, institution and status, and programmes. */
export function UserFacts({ user }: { user: User }) {
  const programNames = useProgramNames();
  const access = user.materialAccess.codeValidated
    ? 'Alle materialer (materialekode indløst)'
    : user.materialAccess.validated
      ? 'Materialer uden kode'
      : 'Ingen endnu';
  return (
    <>
      <section className={styles.section} aria-labelledby="bruger">
        <h2 id="bruger">{user.name}</h2>
        <dl className={styles.facts}>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${user.email}`}>{user.email}</a>
          </dd>
          <dt>Telefon</dt>
          <dd>{user.phone ?? none}</dd>
          <dt>Rolle</dt>
          <dd>{ROLE_TEXT[user.role]}</dd>
          <dt>Fag</dt>
          <dd>{user.subjects.length ? user.subjects.join(', ') : none}</dd>
          <dt>Oprettet</dt>
          <dd>{formatShortDate(user.createdAt)}</dd>
          <dt>Materialeadgang</dt>
          <dd>{access}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="institution">
        <h2 id="institution">Institution</h2>
        {user.institution ? (
          <dl className={styles.facts}>
            <dt>Navn</dt>
            <dd>{user.institution.name}</dd>
            <dt>Skoletype</dt>
            <dd>{user.institution.segment}</dd>
            <dt>By</dt>
            <dd>{user.institution.city}</dd>
            <dt>Status</dt>
            <dd>{STATUS_TEXT[user.institution.status]}</dd>
            <dt>Senest bekræftet af brugeren</dt>
            <dd>{user.institutionAffirmedAt ? formatDateTime(user.institutionAffirmedAt) : none}</dd>
          </dl>
        ) : (
          <p>Brugeren har ikke valgt en institution.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="programmer">
        <h2 id="programmer">Programmer</h2>
        {user.programs.length ? (
          <ul className={styles.list}>
            {user.programs.map((program) => (
              <li key={program}>{programName(programNames, program)}</li>
            ))}
          </ul>
        ) : (
          <p>Brugeren er ikke med i nogen programmer.</p>
        )}
      </section>
    </>
  );
}
