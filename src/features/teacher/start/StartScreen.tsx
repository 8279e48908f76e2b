import { useState } from 'react';
import { AppLink } from '@/components/AppLink/AppLink';
import { Feedback } from '@/components/Feedback/Feedback';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { trpc } from '@/lib/client/trpc';
import type { InstitutionFormInput } from '@/lib/forms/institution';
import { InstitutionChooser } from '../institutions/InstitutionChooser';
import { ProfileOverview } from './ProfileOverview';
import { SignupForm, type SignedUp } from './SignupForm';
import { couldNotFetch, LoadFailure } from '@/components/LoadFailure/LoadFailure';
import styles from './Start.module.css';
import { useFocusOnChange } from './use-focus-on-change';

/** Which step the server found the person at (docs/decisions/0010): no record, no institution, or both. */
export type StartStage = 'signup' | 'link-institution' | 'profile';

const HEADINGS: Record<StartStage, string> = {
  signup: 'Tilmeld dig programmet',
  'link-institution': 'Vælg din institution',
  profile: 'Din profil',
};

/**
 * Getting started on Min profil: a person without a record signs up for the programme, a person without an
 * institution links one, and a member sees their profile and where to go next. Each step follows the last
 * without a reload, and focus moves to the new step's heading.
 */
export function StartScreen({
  initialStage,
  viewerName,
  returnTo = null,
}: {
  initialStage: StartStage;
  viewerName: string;
  /** Where the person came from to sign up (a material's "Hent"): offered as the way back once signed up. */
  returnTo?: string | null;
}) {
  const [signedUp, setSignedUp] = useState(initialStage !== 'signup');
  const [draft, setDraft] = useState<InstitutionFormInput | undefined>(undefined);
  const notice = useActionFeedback();
  const utils = trpc.useUtils();
  const user = trpc.user.getUser.useQuery(undefined, { enabled: signedUp });
  const member = user.data ?? null;
  const stage: StartStage = !signedUp ? 'signup' : member?.institutionId ? 'profile' : 'link-institution';
  const heading = useFocusOnChange<HTMLHeadingElement>(stage);

  const onSignedUp = async ({ user: created, draft: unsaved }: SignedUp) => {
    // A new institution was linked after the record was made: the record as it is now, so the screen moves
    // once, straight to the right step. Through the cache, so the loading indicator counts it.
    const fresh = created.institutionId
      ? created
      : await utils.user.getUser.fetch(undefined, { staleTime: 0, retry: false }).catch(() => null);
    utils.user.getUser.setData(undefined, fresh ?? created);
    setDraft(unsaved);
    setSignedUp(true);
    if (unsaved)
      notice.show(
        'error',
        'Du er nu tilmeldt programmet, men din institution kunne ikke oprettes. Vælg den på listen, eller prøv at oprette den igen herunder.',
      );
    else notice.show('success', 'Velkommen! Du er nu tilmeldt programmet.');
  };

  const onLinked = () => {
    setDraft(undefined);
    notice.show('success', 'Tak. Din institution er gemt.');
  };

  if (signedUp && !member)
    return user.isLoading ? (
      <p role="status">Henter dine oplysninger …</p>
    ) : (
      <LoadFailure {...couldNotFetch('Dine oplysninger')} retry={user.refetch} />
    );

  return (
    <section className={styles.stage} aria-labelledby="start-titel">
      <h2 id="start-titel" ref={heading} tabIndex={-1} className={styles.stageHeading}>
        {HEADINGS[stage]}
      </h2>
      <Feedback message={notice.message} />
      {returnTo && stage !== 'signup' ? (
        <p className={styles.back}>
          <AppLink href={returnTo} className="button">
            Tilbage til materialet
          </AppLink>
        </p>
      ) : null}
      {stage === 'signup' ? (
        <>
          <p>
            Du er logget ind, men endnu ikke tilmeldt fondens program for undervisere. Udfyld oplysningerne
            herunder, så kan du bruge Min profil.
          </p>
          <SignupForm defaultName={viewerName} onSignedUp={onSignedUp} />
        </>
      ) : stage === 'link-institution' && member ? (
        <>
          <p>
            Hej {member.givenName || member.name}. Før du kan tilmelde dig arrangementer og hente materialer,
            skal du knyttes til den institution, du underviser på.
          </p>
          <InstitutionChooser
            idPrefix="start-institution"
            chooseHeading="Find din institution"
            chooseSubmit="Brug denne institution"
            createHeading="Findes din institution ikke på listen?"
            draft={draft}
            onChanged={onLinked}
          />
        </>
      ) : member ? (
        <ProfileOverview user={member} />
      ) : null}
    </section>
  );
}
