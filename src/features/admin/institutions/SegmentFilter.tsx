import { useId } from 'react';
import styles from './Institutions.module.css';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { usersAndInstitutionsQueries } from '@/lib/screens/admin-screens';

/** The segment filter (GetInstitutionFilterData): every segment with its number of confirmed institutions. */
export function SegmentFilter({ value, onChange }: { value: string; onChange: (segment: string) => void }) {
  const id = useId();
  const filterData = useQuery(useAdminQueries(usersAndInstitutionsQueries).segments);
  const segments = filterData.data?.segments ?? [];
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>Skoletype</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={styles.input}
      >
        <option value="">Alle skoletyper</option>
        {segments.map((s) => (
          <option key={s.segment} value={s.segment}>
            {s.segment} ({s.count})
          </option>
        ))}
        {value && !segments.some((s) => s.segment === value) ? <option value={value}>{value}</option> : null}
      </select>
    </div>
  );
}
