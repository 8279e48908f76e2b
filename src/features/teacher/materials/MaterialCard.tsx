import { Feedback } from '@/components/Feedback/Feedback';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { formatShortDate } from '@/lib/dates';
import styles from './Materials.module.css';
import { CODE_FORM_ID } from './CodeForm';
import { formatLabel, lockedReason, ownDownloadsText } from './texts';
import type { MaterialItem } from './use-materials';
import { useDownload } from './use-download';
import { NEW_WINDOW_NOTE } from '@/lib/new-window';
import { BusyButton } from '@/components/BusyButton/BusyButton';

interface Props {
  material: MaterialItem;
  validated: boolean;
  programme: string | null;
  /** Whether this visit already registered a download of it (recordingValidated). */
  recorded: boolean;
  onRecorded: (materialId: string) => void;
}

/** One material: what it is, whether it is open (and why not), the teacher's downloads, and the download. */
export function MaterialCard({ material, validated, programme, recorded, onRecorded }: Props) {
  const feedback = useActionFeedback();
  const download = useDownload(feedback, onRecorded);
  const titleId = `materiale-${material.materialId}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {material.title}
      </h3>
      <p className={styles.meta}>
        <span className={material.format === 'pdf' ? styles.pdf : styles.ebook}>
          {formatLabel(material.format)}
        </span>
        {programme ? ` · ${programme}` : ' · Alle forløb'}
        {material.requiresCode ? ' · Kræver kode' : ''}
      </p>
      <p>{material.description}</p>
      {material.accessible ? (
        <p className={styles.ok}>Åben for dig.</p>
      ) : (
        <p className={styles.locked}>
          {lockedReason(material, validated)} <a href={`#${CODE_FORM_ID}-code`}>Indtast en materialekode</a>
        </p>
      )}
      <p className={styles.count}>
        {ownDownloadsText(
          material.downloads,
          material.lastDownloadedAt ? formatShortDate(material.lastDownloadedAt) : null,
        )}
        {recorded ? ' Hentet i dette besøg.' : ''}
      </p>
      {/* The message and the file's link sit above the button, so the buttons in a row of cards stay level. */}
      <div className={styles.cardEnd}>
        <Feedback message={feedback.message} />
        {download.file ? (
          <p className={styles.fileLink}>
            <a href={download.file.url} target="_blank" rel="noopener" download>
              Åbn {download.file.title} ({formatLabel(material.format)}, {NEW_WINDOW_NOTE})
            </a>
          </p>
        ) : null}
      </div>
      {material.accessible ? (
        <BusyButton
          busy={download.pending}
          text="Hent"
          busyText="Henter …"
          name={`${material.title} (${NEW_WINDOW_NOTE})`}
          onPress={() => void download.start(material.materialId, material.title)}
        />
      ) : null}
    </li>
  );
}
