import type { InstitutionFormInput } from '@/lib/forms/institution';
import { ChooseInstitutionForm } from './ChooseInstitutionForm';
import { CreateInstitutionForm } from './CreateInstitutionForm';
import styles from './Institutions.module.css';
import type { TeacherUser } from './types';
import { useInstitutionLists } from './use-institution-refresh';

export interface InstitutionChooserProps {
  /** Prefix of the forms' ids (one chooser per screen). */
  idPrefix: string;
  currentId?: string | null;
  currentName?: string | null;
  chooseHeading: string;
  chooseSubmit: string;
  createHeading: string;
  /** What the person typed into "Opret ny institution" earlier (a sign-up whose institution failed). */
  draft?: InstitutionFormInput;
  onChanged?: (user?: TeacherUser) => void;
}

/** Both ways to an institution: pick a confirmed one, or create a new one (pending until approved). */
export function InstitutionChooser({
  idPrefix,
  currentId,
  currentName,
  chooseHeading,
  chooseSubmit,
  createHeading,
  draft,
  onChanged,
}: InstitutionChooserProps) {
  const lists = useInstitutionLists();
  return (
    <>
      <section aria-labelledby={`${idPrefix}-vaelg-titel`} className={styles.section}>
        <h3 id={`${idPrefix}-vaelg-titel`}>{chooseHeading}</h3>
        {lists.available !== null ? (
          <ChooseInstitutionForm
            formId={`${idPrefix}-vaelg`}
            legend="Godkendte institutioner"
            submitText={chooseSubmit}
            pendingText="Gemmer …"
            segments={lists.segments}
            currentId={currentId}
            currentName={currentName}
            onLinked={onChanged}
          />
        ) : (
          <p role="alert">
            {lists.loading
              ? 'Henter institutionerne …'
              : 'Listen over institutioner kunne ikke hentes lige nu. Prøv igen om lidt, eller opret din institution herunder.'}
          </p>
        )}
      </section>
      <section aria-labelledby={`${idPrefix}-opret-titel`} className={styles.section}>
        <h3 id={`${idPrefix}-opret-titel`}>{createHeading}</h3>
        <CreateInstitutionForm formId={`${idPrefix}-opret`} initial={draft} onDone={onChanged} />
      </section>
    </>
  );
}
