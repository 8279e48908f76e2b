import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/Form/ErrorSummary';
import { summaryFormOptions } from '@/components/Form/form-options';
import { TextField, textFieldsOf } from '@/components/Form/TextField';
import { summaryErrors } from '@/components/Form/field-ids';
import { SubmitForm } from '@/components/Form/SubmitForm';
import { MATERIAL_CODE_LABELS, materialCodeSchema, type MaterialCodeForm } from '@/lib/validation';
import styles from './Materials.module.css';

export const CODE_FORM_ID = 'materialekode';

/**
 * The material code form. `onRedeem` tells whether the code was taken; a refused or failed code keeps what was
 * typed, so the person can correct it.
 */
export function CodeForm({
  onRedeem,
  formId = CODE_FORM_ID,
  labelledBy = 'kode-titel',
}: {
  onRedeem: (code: string) => Promise<boolean>;
  /** The form's id (its field is `${formId}-code`); one per page. */
  formId?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}) {
  const form = useForm<MaterialCodeForm>({
    ...summaryFormOptions(materialCodeSchema, MATERIAL_CODE_LABELS),
    defaultValues: { code: '' },
  });
  const { errors, submitCount } = form.formState;
  const summary = summaryErrors(formId, ['code'], errors);

  return (
    <SubmitForm
      id={formId}
      form={form}
      onValid={async ({ code }) => {
        if (await onRedeem(code)) form.reset({ code: '' });
      }}
      className={styles.codeForm}
      labelledBy={labelledBy}
      submitText="Lås op med koden"
      pendingText="Tjekker koden …"
    >
      <ErrorSummary formId={formId} errors={summary} focusKey={submitCount} />
      <TextField
        {...textFieldsOf(formId, form, MATERIAL_CODE_LABELS)('code')}
        hint="Koden står i det materiale, du har fået fra fonden. Store og små bogstaver er lige gode."
        required
        autoComplete="off"
        spellCheck={false}
      />
    </SubmitForm>
  );
}
