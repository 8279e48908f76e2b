import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { useId, useState } from 'react';
import { DisclosureButton } from '@/components/DisclosureButton/DisclosureButton';
import { Feedback } from '@/components/Feedback/Feedback';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { confirm } from '@/lib/client/modals';
import { trpc } from '@/lib/client/trpc';
import { programmesQueries } from '@/lib/screens/teacher-programmes';
import { formatShortDate } from '@/lib/dates';
import { programmeCountsText } from './event-list';
import { ProgrammeSignups } from './ProgrammeSignups';
import styles from './Programmes.module.css';
import type { Programme } from './types';
import { useRefresh } from '@/lib/client/refresh';
import { programmeAnchorId } from '@/lib/routes';

/** Every programme, the person's marked: join, leave (after the confirmation dialog) and their sign-ups. */
export function ProgrammeList() {
  const programs = useQuery(programmesQueries(trpc.useUtils()).programmes);

  return (
    <section aria-labelledby="programmer-titel" className={styles.section}>
      <h2 id="programmer-titel">Dine programmer</h2>
      {programs.data ? (
        <ul className={`${styles.cards} ${styles.programmeCards}`}>
          {programs.data.map((programme) => (
            <ProgrammeCard key={programme.programName} programme={programme} />
          ))}
        </ul>
      ) : programs.isError || programs.data === null ? (
        <LoadFailure message="Dine programmer kan ikke vises lige nu." retry={programs.refetch} />
      ) : (
        <p>Henter dine programmer …</p>
      )}
    </section>
  );
}

/** One programme; its outcome is told beside its own button, where the person is looking. */
function ProgrammeCard({ programme }: { programme: Programme }) {
  const titleId = useId();
  const feedback = useActionFeedback();
  const join = trpc.user.joinProgram.useMutation();
  const leave = trpc.user.leaveProgram.useMutation();
  const refresh = useRefresh().signUps;
  const [showSignups, setShowSignups] = useState(false);
  const signupsId = `${titleId}-tilmeldinger`;
  const name = programme.displayName;
  const busy = join.isPending || leave.isPending;

  const toggle = async () => {
    if (busy) return;
    const done = programme.joined
      ? await feedback.run(
          async () => {
            await confirm({
              title: 'Forlad programmet?',
              message: `Du forlader ${name}. Dine tilmeldinger til programmets arrangementer bliver ikke slettet.`,
              confirmText: 'Forlad programmet',
              cancelText: 'Bliv i programmet',
            });
            return leave.mutateAsync({ programName: programme.programName });
          },
          {
            success: `Du har forladt ${name}.`,
            failure: `Du kunne ikke forlade ${name} lige nu. Prøv igen om lidt.`,
          },
        )
      : await feedback.run(() => join.mutateAsync({ programName: programme.programName }), {
          success: `Du er nu med i ${name}. Programmets arrangementer står under Arrangementer.`,
          failure: `Du kunne ikke melde dig ind i ${name} lige nu. Prøv igen om lidt.`,
        });
    if (done) await refresh();
  };

  return (
    // The anchor Min oversigt's next steps link to (programmeHref).
    <li id={programmeAnchorId(programme.programName)} className={styles.card}>
      <h3 id={titleId} className={styles.cardTitle}>
        {name}
      </h3>
      <p className={styles.status}>
        {programme.joined
          ? `Du er med${programme.joinedAt ? ` siden ${formatShortDate(programme.joinedAt)}` : ''}.`
          : 'Du er ikke med i programmet.'}
      </p>
      <p>{programme.description}</p>
      <p className={styles.meta}>
        {programmeCountsText(programme.upcomingEventCount, programme.joined ? programme.signUpCount : null)}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={programme.joined ? 'button button--ghost' : 'button'}
          aria-disabled={busy}
          onClick={() => void toggle()}
        >
          {busy
            ? programme.joined
              ? 'Forlader …'
              : 'Melder ind …'
            : programme.joined
              ? 'Forlad programmet'
              : 'Meld dig ind'}
          <span className="visually-hidden"> {name}</span>
        </button>
        {programme.joined ? (
          <DisclosureButton
            className="button button--ghost"
            open={showSignups}
            controls={signupsId}
            onToggle={() => setShowSignups((open) => !open)}
          >
            {showSignups ? 'Skjul tilmeldinger' : 'Vis tilmeldinger'}
            <span className="visually-hidden"> i {name}</span>
          </DisclosureButton>
        ) : null}
      </div>
      <Feedback message={feedback.message} />
      {programme.joined ? (
        <div id={signupsId} hidden={!showSignups}>
          {showSignups ? <ProgrammeSignups programName={programme.programName} name={name} /> : null}
        </div>
      ) : null}
    </li>
  );
}
