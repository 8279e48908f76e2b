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
export function CodeForm({ onRedeem }: { onRedeem: (code: string) => Promise<boolean> }) {
  const form = useForm<MaterialCodeForm>({
    ...summaryFormOptions(materialCodeSchema, MATERIAL_CODE_LABELS),
    defaultValues: { code: '' },
  });
  const { errors, submitCount } = form.formState;
  const summary = summaryErrors(CODE_FORM_ID, ['code'], errors);

  return (
    <SubmitForm
      id={CODE_FORM_ID}
      form={form}
      onValid={async ({ code }) => {
        if (await onRedeem(code)) form.reset({ code: '' });
      }}
      className={styles.codeForm}
      labelledBy="kode-titel"
      submitText="Lås op med koden"
      pendingText="Tjekker koden …"
    >
      <ErrorSummary formId={CODE_FORM_ID} errors={summary} focusKey={submitCount} />
      <TextField
        {...textFieldsOf(CODE_FORM_ID, form, MATERIAL_CODE_LABELS)('code')}
        hint="Koden står i det materiale, du har fået fra fonden. Store og små bogstaver er lige gode."
        required
        autoComplete="off"
        spellCheck={false}
      />
    </SubmitForm>
  );
}
