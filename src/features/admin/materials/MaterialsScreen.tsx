import { ChartFigure } from '../charts/ChartFigure';
import { KeyFigures } from '../charts/KeyFigures';
import { QueryPart } from '@/components/LoadFailure/LoadFailure';
import { Section } from '../Section';
import { DownloadersTable } from './DownloadersTable';
import type { MaterialSummary } from './material-data';
import { MaterialsTable } from './MaterialsTable';
import { RecentDownloads } from './RecentDownloads';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { adminMaterialsQueries } from '@/lib/screens/admin-screens';

function Downloads({ summary }: { summary: MaterialSummary }) {
  const bars = summary.top.map((m) => ({ label: m.title, value: m.downloads }));
  return (
    <>
      <KeyFigures
        label="Downloads i tal"
        items={[
          { name: 'Downloads i alt', value: summary.totals.downloads },
          { name: 'Brugere, der har hentet', value: summary.totals.users },
          { name: 'Materialer', value: summary.totals.materials },
        ]}
      />
      <ChartFigure title="De mest hentede materialer" data={bars} unit="downloads">
        <MaterialsTable />
      </ChartFigure>
    </>
  );
}

/**
 * Admin undervisningsmaterialer: the download overview (GetOverview). The server sends the key figures, the
 * chart's most downloaded materials and the newest downloads, and each table one page at a time.
 */
export function MaterialsScreen() {
  const summary = useQuery(useAdminQueries(adminMaterialsQueries).summary);
  return (
    <>
      {/* The first part stays in place while its data comes, so its heading can take focus after a retry. */}
      <Section id="downloads" title="Downloads">
        <QueryPart query={summary} what="Download-oversigten" focusId="downloads">
          {(data) => <Downloads summary={data} />}
        </QueryPart>
      </Section>
      {summary.data ? (
        <>
          <Section id="brugere-der-henter" title="Brugere">
            <DownloadersTable />
          </Section>
          <Section id="seneste-downloads" title="Seneste downloads">
            <RecentDownloads recent={summary.data.recent} />
          </Section>
        </>
      ) : null}
    </>
  );
}
