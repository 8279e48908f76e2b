import { useId } from 'react';
import { WHEN_OPTIONS } from './event-rows';
import styles from './Events.module.css';

/** The events table's filters: a programme and past/upcoming, each a plain select (one history entry each). */
export function EventFilters({
  programs,
  program,
  when,
  onChange,
}: {
  programs: readonly { programName: string; displayName: string }[];
  program: string;
  when: string;
  onChange: (filters: { program?: string; when?: string }) => void;
}) {
  const id = useId();
  return (
    <>
      <div className={styles.filter}>
        <label htmlFor={`${id}-program`}>Program</label>
        <select
          id={`${id}-program`}
          className={styles.select}
          value={program}
          onChange={(event) => onChange({ program: event.target.value })}
        >
          <option value="">Alle programmer</option>
          {programs.map((p) => (
            <option key={p.programName} value={p.programName}>
              {p.displayName}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-when`}>Vis</label>
        <select
          id={`${id}-when`}
          className={styles.select}
          value={when}
          onChange={(event) => onChange({ when: event.target.value })}
        >
          {WHEN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
