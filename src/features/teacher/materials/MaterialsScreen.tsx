import { useState } from 'react';
import { failureText, useActionFeedback } from '@/lib/client/action-feedback';
import { programmeLabel } from '@/features/events/programmes';
import { trpc } from '@/lib/client/trpc';
import { LoadFailed } from '../overview/LoadFailed';
import { AccessPanel, type RedeemData } from './AccessPanel';
import { MaterialCard } from './MaterialCard';
import styles from './Materials.module.css';
import { CODE_FAILURE, CODE_REFUSALS, timesText } from './texts';
import { useMaterials, type MaterialItem } from './use-materials';

const SCHOOL_FAILURE = 'Du kunne ikke få adgang via din skole lige nu. Prøv igen om lidt.';

/** Undervisningsmaterialer: access (school or code), the open and the locked materials, and the downloads. */
export function MaterialsScreen() {
  const { overview, user } = useMaterials();
  const utils = trpc.useUtils();
  const schoolFeedback = useActionFeedback();
  const codeFeedback = useActionFeedback();
  const validateUser = trpc.material.validateUser.useMutation();
  const validateCode = trpc.material.validateCode.useMutation();
  // The spec's client state (SPEC section 3, "held during a visit"):
  // recordingValidated: the ids of the materials whose download this visit registered (RegisterDownload answered).
  const [recordingValidated, setRecordingValidated] = useState<string[]>([]);
  // validMaterialRedeemData: the answer of the last material code this visit validated (ValidateCode succeeded).
  const [validMaterialRedeemData, setValidMaterialRedeemData] = useState<RedeemData | null>(null);

  const refresh = () =>
    Promise.all([utils.material.getOverviewForUser.invalidate(), utils.user.getUser.invalidate()]);

  const onValidateUser = async () => {
    try {
      const result = await validateUser.mutateAsync();
      if (!result) {
        schoolFeedback.show('error', SCHOOL_FAILURE);
        return;
      }
      const school = result.user.institution?.name ?? 'din skole';
      schoolFeedback.show(
        'success',
        `Du har nu adgang via ${school}. Materialerne uden kode er låst op.`,
        true,
      );
      await refresh();
    } catch (error) {
      schoolFeedback.show('error', failureText(error, { failure: SCHOOL_FAILURE }));
    }
  };

  const onRedeem = async (code: string): Promise<boolean> => {
    try {
      const result = await validateCode.mutateAsync({ code });
      if (!result) {
        codeFeedback.show('error', CODE_FAILURE, true);
        return false;
      }
      setValidMaterialRedeemData(result);
      const count = result.unlockedMaterialIds.length;
      codeFeedback.show(
        'success',
        `Koden er godkendt. ${count === 1 ? '1 materiale' : `${count} materialer`} er nu åbne for dig.`,
        true,
      );
      await refresh();
      return true;
    } catch (error) {
      codeFeedback.show('error', failureText(error, { failure: CODE_FAILURE, reasons: CODE_REFUSALS }), true);
      return false;
    }
  };

  if (overview.isPending) return <p className={styles.empty}>Henter dine materialer …</p>;
  if (!overview.data) return <LoadFailed what="Dine materialer" retry={overview.refetch} />;

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
        validating={validateUser.isPending}
        onValidateUser={() => void onValidateUser()}
        onRedeem={onRedeem}
        redeemed={validMaterialRedeemData}
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
