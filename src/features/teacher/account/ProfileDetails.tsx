import { formatShortDate } from '@/lib/dates';
import startStyles from '../start/Start.module.css';
import type { TeacherUser } from '../institutions/types';

export const STATUS_TEXT = { confirmed: 'Godkendt', pending: 'Venter på godkendelse' } as const;

/** The person's data as the product API holds it (Min profil's summary and Konto). */
export function ProfileDetails({ user }: { user: TeacherUser }) {
  const institution = user.institution;
  return (
    <dl className={startStyles.summary}>
      <dt>Navn</dt>
      <dd>{user.name}</dd>
      <dt>E-mail</dt>
      <dd>{user.email}</dd>
      <dt>Telefon</dt>
      <dd>{user.phone || 'Ikke oplyst'}</dd>
      <dt>Fag</dt>
      <dd>{user.subjects.length > 0 ? user.subjects.join(', ') : 'Ingen fag oplyst'}</dd>
      <dt>Institution</dt>
      <dd>
        {institution ? (
          <>
            {institution.name}
            <br />
            {[institution.segment, institution.city].filter(Boolean).join(' · ')}
            <br />
            Status: {STATUS_TEXT[institution.status]}
            {user.institutionAffirmedAt ? (
              <>
                <br />
                Bekræftet {formatShortDate(user.institutionAffirmedAt)}
              </>
            ) : null}
          </>
        ) : (
          'Ingen institution endnu'
        )}
      </dd>
    </dl>
  );
}

/** What the person must know about their institution: awaiting approval, or none at all. */
export function InstitutionBanner({ user }: { user: TeacherUser }) {
  if (user.institution?.status === 'pending')
    return (
      <div className={startStyles.banner}>
        <p>
          <strong>Din institution venter på godkendelse.</strong>
        </p>
        <p>
          Fonden godkender {user.institution.name} hurtigst muligt. Indtil da kan du ikke tilmelde dig
          arrangementer eller hente materialer, der kræver en godkendt institution.
        </p>
      </div>
    );
  if (!user.institution)
    return (
      <div className={startStyles.banner}>
        <p>
          <strong>Du er ikke knyttet til en institution.</strong>
        </p>
        <p>Vælg din institution på listen, eller opret den, hvis den ikke findes.</p>
      </div>
    );
  return null;
}
