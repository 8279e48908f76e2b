import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { SignupForm, SignupFormInput } from '@/lib/forms/signup';
import { InstitutionFields, type InstitutionForm } from '../institutions/InstitutionFields';
import { InstitutionPicker } from '../institutions/InstitutionPicker';
import styles from '../institutions/Institutions.module.css';
import type { useInstitutionLists } from '../institutions/use-institution-refresh';
import startStyles from './Start.module.css';

/** The sign-up's institution: a confirmed one from the list, or a new one (pending until approved). */
export function SignupInstitutionPart({
  formId,
  person,
  institution,
  lists,
}: {
  formId: string;
  person: UseFormReturn<SignupFormInput, unknown, SignupForm>;
  institution: InstitutionForm;
  lists: ReturnType<typeof useInstitutionLists>;
}) {
  const [choice, institutionId] = useWatch({ control: person.control, name: ['choice', 'institutionId'] });
  const hasList = lists.available === true;
  return (
    <>
      <fieldset className={styles.picker}>
        <legend className={styles.legend}>Din institution</legend>
        <div className={startStyles.choices}>
          <label className={styles.option}>
            <input type="radio" value="existing" disabled={!hasList} {...person.register('choice')} />
            <span>Min institution er på listen over godkendte institutioner</span>
          </label>
          <label className={styles.option}>
            <input type="radio" value="new" {...person.register('choice')} />
            <span>Min institution er ikke på listen: jeg opretter den</span>
          </label>
        </div>
        {!hasList ? (
          <p className={styles.note}>
            Listen over godkendte institutioner kunne ikke hentes lige nu. Du kan oprette din institution,
            eller prøve igen senere.
          </p>
        ) : null}
      </fieldset>
      {choice === 'existing' && hasList ? (
        <InstitutionPicker
          formId={formId}
          name="institutionId"
          legend="Vælg din institution"
          segments={lists.segments}
          value={institutionId}
          onChange={(chosen) =>
            person.setValue('institutionId', chosen.id, {
              shouldValidate: person.formState.submitCount > 0,
              shouldDirty: true,
            })
          }
          error={person.formState.errors.institutionId?.message}
        />
      ) : (
        <fieldset className={styles.picker}>
          <legend className={styles.legend}>Opret din institution</legend>
          <p className={styles.note}>
            En ny institution skal godkendes af fonden. Du bliver knyttet til den med det samme, men kan først
            tilmelde dig arrangementer og hente materialer, når den er godkendt.
          </p>
          <InstitutionFields formId={`${formId}-ny`} form={institution} />
        </fieldset>
      )}
    </>
  );
}
