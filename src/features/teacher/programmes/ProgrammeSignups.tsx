import { LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { trpc } from '@/lib/client/trpc';
import { formatDateTime } from '@/lib/dates';
import { signedUpText } from './event-list';
import styles from './Programmes.module.css';

/** The person's sign-ups to one programme's events (the programme sign-ups call), past ones included. */
export function ProgrammeSignups({ programName, name }: { programName: string; name: string }) {
  const signups = trpc.events.getProgramSignups.useQuery({ programName });
  if (signups.isPending) return <p>Henter tilmeldinger …</p>;
  if (!signups.data)
    return (
      <LoadFailure message={<>Tilmeldingerne til {name} kan ikke vises lige nu.</>} retry={signups.refetch} />
    );
  if (signups.data.length === 0) return <p>Du har ingen tilmeldinger til arrangementer i {name}.</p>;
  return (
    <ul className={styles.signups}>
      {signups.data.map((signUp) => (
        <li key={signUp.eventId}>
          <strong>{signUp.event.title}</strong>, {formatDateTime(signUp.event.startDate)}
          {signUp.event.isPast ? ' (afholdt)' : ''}
          <br />
          {/* A held event in the past tense: "Du var tilmeldt". */}
          {signedUpText(
            { selfSignedUp: signUp.selfSignedUp, listCount: signUp.participants.length },
            signUp.event.isPast,
          )}
        </li>
      ))}
    </ul>
  );
}
