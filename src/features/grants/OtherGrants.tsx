import { useQuery } from '@tanstack/react-query';
import type { GrantCardData } from '@/cms/blocks/cards-data';
import { GrantCard } from '@/components/Cards/GrantCard';
import { CardGrid } from '@/components/Cards/CardGrid';
import { SEARCH_INDICES } from '@/lib/search-indices';
import { useSiteConfig } from '@/components/SiteConfig/SiteConfig';
import styles from './Grants.module.css';

/**
 * A record of the grant preview index (docs/architecture.md, Contracts the tests rely on): small records for
 * teasers.
 */
interface PreviewRecord {
  objectID: string;
  title?: unknown;
  url?: unknown;
  teaser?: unknown;
  category?: unknown;
  amount?: unknown;
  amountMax?: unknown;
  deadline?: unknown;
  image?: unknown;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function toCard(record: PreviewRecord): GrantCardData | null {
  const url = str(record.url);
  const deadline = str(record.deadline);
  if (!url || !deadline) return null;
  const image =
    record.image && typeof record.image === 'object' ? (record.image as Record<string, unknown>) : null;
  return {
    id: record.objectID,
    title: str(record.title),
    url,
    category: str(record.category),
    amount: str(record.amount),
    amountMax: typeof record.amountMax === 'number' ? record.amountMax : null,
    deadline,
    teaser: str(record.teaser),
    image: image && typeof image.url === 'string' ? { Url: image.url, AltText: str(image.alt) } : null,
  };
}

/**
 * "Andre legater": open grants from the grant preview index, nearest deadline first, without the grant on
 * the page. Loaded in the browser after the page (it is a suggestion, not the page's content); nothing shows
 * when the search service cannot answer.
 */
export function OtherGrants({ currentUrl }: { currentUrl: string }) {
  const { search } = useSiteConfig();
  const query = useQuery({
    queryKey: ['grants-preview', 'open'],
    queryFn: async () => {
      // The site's one browser search client, loaded with the search library only when a grant page asks.
      const { searchClientFor } = await import('@/features/search/client');
      const { results } = await searchClientFor(search).searchForHits<PreviewRecord>({
        requests: [
          {
            indexName: SEARCH_INDICES.grantsPreview,
            query: '',
            filters: 'isOpen:true',
            hitsPerPage: 4,
            attributesToHighlight: [],
          },
        ],
      });
      return (results[0]?.hits ?? []).flatMap((hit) => {
        const card = toCard(hit);
        return card ? [card] : [];
      });
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  const grants = (query.data ?? []).filter((grant) => grant.url !== currentUrl).slice(0, 3);
  if (grants.length === 0) return null;
  return (
    <section className={`container ${styles.others}`} aria-labelledby="andre-legater">
      <h2 id="andre-legater">Andre legater du kan søge</h2>
      <CardGrid
        items={grants}
        itemKey={(grant) => grant.id}
        renderItem={(grant) => <GrantCard grant={grant} />}
      />
    </section>
  );
}
