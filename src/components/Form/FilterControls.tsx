import { useRouter } from 'next/router';
import filterStyles from './Filters.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled choice in a GET filter form; the first option ("Alle …") means no filter. Its id is
 * `filter-{name}` unless given. The choice starts at `value` (the URL's) and is drawn afresh when that changes
 * (Back, "Nulstil filtre"), as a `defaultValue` is read only once.
 */
export function FilterSelect({
  name,
  id = `filter-${name}`,
  label,
  allLabel,
  value,
  options,
}: {
  id?: string;
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly FilterOption[];
}) {
  return (
    <div className={filterStyles.control}>
      <label className={filterStyles.label} htmlFor={id}>
        {label}
      </label>
      <select key={value} id={id} name={name} className={filterStyles.input} defaultValue={value}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter form's submit button and, when filters are on, "Nulstil filtre": a real link to the unfiltered
 * page, which with JavaScript fetches the page's data again (the server filters and pages the lists).
 */
export function FilterActions({
  submitText,
  filtered,
  path,
}: {
  submitText: string;
  filtered: boolean;
  path: string;
}) {
  const router = useRouter();
  return (
    <div className={filterStyles.actions}>
      <button type="submit" className="button">
        {submitText}
      </button>
      {filtered ? (
        <a
          href={path}
          onClick={(event) => {
            event.preventDefault();
            void router.push(path, undefined, { scroll: false });
          }}
        >
          Nulstil filtre
        </a>
      ) : null}
    </div>
  );
}
