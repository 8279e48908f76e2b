import { trpc } from '@/lib/client/trpc';
import styles from './Programmes.module.css';

/**
 * The person's team at the event (GetEventTeamData, quiet). Most events have no teams: with no team, or no
 * answer, the panel says nothing about teams at all.
 */
export function TeamData({ eventId }: { eventId: string }) {
  const team = trpc.events.getEventTeamData.useQuery({ eventId });
  if (team.isPending) return null;
  const data = team.data?.team ?? null;
  if (!data) return null;
  return (
    <div>
      <h4 className={styles.panelTitle}>Hold</h4>
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
    </div>
  );
}
