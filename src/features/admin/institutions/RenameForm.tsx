import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { fieldId } from '@/components/Form/field-ids';
import { FORM_MODE } from '@/lib/validation';
import styles from './Institutions.module.css';
import { renameSchema, type RenameInput } from './rename-schema';

export const renameFormId = (id: string) => `omdob-${id}`;

/**
 * An institution being renamed: a labelled input with Gem and Annuller. Enter saves, Escape cancels;
 * the parent returns focus to the row's "Omdøb" button either way. A failed save keeps what was typed.
 */
export function RenameForm({
  id,
  name,
  otherNames,
  saving,
  onSave,
  onCancel,
}: {
  id: string;
  name: string;
  otherNames: readonly string[];
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const formId = renameFormId(id);
  const inputId = fieldId(formId, 'name');
  const errorId = `${inputId}-error`;
  const schema = useMemo(() => renameSchema(otherNames), [otherNames]);
  const form = useForm<RenameInput>({
    ...FORM_MODE,
    resolver: zodResolver(schema),
    defaultValues: { name },
  });
  const error = form.formState.errors.name?.message;
  const { setFocus } = form;
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);

  return (
    <form
      id={formId}
      className={styles.rename}
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onSave(values.name))(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <label htmlFor={inputId}>Nyt navn til {name}</label>
      <input
        id={inputId}
        {...form.register('name')}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        autoComplete="off"
      />
      <p id={errorId} className={styles.fieldError} aria-live="polite">
        {error ?? ''}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Gemmer …' : 'Gem'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Annuller
        </button>
      </div>
    </form>
  );
}
