import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { fieldId } from '@/components/Form/field-ids';
import { trpc } from '@/lib/client/trpc';
import styles from './Institutions.module.css';
import { institutionCount, type PickableInstitution } from '@/lib/institution-filter';
import type { SegmentOption } from './types';

/** How long typing may pause before the search is sent. */
const TYPING_PAUSE_MS = 250;

export interface InstitutionPickerProps {
  formId: string;
  /** The form field the choice is (its id is the error summary's link target). */
  name: string;
  legend: string;
  segments: readonly SegmentOption[];
  value: string;
  /** The chosen institution's name when the picker starts (the person's current institution). */
  valueName?: string | null;
  onChange: (institution: PickableInstitution) => void;
  error?: string | null;
}

function useTypingPause(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function statusText(total: number, shown: number) {
  if (total === 0) return 'Ingen godkendte institutioner passer til din søgning.';
  if (total > shown)
    return `Viser de første ${shown} af ${institutionCount(total)}. Skriv mere af navnet for at finde din.`;
  return `${institutionCount(total)} passer til din søgning.`;
}

/**
 * Choosing one confirmed institution: a search box (name or city, Danish spelling ignored), a segment filter
 * and a group of radio buttons, which the keyboard (arrow keys) and screen readers know. The search runs on
 * the server (institutions.searchConfirmed), which sends one page of matches and their number, so the page
 * never carries the whole list (docs/decisions/0011). The chosen institution stays named above the list when
 * the search hides it.
 */
export function InstitutionPicker({
  formId,
  name,
  legend,
  segments,
  value,
  valueName,
  onChange,
  error,
}: InstitutionPickerProps) {
  const [query, setQuery] = useState('');
  const [segment, setSegment] = useState('');
  const [picked, setPicked] = useState<PickableInstitution | null>(null);
  const ids = useId();
  const groupId = fieldId(formId, name);
  const errorId = `${groupId}-fejl`;
  const statusId = `${groupId}-antal`;
  const search = trpc.institutions.searchConfirmed.useQuery(
    { query: useTypingPause(query), segment },
    { placeholderData: keepPreviousData },
  );
  const page = search.data ?? null;
  const shown = page?.items ?? [];
  const chosenName = picked?.id === value ? picked.name : value ? valueName : null;

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
            maxLength={200}
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
                {option.count === undefined ? option.segment : `${option.segment} (${option.count})`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.chosen}>
        {chosenName ? (
          <>
            Valgt: <strong>{chosenName}</strong>
          </>
        ) : (
          'Vælg en institution på listen.'
        )}
      </p>
      <p id={statusId} className={styles.count} role="status" aria-live="polite">
        {page
          ? statusText(page.total, shown.length)
          : search.isLoading
            ? 'Henter institutionerne …'
            : 'Institutionerne kunne ikke hentes lige nu. Prøv igen om lidt.'}
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
                  onChange={() => {
                    setPicked(institution);
                    onChange(institution);
                  }}
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
