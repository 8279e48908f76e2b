import { useState } from 'react';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { programmeLabel } from '@/features/events/programmes';
import { couldNotFetch, LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { AccessPanel } from './AccessPanel';
import { MaterialCard } from './MaterialCard';
import styles from './Materials.module.css';
import { timesText } from './texts';
import { useMaterials, type MaterialItem } from './use-materials';
import { useUnlock } from './use-unlock';

/** Undervisningsmaterialer: access (school or code), the open and the locked materials, and the downloads. */
export function MaterialsScreen() {
  const { overview, user } = useMaterials();
  const schoolFeedback = useActionFeedback();
  const codeFeedback = useActionFeedback();
  // The spec's client state (SPEC section 3, "held during a visit"): validMaterialRedeemData is kept by the
  // unlock (use-unlock.ts); recordingValidated: the ids of the materials whose download this visit registered.
  const unlock = useUnlock({ schoolFeedback, codeFeedback });
  const [recordingValidated, setRecordingValidated] = useState<string[]>([]);

  if (overview.isPending) return <p className={styles.empty}>Henter dine materialer …</p>;
  if (!overview.data) return <LoadFailure {...couldNotFetch('Dine materialer')} retry={overview.refetch} />;

  const data = overview.data;
  const open = data.materials.filter((m) => m.accessible);
  const locked = data.materials.filter((m) => !m.accessible);
  const card = (material: MaterialItem) => (
    <MaterialCard
      key={material.materialId}
      material={material}
      validated={data.validated}
      programme={material.programName ? programmeLabel(material.programName) : null}
      recorded={recordingValidated.includes(material.materialId)}
      onRecorded={(id) => setRecordingValidated((ids) => (ids.includes(id) ? ids : [...ids, id]))}
    />
  );

  return (
    <div className={styles.screen}>
      <p className={styles.summary} aria-live="polite">
        {open.length} af {data.materials.length} materialer er åbne for dig. Du har hentet materialer{' '}
        {timesText(data.totalDownloads)} i alt.
      </p>
      <AccessPanel
        overview={data}
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
        {open.length === 0 ? (
          <p className={styles.empty}>
            Ingen materialer er åbne for dig endnu. Lås op via din skole eller med en kode.
          </p>
        ) : (
          <ul className={styles.grid}>{open.map(card)}</ul>
        )}
      </section>
      {locked.length > 0 ? (
        <section aria-labelledby="laaste-titel">
          <h2 id="laaste-titel">Låste materialer</h2>
          <ul className={styles.grid}>{locked.map(card)}</ul>
        </section>
      ) : null}
    </div>
  );
}
