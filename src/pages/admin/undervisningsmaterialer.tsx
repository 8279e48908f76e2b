import type { GetServerSideProps } from 'next';
import { MaterialsScreen } from '@/features/admin/materials/MaterialsScreen';
import { AreaScreen } from '@/features/session/AreaScreen';
import { DOWNLOADERS_TABLE, MATERIALS_TABLE } from '@/lib/admin-tables';
import { parseTableState, tableQuery, type TableSpec } from '@/lib/table-state';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', async (api) => {
    // Each table's first page, for the state in the URL: the same input the browser then asks with.
    const input = (spec: TableSpec) => tableQuery(parseTableState(context.query, spec), spec);
    await Promise.all([
      api.material.overviewSummary.prefetch(),
      api.material.materialsTable.prefetch(input(MATERIALS_TABLE)),
      api.material.downloadersTable.prefetch(input(DOWNLOADERS_TABLE)),
    ]);
    return {};
  });

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Admin undervisningsmaterialer"
      intro="Overblik over hentede undervisningsmaterialer."
    >
      <MaterialsScreen />
    </AreaScreen>
  );
}
