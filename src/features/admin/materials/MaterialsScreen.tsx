import { useMemo } from 'react';
import { trpc } from '@/lib/client/trpc';
import { ChartFigure } from '../charts/ChartFigure';
import { KeyFigures } from '../charts/KeyFigures';
import { QueryPart } from '@/components/LoadFailure/LoadFailure';
import { Section } from '../Section';
import { DownloadersTable } from './DownloadersTable';
import { downloadBars, type MaterialOverview } from './material-data';
import { MaterialsTable } from './MaterialsTable';
import { RecentDownloads } from './RecentDownloads';

function Downloads({ overview }: { overview: MaterialOverview }) {
  const bars = useMemo(() => downloadBars(overview.materials), [overview.materials]);
  return (
    <>
      <KeyFigures
        label="Downloads i tal"
        items={[
          { name: 'Downloads i alt', value: overview.totals.downloads },
          { name: 'Brugere, der har hentet', value: overview.totals.users },
          { name: 'Materialer', value: overview.totals.materials },
        ]}
      />
      <ChartFigure title="Downloads pr. materiale" data={bars} unit="downloads">
        <MaterialsTable materials={overview.materials} />
      </ChartFigure>
    </>
  );
}

/** Admin undervisningsmaterialer: the download overview (GetOverview). */
export function MaterialsScreen() {
  const overview = trpc.material.getOverview.useQuery();
  return (
    <>
      {/* The first part stays in place while its data comes, so its heading can take focus after a retry. */}
      <Section id="downloads" title="Downloads">
        <QueryPart query={overview} what="Download-oversigten" focusId="downloads">
          {(data) => <Downloads overview={data} />}
        </QueryPart>
      </Section>
      {overview.data ? (
        <>
          <Section id="brugere-der-henter" title="Brugere">
            <DownloadersTable users={overview.data.users} />
          </Section>
          <Section id="seneste-downloads" title="Seneste downloads">
            <RecentDownloads recent={overview.data.recent} />
          </Section>
        </>
      ) : null}
    </>
  );
}
