import { useId, useMemo, useState } from 'react';
import { fieldId } from '@/components/Form/field-ids';
import styles from './Institutions.module.css';
import { filterInstitutions, institutionCount, type PickableInstitution } from './institution-filter';

/** More than this many matches: the first ones are shown and the person is asked to narrow the search. */
export const MAX_SHOWN = 25;

export interface InstitutionPickerProps {
  formId: string;
  /** The form field the choice is (its id is the error summary's link target). */
  name: string;
  legend: string;
  institutions: readonly PickableInstitution[];
  segments: readonly { segment: string; count: number }[];
  value: string;
  onChange: (id: string) => void;
  error?: string | null;
}

/**
 * Choosing one confirmed institution: a search box (name or city, Danish spelling ignored), a segment filter
 * and a group of radio buttons, which the keyboard (arrow keys) and screen readers know. The chosen
 * institution stays named above the list when the search hides it.
 */
export function InstitutionPicker({
  formId,
  name,
  legend,
  institutions,
  segments,
  value,
  onChange,
  error,
}: InstitutionPickerProps) {
  const [query, setQuery] = useState('');
  const [segment, setSegment] = useState('');
  const ids = useId();
  const groupId = fieldId(formId, name);
  const errorId = `${groupId}-fejl`;
  const statusId = `${groupId}-antal`;
  const matches = useMemo(
    () => filterInstitutions(institutions, { query, segment }),
    [institutions, query, segment],
  );
  const shown = matches.slice(0, MAX_SHOWN);
  const chosen = institutions.find((institution) => institution.id === value) ?? null;

  return (
    <fieldset
      id={groupId}
      tabIndex={-1}
      className={styles.picker}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.filters}>
        <div className={styles.control}>
          <label htmlFor={`${ids}-soeg`} className={styles.label}>
            Søg efter navn eller by
          </label>
          <input
            id={`${ids}-soeg`}
            type="search"
            className={styles.input}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
            // Enter in the search box searches; it must not send the surrounding form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </div>
        <div className={styles.control}>
          <label htmlFor={`${ids}-skoletype`} className={styles.label}>
            Filtrer på skoletype
          </label>
          <select
            id={`${ids}-skoletype`}
            className={styles.input}
            value={segment}
            onChange={(event) => setSegment(event.target.value)}
          >
            <option value="">Alle skoletyper</option>
            {segments.map((option) => (
              <option key={option.segment} value={option.segment}>
                {option.segment} ({option.count})
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.chosen}>
        {chosen ? (
          <>
            Valgt: <strong>{chosen.name}</strong>
          </>
        ) : (
          'Vælg en institution på listen.'
        )}
      </p>
      <p id={statusId} className={styles.count} role="status" aria-live="polite">
        {matches.length === 0
          ? 'Ingen godkendte institutioner passer til din søgning.'
          : matches.length > MAX_SHOWN
            ? `Viser de første ${MAX_SHOWN} af ${institutionCount(matches.length)}. Skriv mere af navnet for at finde din.`
            : `${institutionCount(matches.length)} passer til din søgning.`}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.options}>
          {shown.map((institution) => (
            <li key={institution.id}>
              <label className={styles.option}>
                <input
                  type="radio"
                  name={`${formId}-${name}`}
                  value={institution.id}
                  checked={institution.id === value}
                  onChange={() => onChange(institution.id)}
                />
                <span>
                  <span className={styles.optionName}>{institution.name}</span>
                  <span className={styles.optionMeta}>
                    {[institution.segment, institution.city].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
