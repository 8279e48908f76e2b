import { trpc } from '@/lib/client/trpc';
import styles from './Programmes.module.css';

/** The person's team at the event (GetEventTeamData, quiet): no team, or no answer, is calm text. */
export function TeamData({ eventId }: { eventId: string }) {
  const team = trpc.events.getEventTeamData.useQuery({ eventId });
  if (team.isPending) return null;
  const data = team.data?.team ?? null;
  return (
    <div>
      <h4 className={styles.panelTitle}>Hold</h4>
      {data ? (
        <>
          <p>
            Du er på holdet <strong>{data.name}</strong>.
          </p>
          <ul className={styles.people}>
            {data.members.map((member) => (
              <li key={`${member.name}-${member.email ?? ''}`}>
                {member.name}{' '}
                <span className={styles.meta}>({member.role === 'teacher' ? 'lærer' : 'elev'})</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.meta}>Der er ingen holddata til dig for dette arrangement.</p>
      )}
    </div>
  );
}
