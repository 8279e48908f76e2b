import { useRef, useState } from 'react';
import { BusyButton, pressOnce } from '@/components/BusyButton/BusyButton';
import { Feedback } from '@/components/Feedback/Feedback';
import { registerContentModalView, type ContentModalViewProps } from '@/components/Modals/content-views';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { NEW_WINDOW_NOTE } from '@/lib/new-window';
import { modals } from '@/lib/client/modals';
import { withTrpc } from '@/lib/client/TrpcProvider';
import { CodeForm } from '@/features/teacher/materials/CodeForm';
import { useDownload } from '@/features/teacher/materials/use-download';
import { useUnlock } from '@/features/teacher/materials/use-unlock';
import styles from './Materials.module.css';

/** The content modal's view that unlocks a material: `openContentModal({ view: MATERIAL_UNLOCK_VIEW, … })`. */
export const MATERIAL_UNLOCK_VIEW = 'materialUnlock';

/** What the view is opened with (the modal hands properties on as they are, so they are checked here). */
export interface UnlockProps {
  materialId: string;
  title: string;
  requiresCode: boolean;
  /** The school can unlock it: no code needed, and the teacher is not validated yet. */
  schoolPossible: boolean;
  /** The page it was opened on (isModalValid's PageId). */
  pageId: string;
}

export const unlockProps = (props: Readonly<Record<string, unknown>>): UnlockProps | null => {
  const { materialId, title, requiresCode, schoolPossible, pageId } = props;
  return typeof materialId === 'string' &&
    typeof title === 'string' &&
    typeof requiresCode === 'boolean' &&
    typeof schoolPossible === 'boolean' &&
    typeof pageId === 'string'
    ? { materialId, title, requiresCode, schoolPossible, pageId }
    : null;
};

/**
 * After the unlock, in the same dialog, below the unlock's message (which has the focus): "Hent …" downloads the material at once (the press is the click that may
 * open the file's window), the same download as everywhere (use-download.ts); "Luk" closes, and the page comes
 * back with the material unlocked.
 */
function UnlockedActions({ material, close }: { material: UnlockProps; close: () => void }) {
  const feedback = useActionFeedback();
  const download = useDownload(feedback);
  const pressing = useRef(false);
  return (
    <>
      <Feedback message={feedback.message} />
      {download.file ? (
        <p className={styles.fileLink}>
          <a href={download.file.url} target="_blank" rel="noopener" download>
            Åbn {download.file.title} ({NEW_WINDOW_NOTE})
          </a>
        </p>
      ) : null}
      <div className={styles.actions}>
        <BusyButton
          busy={download.pending}
          text={`Hent ${material.title}`}
          busyText="Henter …"
          onPress={() => void pressOnce(pressing, () => download.start(material.materialId, material.title))}
        />
        <button type="button" className="button button--ghost" onClick={close}>
          Luk
        </button>
      </div>
    </>
  );
}

/**
 * A teacher without access, in the content modal: the material code form (material ValidateCode) and, where
 * it opens the material, "Lås op via min skole" (ValidateUser), the same unlock as Min profil's. A success
 * sets isModalValid for this page with the material as the returned data, and the dialog offers the download
 * at once; closing then reloads the page (the reload-page counter), and the page offers the material's download
 * with focus on it.
 */
function UnlockView({ props, close }: ContentModalViewProps) {
  const schoolFeedback = useActionFeedback();
  const codeFeedback = useActionFeedback();
  const [done, setDone] = useState(false);
  const material = unlockProps(props);
  const unlock = useUnlock({
    schoolFeedback,
    codeFeedback,
    onUnlocked: (unlocked) => {
      if (!material) return;
      modals.completeContent(material.pageId, {
        materialId: material.materialId,
        via: unlocked.via,
        ...(unlocked.via === 'code' ? { validMaterialRedeemData: unlocked.redeem } : {}),
      });
      setDone(true);
    },
  });
  if (!material) return <p role="alert">Materialet kan ikke låses op herfra.</p>;

  return (
    <div className={styles.unlock}>
      {done ? null : (
        <p>
          {material.requiresCode
            ? `${material.title} kræver en materialekode. Koden står i det materiale, du har fået fra fonden, og den låser alle materialer op for dig.`
            : `${material.title} er låst for dig. Lås op via din skole, eller brug en materialekode.`}
        </p>
      )}
      <div>
        <Feedback message={codeFeedback.message} />
        <Feedback message={schoolFeedback.message} />
      </div>
      {done ? (
        <UnlockedActions material={material} close={close} />
      ) : (
        <>
          <section aria-labelledby="laas-op-kode-titel" className={styles.way}>
            <h3 id="laas-op-kode-titel">Med en materialekode</h3>
            <CodeForm onRedeem={unlock.redeem} formId="laas-op-kode" labelledBy="laas-op-kode-titel" />
          </section>
          {material.schoolPossible ? (
            <section aria-labelledby="laas-op-skole-titel" className={styles.way}>
              <h3 id="laas-op-skole-titel">Via din skole</h3>
              <p>Er du lærer på en godkendt institution, kan din skole åbne materialerne uden kode.</p>
              <button
                type="button"
                className="button button--ghost"
                aria-disabled={unlock.validating}
                onClick={() => {
                  if (!unlock.validating) void unlock.unlockViaSchool();
                }}
              >
                {unlock.validating ? 'Låser op …' : 'Lås op via min skole'}
              </button>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

registerContentModalView(MATERIAL_UNLOCK_VIEW, withTrpc(UnlockView));
