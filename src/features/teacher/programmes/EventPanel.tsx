import { LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { Feedback } from '@/components/Feedback/Feedback';
import { failureText, useActionFeedback } from '@/lib/client/action-feedback';
import { trpc } from '@/lib/client/trpc';
import { useContactEmail } from '@/lib/client/contact-email';
import { formatDateTimeRange } from '@/lib/dates';
import { CodeSection } from './CodeSection';
import { placeText, seatsLeftText } from './event-list';
import { ListSignup } from './ListSignup';
import styles from './Programmes.module.css';
import { EVENT_REFUSALS, refusalText } from './refusal-texts';
import { TeamData } from './TeamData';
import type { UserEvent } from './types';
import { useRefresh } from '@/lib/client/refresh';

/** Refusals that stop a list sign-up too (a full event and the teacher's own seat do not: the preview says). */
const LIST_BLOCKERS = new Set([
  'event-past',
  'no-institution',
  'institution-pending',
  'not-in-program',
  'code-required',
]);

const SIGNUP_FAILED = 'Tilmeldingen kunne ikke gennemføres lige nu. Prøv igen om lidt.';

/** One event, opened: the person's own data (GetUserEvent), team, code, sign-up alone and by list. */
export function EventPanel({ eventId, title, titleId }: { eventId: string; title: string; titleId: string }) {
  const userEvent = trpc.events.getUserEvent.useQuery({ eventId });
  // The sign-up's messages, also the redeemed code's: that one is told just above "Tilmeld mig", which it opens.
  const signUpFeedback = useActionFeedback();
  if (userEvent.isPending) return <p>Henter dine oplysninger om arrangementet …</p>;
  if (!userEvent.data)
    return (
      <LoadFailure
        message={<>Dine oplysninger om {title} kan ikke vises lige nu.</>}
        retry={userEvent.refetch}
      />
    );
  const data = userEvent.data;
  const refusal = data.refusal?.reason ?? null;
  return (
    <div className={styles.panelBody}>
      {/* The code comes before the sign-up it opens: "Tilmeld mig" then appears right under the code's message.
          Once signed up it moves below; the one key keeps it the same section, so the code typed stays for the
          hand-in ("Aflever med kode"). */}
      {data.codeRequired && !data.signedUp && !data.event.isPast ? (
        <CodeSection
          key="code"
          data={data}
          onRedeemed={(text) => signUpFeedback.show('success', text, true)}
        />
      ) : null}
      <OwnStatus data={data} title={title} feedback={signUpFeedback} />
      {data.signUp && data.signUp.participants.length > 0 ? <Participants data={data} /> : null}
      <TeamData eventId={eventId} />
      {data.codeRequired && (data.signedUp || data.event.isPast) ? (
        <CodeSection
          key="code"
          data={data}
          onRedeemed={(text) => signUpFeedback.show('success', text, true)}
        />
      ) : null}
      {refusal && LIST_BLOCKERS.has(refusal) ? null : <ListSignup data={data} titleId={titleId} />}
    </div>
  );
}

function OwnStatus({
  data,
  title,
  feedback,
}: {
  data: UserEvent;
  title: string;
  feedback: ReturnType<typeof useActionFeedback>;
}) {
  const validate = trpc.events.validateUserForEvent.useMutation();
  const signUp = trpc.events.signUpToEvent.useMutation();
  const refresh = useRefresh().signUps;
  const busy = validate.isPending || signUp.isPending;
  const refusal = data.signedUp ? null : data.refusal;

  const signUpAlone = async () => {
    if (busy) return;
    // The pre-flight check names the precise reason, which the sign-up itself (default policy) would not.
    let check;
    try {
      check = await validate.mutateAsync({ eventId: data.eventId });
    } catch (error) {
      feedback.show('error', failureText(error, { failure: SIGNUP_FAILED, reasons: EVENT_REFUSALS }), true);
      return;
    }
    if (!check) {
      feedback.show('error', SIGNUP_FAILED, true);
      return;
    }
    if (check.codeRequired && !check.codeValidated) {
      feedback.show('error', EVENT_REFUSALS['code-required'] ?? '', true);
      return;
    }
    const result = await signUp.mutateAsync({ eventId: data.eventId }).catch(() => null);
    if (!result) {
      feedback.show('error', SIGNUP_FAILED, true);
      return;
    }
    // The button is gone once signed up: the message takes focus, so focus is not lost. The seats left are the
    // status line's, which stays true after later sign-ups; a number here would not.
    feedback.show('success', `Du er tilmeldt ${title}.`, true);
    await refresh();
  };

  const { event } = data;
  const past = event.isPast;
  const listCount = data.signUp?.participants.length ?? 0;
  return (
    <div>
      <h4 className={styles.panelTitle}>Din tilmelding</h4>
      <p>
        {formatDateTimeRange(event.startDate, event.endDate)}, {placeText(event.location)}.
      </p>
      <p className={styles.status}>
        {`Du ${past ? 'var' : 'er'} ${data.signedUp ? 'tilmeldt' : 'ikke selv tilmeldt'}`}
        {data.signedUp && data.signUp?.source === 'list' ? ' (via en liste)' : ''}.
        {past ? '' : ` ${seatsLeftText(event.remainingSeats)} af ${event.capacity}.`}
      </p>
      {!past && (data.signedUp || listCount > 0) ? <CancelHelp /> : null}
      {/* A missing code is told by the code's own section, just above. */}
      {refusal && refusal.reason !== 'code-required' ? (
        <p className={styles.note}>{refusalText(refusal.reason)}</p>
      ) : null}
      <Feedback message={feedback.message} />
      {!data.signedUp && data.canSignUp ? (
        <button type="button" className="button" aria-disabled={busy} onClick={() => void signUpAlone()}>
          {busy ? 'Tilmelder …' : 'Tilmeld mig'}
          <span className="visually-hidden"> {title}</span>
        </button>
      ) : null}
    </div>
  );
}

/** There is no call to cancel a sign-up: the foundation does it, so the person is told whom to write to. */
function CancelHelp() {
  const email = useContactEmail();
  return (
    <p className={styles.note}>
      Skal du afmelde dig selv eller en deltager? Skriv til fonden
      {email ? (
        <>
          {' '}
          på <a href={`mailto:${email}`}>{email}</a>
        </>
      ) : null}
      , så afmelder vi.
    </p>
  );
}

function Participants({ data }: { data: UserEvent }) {
  const participants = data.signUp?.participants ?? [];
  return (
    <div>
      <h4 className={styles.panelTitle}>Dine deltagere via liste ({participants.length})</h4>
      <ul className={styles.people}>
        {participants.map((person) => (
          <li key={person.email}>
            {person.name} <span className={styles.meta}>({person.email})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
