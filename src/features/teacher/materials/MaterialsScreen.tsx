import { useState } from 'react';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { programmeLabel } from '@/lib/programme-names';
import { couldNotFetch, LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { AccessPanel } from './AccessPanel';
import { MaterialCard } from './MaterialCard';
import styles from './Materials.module.css';
import { PagedMaterials } from './PagedMaterials';
import { timesText } from './texts';
import { useMaterials, type MaterialItem } from './use-materials';
import { useUnlock } from './use-unlock';

/**
 * Undervisningsmaterialer: access (school or code), the open and the locked materials a page at a time
 * (material.getMyMaterialsPage), and the downloads.
 */
export function MaterialsScreen() {
  const { open, locked, first, user } = useMaterials();
  const schoolFeedback = useActionFeedback();
  const codeFeedback = useActionFeedback();
  // The spec's client state (SPEC section 3, "held during a visit"): validMaterialRedeemData is kept by the
  // unlock (use-unlock.ts); recordingValidated: the ids of the materials whose download this visit registered.
  const unlock = useUnlock({ schoolFeedback, codeFeedback });
  const [recordingValidated, setRecordingValidated] = useState<string[]>([]);

  if (open.isPending) return <p className={styles.empty}>Henter dine materialer …</p>;
  if (!first) return <LoadFailure {...couldNotFetch('Dine materialer')} retry={open.refetch} />;

  const lockedCount = first.materialCount - first.openCount;
  const card = (material: MaterialItem) => (
    <MaterialCard
      key={material.materialId}
      material={material}
      validated={first.validated}
      programme={material.programName ? programmeLabel(material.programName) : null}
      recorded={recordingValidated.includes(material.materialId)}
      onRecorded={(id) => setRecordingValidated((ids) => (ids.includes(id) ? ids : [...ids, id]))}
    />
  );

  return (
    <div className={styles.screen}>
      <p className={styles.summary} aria-live="polite">
        {first.openCount} af {first.materialCount} materialer er åbne for dig. Du har hentet materialer{' '}
        {timesText(first.totalDownloads)} i alt.
      </p>
      <AccessPanel
        access={first}
        user={user}
        schoolFeedback={schoolFeedback}
        codeFeedback={codeFeedback}
        validating={unlock.validating}
        onValidateUser={() => void unlock.unlockViaSchool()}
        onRedeem={unlock.redeem}
        redeemed={unlock.validMaterialRedeemData}
      />
      <section aria-labelledby="aabne-titel">
        <h2 id="aabne-titel">Åbne materialer</h2>
        {first.openCount === 0 ? (
          <p className={styles.empty}>
            Ingen materialer er åbne for dig endnu. Lås op via din skole eller med en kode.
          </p>
        ) : (
          <PagedMaterials query={open} card={card} />
        )}
      </section>
      {lockedCount > 0 ? (
        <section aria-labelledby="laaste-titel">
          <h2 id="laaste-titel">Låste materialer</h2>
          {locked.isPending ? (
            <p className={styles.empty}>Henter de låste materialer …</p>
          ) : !locked.data?.pages[0] ? (
            <LoadFailure {...couldNotFetch('De låste materialer')} retry={locked.refetch} />
          ) : (
            <PagedMaterials query={locked} card={card} />
          )}
        </section>
      ) : null}
    </div>
  );
}
