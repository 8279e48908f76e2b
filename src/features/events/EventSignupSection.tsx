import { useEffect, useRef, useState } from 'react';
import { trpc } from '@/lib/client/trpc';
import type { Viewer } from '@/server/loaders/navigation';
import { useViewer } from '@/lib/client/viewer-state';
import { CalendarLink } from './CalendarLink';
import styles from './EventPage.module.css';
import { hasStarted, isOver, type EventInfo } from '@/lib/event-info';
// The form (react-hook-form, zod and the rules) travels in the event template's own chunk, so only event pages
// load it. It is imported statically, not on demand: a second on-demand chunk inside that one was not ready when
// the page hydrated, and the server-rendered form then did not match.
import { SignupForm, type SignupSuccess } from './SignupForm';
import { forgetSignUp, useRememberedSignUp } from './use-event-memory';
import { seatsText, useRemainingSeats } from './use-remaining-seats';
import { loginUrl, PATHS } from '@/lib/routes';

export const SIGNUP_SECTION_ID = 'tilmelding';
const TITLE_ID = 'tilmelding-titel';

export interface EventSignupSectionProps {
  event: EventInfo;
  title: string;
  pageUrl: string;
}

const VISITOR: Viewer = { loggedIn: false, isAdmin: false, name: null };

/**
 * The sign-up part of an event page: the public form, the way in for members, or a note when it is closed. Who
 * is looking is learnt in the browser (the page's HTML is the same for everyone); until then, a visitor's note.
 */
export function EventSignupSection({ event, title, pageUrl }: EventSignupSectionProps) {
  const state = useViewer();
  const viewer = state.status === 'known' ? state.viewer : VISITOR;
  const content = (() => {
    if (isOver(event))
      return <ClosedNote text="Arrangementet er afholdt, så der er ikke længere tilmelding." />;
    if (hasStarted(event)) return <ClosedNote text="Arrangementet er begyndt, så tilmeldingen er lukket." />;
    if (!event.PublicSignup)
      return <MembersOnly viewer={viewer} pageUrl={pageUrl} requiresCode={event.RequiresCode} />;
    return <PublicSignup event={event} title={title} pageUrl={pageUrl} />;
  })();
  return (
    <section id={SIGNUP_SECTION_ID} className={`container ${styles.signup}`} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>Tilmelding</h2>
      {content}
    </section>
  );
}

function ClosedNote({ text }: { text: string }) {
  return (
    <div className={styles.note}>
      <p>{text}</p>
      <p>
        <a href="/arrangementer/">Se de kommende arrangementer</a>
      </p>
    </div>
  );
}

function MembersOnly({
  viewer,
  pageUrl,
  requiresCode,
}: {
  viewer: Viewer;
  pageUrl: string;
  requiresCode: boolean;
}) {
  if (viewer.loggedIn && !viewer.isAdmin) {
    return (
      <div className={styles.note}>
        <p>
          Du tilmelder dig og dine hold på Min profil
          {requiresCode ? ' med den deltagerkode, skolen har fået' : ''}.
        </p>
        <p>
          <a className="button" href={PATHS.teacherProgrammes}>
            Gå til Programmer og events
          </a>
        </p>
      </div>
    );
  }
  if (viewer.isAdmin) {
    return (
      <div className={styles.note}>
        <p>Lærerne tilmelder sig dette arrangement på Min profil. Tilmeldingerne ses under Admin events.</p>
      </div>
    );
  }
  return (
    <div className={styles.note}>
      <p>
        Arrangementet er for lærere, der er med i programmet. Tilmelding sker på Min profil
        {requiresCode ? ' med den deltagerkode, skolen har fået' : ''}.
      </p>
      <p>
        <a className="button" href={loginUrl(pageUrl)}>
          Log ind for at tilmelde dig
        </a>
      </p>
    </div>
  );
}

function PublicSignup({ event, title, pageUrl }: { event: EventInfo; title: string; pageUrl: string }) {
  const eventId = event.EventId;
  const remembered = useRememberedSignUp(eventId);
  const seats = useRemainingSeats(eventId);
  const [success, setSuccess] = useState<SignupSuccess | null>(null);
  const [another, setAnother] = useState(false);
  const [filledUp, setFilledUp] = useState(false);
  const sessionId = remembered?.signUp.sessionId ?? '';
  const check = trpc.attendee.sessionExists.useQuery(
    { sessionId },
    { enabled: Boolean(sessionId) && !success, staleTime: 60_000 },
  );

  // A sign-up the CMS no longer knows (the foundation removed it) is forgotten, and the form comes back.
  useEffect(() => {
    const answer = check.data;
    if (answer && (!answer.exists || (answer.eventId !== undefined && answer.eventId !== eventId)))
      forgetSignUp(eventId);
  }, [check.data, eventId]);

  if (success) return <Confirmation success={success} title={title} pageUrl={pageUrl} />;
  if (remembered && !another) {
    const email = remembered.submission?.email;
    return (
      <div className={styles.success}>
        <h3>Du er tilmeldt</h3>
        <p>
          Du er tilmeldt {title}
          {email ? (
            <>
              {' '}
              med e-mailen <strong>{email}</strong>
            </>
          ) : null}
          .
        </p>
        <p className={styles.actions}>
          <CalendarLink pageUrl={pageUrl} />
          <button type="button" className="button button--ghost" onClick={() => setAnother(true)}>
            Tilmeld en anden person
          </button>
        </p>
      </div>
    );
  }
  if (seats.remaining === 0 || filledUp) return <FullNote refused={filledUp} />;
  return (
    <>
      <p>Tilmeld dig her. Du behøver ikke at logge ind.</p>
      <SignupForm
        eventId={eventId}
        pagePath={pageUrl}
        remaining={seats.remaining}
        titleId={TITLE_ID}
        onSignedUp={setSuccess}
        onFull={() => setFilledUp(true)}
      />
    </>
  );
}

/** No seats left. When a sign-up was just refused for it, the message is an alert and takes focus (the form is gone). */
function FullNote({ refused }: { refused: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) ref.current?.focus();
  }, [refused]);
  return (
    <div
      ref={ref}
      className={styles.note}
      role={refused ? 'alert' : undefined}
      tabIndex={refused ? -1 : undefined}
    >
      <p>
        <strong>Arrangementet er desværre fuldt booket.</strong> Der er ikke flere ledige pladser
        {refused ? ', så vi kunne ikke tilmelde dig' : ''}.
      </p>
    </div>
  );
}

function Confirmation({
  success,
  title,
  pageUrl,
}: {
  success: SignupSuccess;
  title: string;
  pageUrl: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: the confirmation takes focus, so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.success} role="status">
      <h3 ref={headingRef} tabIndex={-1}>
        Tak, du er tilmeldt
      </h3>
      <p>
        {success.name}, du er nu tilmeldt {title} med e-mailen <strong>{success.email}</strong>.
      </p>
      <p>Der er nu {seatsText(success.remainingSeats)} tilbage.</p>
      <p>
        <CalendarLink pageUrl={pageUrl} />
      </p>
    </div>
  );
}
