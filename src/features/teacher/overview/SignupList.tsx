import { AppLink } from '@/components/AppLink/AppLink';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { latestSignupText } from './event-texts';
import type { Overview } from './use-overview';
import styles from './Overview.module.css';
import { eventHref, PATHS } from '@/lib/routes';

/** "Dine seneste tilmeldinger" (GetLatestSignups with counts, quiet: nothing back is a calm empty state, not an error). */
export function SignupList({ latest }: { latest: Overview['latest'] }) {
  const signups = latest.data ?? [];
  return (
    <section aria-labelledby="tilmeldinger-titel" className={styles.section}>
      <h2 id="tilmeldinger-titel">Dine seneste tilmeldinger</h2>
      {latest.isPending ? (
        <p className={styles.empty}>Henter dine tilmeldinger …</p>
      ) : signups.length === 0 ? (
        <p className={styles.empty}>
          Du har ingen tilmeldinger at vise endnu. Find et arrangement under{' '}
          <AppLink href={PATHS.teacherProgrammes}>Programmer og events</AppLink>.
        </p>
      ) : (
        <ul className={styles.list}>
          {signups.map((signUp) => (
            <li key={signUp.eventId} className={styles.row}>
              <AppLink href={eventHref(signUp.eventId)} className={styles.rowTitle}>
                {signUp.event.title}
              </AppLink>
              <span className={styles.muted}>
                {formatDateTime(signUp.event.startDate)} ·{' '}
                {signUp.event.location.city || signUp.event.location.name}
                {signUp.event.isPast ? ' · Afholdt' : ''}
              </span>
              <span>
                {latestSignupText(signUp.selfSignedUp, signUp.participantCount, signUp.event.isPast)}
              </span>
              <span className={styles.muted}>Tilmeldt {formatShortDate(signUp.signedUpAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
