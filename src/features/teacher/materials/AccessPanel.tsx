import { AppLink } from '@/components/AppLink/AppLink';
import { Feedback } from '@/components/Feedback/Feedback';
import type { ActionFeedback } from '@/lib/client/action-feedback';
import { formatShortDate } from '@/lib/dates';
import { CodeForm } from './CodeForm';
import styles from './Materials.module.css';
import type { Materials, MaterialsSummary } from './use-materials';
import { PATHS } from '@/lib/routes';

export interface RedeemData {
  valid: true;
  validatedAt: string;
  unlockedMaterialIds: string[];
}

interface Props {
  /** Whether the school has given access, and whether a code has. */
  access: Pick<MaterialsSummary, 'validated' | 'codeValidated'>;
  user: Materials['user'];
  /** Where the outcome of each way in is told, inside its own box (near the button or the field). */
  schoolFeedback: ActionFeedback;
  codeFeedback: ActionFeedback;
  validating: boolean;
  onValidateUser: () => void;
  onRedeem: (code: string) => Promise<boolean>;
  /** The last code this visit redeemed (validMaterialRedeemData). */
  redeemed: RedeemData | null;
}

/** How the teacher gets access: through their school (ValidateUser) or with a material code (ValidateCode). */
export function AccessPanel({
  access,
  user,
  schoolFeedback,
  codeFeedback,
  validating,
  onValidateUser,
  onRedeem,
  redeemed,
}: Props) {
  return (
    <section aria-labelledby="adgang-titel" className={styles.access}>
      <h2 id="adgang-titel">Din adgang</h2>
      <div className={styles.accessGrid}>
        <div className={styles.accessBox}>
          <h3 id="skole-titel">Via din skole</h3>
          <Feedback message={schoolFeedback.message} />
          <SchoolAccess
            validated={access.validated}
            user={user}
            validating={validating}
            onValidateUser={onValidateUser}
          />
        </div>
        <div className={styles.accessBox}>
          <h3 id="kode-titel">Med en materialekode</h3>
          <Feedback message={codeFeedback.message} />
          {access.codeValidated ? (
            <p className={styles.ok}>
              Du har indløst en materialekode
              {redeemed ? ` d. ${formatShortDate(redeemed.validatedAt)}` : ''}. Alle materialer er åbne for
              dig
              {redeemed ? `: ${redeemed.unlockedMaterialIds.length} i alt` : ''}.
            </p>
          ) : (
            <>
              <p>En materialekode åbner alle materialer, også dem der kun kan hentes med kode.</p>
              <CodeForm onRedeem={onRedeem} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function SchoolAccess({
  validated,
  user,
  validating,
  onValidateUser,
}: {
  validated: boolean;
  user: Materials['user'];
  validating: boolean;
  onValidateUser: () => void;
}) {
  if (validated)
    return <p className={styles.ok}>Din skole har givet dig adgang til materialerne uden kode.</p>;
  const institution = user.data?.institution ?? null;
  if (user.data && !institution) {
    return (
      <p>
        Du skal være knyttet til en godkendt institution for at låse op via din skole.{' '}
        <AppLink href={PATHS.teacherAccount}>Vælg din institution på din konto</AppLink>.
      </p>
    );
  }
  if (institution?.status === 'pending') {
    return (
      <p>
        Din institution {institution.name} venter på godkendelse fra fonden. Når den er godkendt, kan du låse
        op her. Har du en materialekode, kan du bruge den nu.
      </p>
    );
  }
  return (
    <>
      <p>
        {institution
          ? `Som lærer på ${institution.name} kan du åbne materialerne, der ikke kræver kode.`
          : 'Som lærer på en godkendt institution kan du åbne materialerne, der ikke kræver kode.'}
      </p>
      <button
        type="button"
        className="button"
        aria-disabled={validating}
        onClick={() => {
          if (!validating) onValidateUser();
        }}
      >
        {validating ? 'Låser op …' : 'Lås op via min skole'}
      </button>
    </>
  );
}
