import type { Quicklinks } from '@/server/upstream/cms-schemas';
import { ActiveProgrammes, RelevantEvents } from './EventLists';
import { couldNotFetch, LoadFailure } from '@/components/LoadFailure/LoadFailure';
import styles from './Overview.module.css';
import { QuickLinks } from './QuickLinks';
import { SignupList } from './SignupList';
import { TaskLists } from './TaskLists';
import { useOverview } from './use-overview';

/**
 * Min oversigt: who the teacher is, what to do next per programme, the latest sign-ups, the relevant events,
 * the active programmes and the quick links (Page.QuickLinks of the quicklinks answer).
 */
export function OverviewScreen({ quicklinks }: { quicklinks: Quicklinks | null }) {
  const overview = useOverview();
  const { user, programmes, active, relevant, latest, tasks } = overview;
  const names = new Map((programmes.data ?? []).map((p) => [p.programName, p.displayName]));
  return (
    <div className={styles.screen}>
      {user.data ? (
        <p className={styles.greeting}>
          {`Hej ${user.data.givenName || user.data.name}. ${
            user.data.institution
              ? `Du er knyttet til ${user.data.institution.name}.`
              : 'Du har ikke valgt en institution endnu.'
          }`}
        </p>
      ) : user.isPending ? null : (
        <LoadFailure {...couldNotFetch('Dine oplysninger')} retry={user.refetch} />
      )}
      {overview.waiting ? (
        <p className={styles.empty}>Henter dine næste skridt …</p>
      ) : (
        <TaskLists tasks={tasks} failed={!programmes.data && !active.data} />
      )}
      <div className={styles.columns}>
        <SignupList latest={latest} />
        <RelevantEvents relevant={relevant} names={names} />
      </div>
      <ActiveProgrammes active={active} />
      <QuickLinks links={quicklinks?.QuickLinks ?? []} />
    </div>
  );
}
