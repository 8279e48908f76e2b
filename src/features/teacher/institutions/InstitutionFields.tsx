import type { UseFormReturn } from 'react-hook-form';
import formStyles from '@/components/Form/Form.module.css';
import { TextField } from '@/components/Form/TextField';
import { formFieldIds } from '@/components/Form/field-ids';
import {
  INSTITUTION_LABELS,
  INSTITUTION_SEGMENTS,
  type InstitutionFormInput,
  type NewInstitution,
} from '@/lib/forms/institution';

export type InstitutionForm = UseFormReturn<InstitutionFormInput, unknown, NewInstitution>;

/** The order the fields appear in, for the error summary. */
export const INSTITUTION_FIELD_ORDER = ['name', 'segment', 'address', 'zip', 'city'] as const;

/** The fields of a new institution (name, segment, optional address, postcode and city). */
export function InstitutionFields({ formId, form }: { formId: string; form: InstitutionForm }) {
  const { errors } = form.formState;
  const segment = formFieldIds({
    formId,
    name: 'segment',
    error: errors.segment?.message,
    required: true,
  });
  return (
    <>
      <TextField
        formId={formId}
        label={INSTITUTION_LABELS.name}
        registration={form.register('name')}
        error={errors.name?.message}
        required
        autoComplete="organization"
      />
      <div className={formStyles.field}>
        <label htmlFor={segment.inputId} className={formStyles.label}>
          {INSTITUTION_LABELS.segment}
          <span className={formStyles.required} aria-hidden="true">
            *
          </span>
        </label>
        <select {...form.register('segment')} {...segment.inputProps} className={formStyles.input}>
          <option value="">Vælg skoletype</option>
          {INSTITUTION_SEGMENTS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <p id={segment.errorId} className={formStyles.error} aria-live="polite">
          {errors.segment?.message ?? ''}
        </p>
      </div>
      <TextField
        formId={formId}
        label={INSTITUTION_LABELS.address}
        registration={form.register('address')}
        error={errors.address?.message}
        autoComplete="street-address"
      />
      <TextField
        formId={formId}
        label={INSTITUTION_LABELS.zip}
        registration={form.register('zip')}
        error={errors.zip?.message}
        hint="Fire cifre, fx 8000."
        autoComplete="postal-code"
      />
      <TextField
        formId={formId}
        label={INSTITUTION_LABELS.city}
        registration={form.register('city')}
        error={errors.city?.message}
        autoComplete="address-level2"
      />
    </>
  );
}
