import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { UrlDataTable } from '@/components/DataTable/UrlDataTable';
import type { TableSpec } from '@/lib/table-state';
import { ChartFigure } from '../charts/ChartFigure';
import { danishText } from '../table-sorting';
import { KeyFigures } from '../charts/KeyFigures';
import { QueryPart } from '@/components/LoadFailure/LoadFailure';
import { Section } from '../Section';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import type { SegmentRow } from '@/lib/admin/overview-rows';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { adminOverviewQueries } from '@/lib/screens/admin-screens';

interface Totals {
  institutions: number;
  confirmed: number;
  pending: number;
  users: number;
  usersWithoutInstitution: number;
}

const spec: TableSpec = {
  prefix: 'seg',
  sortable: ['segment', 'institutions', 'confirmed', 'pending', 'users'],
  defaultSort: { id: 'segment', desc: false },
};

const columns: ColumnDef<SegmentRow, unknown>[] = [
  { id: 'segment', header: 'Skoletype', accessorFn: (s) => s.segment, sortingFn: danishText },
  { id: 'institutions', header: 'Institutioner', accessorFn: (s) => s.institutions, sortingFn: 'basic' },
  { id: 'confirmed', header: 'Godkendte', accessorFn: (s) => s.confirmed, sortingFn: 'basic' },
  { id: 'pending', header: 'Afventer', accessorFn: (s) => s.pending, sortingFn: 'basic' },
  { id: 'users', header: 'Brugere', accessorFn: (s) => s.users, sortingFn: 'basic' },
];

function Segments({ totals, segments: rows }: { totals: Totals; segments: readonly SegmentRow[] }) {
  const bars = useMemo(() => rows.map((s) => ({ label: s.segment, value: s.institutions })), [rows]);
  return (
    <>
      <KeyFigures
        label="Institutioner og brugere i tal"
        items={[
          { name: 'Institutioner i alt', value: totals.institutions },
          { name: 'Godkendte', value: totals.confirmed },
          { name: 'Afventer godkendelse', value: totals.pending },
          { name: 'Brugere', value: totals.users },
          { name: 'Brugere uden institution', value: totals.usersWithoutInstitution },
        ]}
      />
      <ChartFigure title="Institutioner pr. skoletype" data={bars} unit="institutioner">
        <UrlDataTable
          spec={spec}
          caption="Institutioner og brugere pr. skoletype"
          columns={columns}
          data={rows}
          getRowId={(s) => s.segment}
          rowHeader="segment"
          countText={(shown) => `${shown} skoletyper`}
          emptyText="Der er ingen skoletyper."
          toolbar={<ExportLink {...EXPORTS.segments} />}
        />
      </ChartFigure>
    </>
  );
}

/**
 * GetInstitutionOverview's totals and the institutions of each segment (skoletype), summed up on the server:
 * the segments are a fixed short list, so this table sorts in the browser.
 */
export function InstitutionSegments() {
  const overview = useQuery(useAdminQueries(adminOverviewQueries).institutions);
  // An institution approved, renamed or deleted elsewhere in the area changes these numbers.
  return (
    <Section id="institutioner" title="Institutioner">
      <QueryPart query={overview} what="Overblikket over institutioner" focusId="institutioner">
        {(data) => <Segments {...data} />}
      </QueryPart>
    </Section>
  );
}
