import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { UrlDataTable } from '@/components/DataTable/UrlDataTable';
import { NO_PROGRAM } from '@/lib/admin-tables';
import type { TableSpec } from '@/lib/table-state';
import { ChartFigure } from '../charts/ChartFigure';
import { danishText } from '../table-sorting';
import { KeyFigures } from '../charts/KeyFigures';
import { QueryPart } from '@/components/LoadFailure/LoadFailure';
import { Section } from '../Section';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import type { ProgramSummary } from '@/lib/admin/overview-rows';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { adminOverviewQueries } from '@/lib/screens/admin-screens';

const spec: TableSpec = {
  prefix: 'prog',
  sortable: ['program', 'members', 'events', 'seats'],
  defaultSort: { id: 'members', desc: true },
};

const columns: ColumnDef<ProgramSummary, unknown>[] = [
  { id: 'program', header: 'Program', accessorFn: (p) => p.displayName, sortingFn: danishText },
  { id: 'members', header: 'Medlemmer', accessorFn: (p) => p.members, sortingFn: 'basic' },
  { id: 'events', header: 'Events', accessorFn: (p) => p.events, sortingFn: 'basic' },
  { id: 'seats', header: 'Pladser optaget', accessorFn: (p) => p.seatsTaken, sortingFn: 'basic' },
];

function ProgramTable({ rows }: { rows: readonly ProgramSummary[] }) {
  // The events of no programme are a row of their own (their seats count), with no members to chart.
  const real = rows.filter((p) => p.programName !== NO_PROGRAM.programName);
  const bars = useMemo(
    () =>
      rows
        .filter((p) => p.programName !== NO_PROGRAM.programName)
        .map((p) => ({ label: p.displayName, value: p.members })),
    [rows],
  );
  return (
    <>
      <KeyFigures
        label="Programmer i tal"
        items={[
          { name: 'Programmer', value: real.length },
          { name: 'Events', value: rows.reduce((sum, p) => sum + p.events, 0) },
          { name: 'Medlemskaber i alt', value: rows.reduce((sum, p) => sum + p.members, 0) },
          { name: 'Pladser optaget til events', value: rows.reduce((sum, p) => sum + p.seatsTaken, 0) },
        ]}
      />
      <ChartFigure title="Medlemmer pr. program" data={bars} unit="medlemmer">
        <UrlDataTable
          spec={spec}
          caption="Medlemmer, events og optagede pladser pr. program"
          columns={columns}
          data={rows}
          getRowId={(p) => p.programName}
          rowHeader="program"
          countText={() =>
            `${real.length} programmer${real.length < rows.length ? ' og events uden program' : ''}`
          }
          emptyText="Der er ingen programmer."
          toolbar={<ExportLink {...EXPORTS.programMembers} />}
        />
      </ChartFigure>
    </>
  );
}

/**
 * GetProgramData, summed up per programme on the server: members (the chart) and seats taken at its events.
 * The programmes are a short list that does not grow with people or events, so this table sorts in the browser.
 */
export function ProgramMembers() {
  const programs = useQuery(useAdminQueries(adminOverviewQueries).programs);
  return (
    <Section id="programmer" title="Programmer">
      <QueryPart query={programs} what="Programdata" focusId="programmer">
        {(data) => <ProgramTable rows={data} />}
      </QueryPart>
    </Section>
  );
}
