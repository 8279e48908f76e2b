import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/Form/ErrorSummary';
import { TextField, textFieldsOf } from '@/components/Form/TextField';
import { summaryErrors } from '@/components/Form/field-ids';
import { submitOnce } from '@/components/Form/submit-once';
import {
  FORM_MODE,
  MATERIAL_CODE_LABELS,
  fallbackErrorMap,
  materialCodeSchema,
  type MaterialCodeForm,
} from '@/lib/validation';
import styles from './Materials.module.css';

export const CODE_FORM_ID = 'materialekode';

/**
 * The material code form. `onRedeem` tells whether the code was taken; a refused or failed code keeps what was
 * typed, so the person can correct it.
 */
export function CodeForm({ onRedeem }: { onRedeem: (code: string) => Promise<boolean> }) {
  const form = useForm<MaterialCodeForm>({
    ...FORM_MODE,
    resolver: zodResolver(materialCodeSchema, { error: fallbackErrorMap(MATERIAL_CODE_LABELS) }),
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const summary = summaryErrors(CODE_FORM_ID, ['code'], errors);

  return (
    <form
      id={CODE_FORM_ID}
      noValidate
      className={styles.codeForm}
      aria-labelledby="kode-titel"
      onSubmit={(event) =>
        submitOnce(event, form, async ({ code }) => {
          if (await onRedeem(code)) form.reset({ code: '' });
        })
      }
    >
      <ErrorSummary formId={CODE_FORM_ID} errors={summary} focusKey={submitCount} />
      <TextField
        {...textFieldsOf(CODE_FORM_ID, form, MATERIAL_CODE_LABELS)('code')}
        hint="Koden står i det materiale, du har fået fra fonden. Store og små bogstaver er lige gode."
        required
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className="button" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Tjekker koden …' : 'Lås op med koden'}
      </button>
    </form>
  );
}
