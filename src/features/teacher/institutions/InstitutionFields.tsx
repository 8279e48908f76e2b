import { useForm, type UseFormReturn } from 'react-hook-form';
import { FieldFrame } from '@/components/Form/FieldFrame';
import formStyles from '@/components/Form/Form.module.css';
import { TextField, textFieldsOf } from '@/components/Form/TextField';
import { formFieldIds } from '@/components/Form/field-ids';
import { summaryFormOptions } from '@/components/Form/form-options';
import {
  INSTITUTION_LABELS,
  INSTITUTION_SEGMENTS,
  emptyInstitution,
  institutionSchema,
  type InstitutionFormInput,
  type NewInstitution,
} from '@/lib/forms/institution';

export type InstitutionForm = UseFormReturn<InstitutionFormInput, unknown, NewInstitution>;

/** A new institution's form (checked by its schema, with an error summary), empty unless `initial` is given. */
export const useInstitutionForm = (initial: InstitutionFormInput = emptyInstitution): InstitutionForm =>
  useForm<InstitutionFormInput, unknown, NewInstitution>({
    ...summaryFormOptions(institutionSchema, INSTITUTION_LABELS),
    defaultValues: initial,
  });

/** The order the fields appear in, for the error summary. */
export const INSTITUTION_FIELD_ORDER = ['name', 'segment', 'address', 'zip', 'city'] as const;

/** The fields of a new institution (name, segment, optional address, postcode and city). */
export function InstitutionFields({ formId, form }: { formId: string; form: InstitutionForm }) {
  const field = textFieldsOf(formId, form, INSTITUTION_LABELS);
  const segmentError = form.formState.errors.segment?.message;
  const segment = formFieldIds({ formId, name: 'segment', error: segmentError, required: true });
  return (
    <>
      <TextField {...field('name')} required autoComplete="organization" />
      <FieldFrame field={segment} label={INSTITUTION_LABELS.segment} required error={segmentError}>
        <select {...form.register('segment')} {...segment.inputProps} className={formStyles.input}>
          <option value="">Vælg skoletype</option>
          {INSTITUTION_SEGMENTS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextField {...field('address')} autoComplete="address-line1" />
      <TextField {...field('zip')} hint="Fire cifre, fx 8000." autoComplete="postal-code" />
      <TextField {...field('city')} autoComplete="address-level2" />
    </>
  );
}
