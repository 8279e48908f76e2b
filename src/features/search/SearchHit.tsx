import type { Hit } from 'instantsearch.js';
import dynamic from 'next/dynamic';
import { AppLink } from '@/components/AppLink/AppLink';
import { Highlight, Snippet } from 'react-instantsearch';
import { formatShortDate } from '@/lib/dates';
import { useImageCdn } from '@/components/SiteConfig/SiteConfig';
import { cdnUrl } from '@/lib/media';
import { pageTypeLabel } from '@/lib/page-types';
import { counted } from '@/lib/plural';
import type { ListedMaterial } from '@/features/materials/MaterialList';
import styles from './SearchScreen.module.css';

/** The fields of a `content` record the results page asks for (prisma-free-mock/docs/search.md, "Records"). */
export type ContentRecord = {
  title: string;
  url: string;
  type: string;
  teaser?: string;
  /** Never retrieved (up to 4000 characters); only its snippet comes back. */
  text?: string;
  image?: { url: string; alt?: string } | null;
  publishedDate?: string;
  eventStart?: string;
  /** The teaching materials on the page, each offered with "Hent". */
  materials?: ListedMaterial[];
};

export const RETRIEVED_ATTRIBUTES: (keyof ContentRecord)[] = [
  'title',
  'url',
  'type',
  'teaser',
  'image',
  'publishedDate',
  'eventStart',
  'materials',
];

// With the typed API, loaded only when a result offers a material: "Hent" asks who the person is.
const HitMaterials = dynamic(() =>
  Promise.all([import('@/features/materials/MaterialList'), import('@/lib/client/TrpcProvider')]).then(
    ([m, { withTrpc }]) => withTrpc(m.MaterialList),
  ),
);

/**
 * At most one action per result: a page with one material offers its "Hent" here; a page with several leads to
 * them (a row of "Hent" buttons under one result would drown the other results).
 */
export function HitMaterialsAction({
  materials,
  pageUrl,
  pageTitle,
  pageId,
}: {
  materials: ListedMaterial[];
  pageUrl: string;
  pageTitle: string;
  pageId: string;
}) {
  if (materials.length === 1) return <HitMaterials materials={materials} pageId={pageId} />;
  return (
    <p className={styles.hitMaterials}>
      <AppLink href={pageUrl}>
        Se {counted(materials.length, 'materiale', 'materialer')} at hente
        <span className="visually-hidden"> på {pageTitle}</span>
      </AppLink>
    </p>
  );
}
export const SNIPPETED_ATTRIBUTES = ['teaser:30', 'text:30'];

const IMAGE = { width: 240, height: 160 } as const;

/** The teaser, unless only the page's text matches: then the sentence around the match says more. */
function snippetAttribute(hit: Hit<ContentRecord>): 'teaser' | 'text' | null {
  const level = (attribute: string) => {
    const result = hit._snippetResult?.[attribute];
    return result && !Array.isArray(result) && typeof result.matchLevel === 'string'
      ? result.matchLevel
      : null;
  };
  const teaser = level('teaser');
  const text = level('text');
  if (teaser && teaser !== 'none') return 'teaser';
  if (text && text !== 'none') return 'text';
  return hit.teaser ? 'teaser' : text ? 'text' : null;
}

/** The date a visitor looks for: when an event takes place, otherwise when the page was published. */
function hitDate(hit: ContentRecord): { iso: string; label: string } | null {
  if (hit.type === 'eventPage' && hit.eventStart) return { iso: hit.eventStart, label: 'Dato' };
  if (hit.publishedDate) return { iso: hit.publishedDate, label: 'Udgivet' };
  return null;
}

export function SearchHit({ hit }: { hit: Hit<ContentRecord> }) {
  const cdnBase = useImageCdn();
  const snippet = snippetAttribute(hit);
  const date = hitDate(hit);
  const image = hit.image;
  return (
    <article className={styles.hit}>
      <div className={styles.hitBody}>
        <h3 className={styles.hitTitle}>
          <AppLink href={hit.url}>
            <Highlight attribute="title" hit={hit} />
          </AppLink>
        </h3>
        <p className={styles.hitMeta}>
          <span>{pageTypeLabel(hit.type)}</span>
          {date ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, {date.label}: </span>
              <time dateTime={date.iso}>{formatShortDate(date.iso)}</time>
            </>
          ) : null}
        </p>
        {snippet ? (
          <p className={styles.hitSnippet}>
            <Snippet attribute={snippet} hit={hit} />
          </p>
        ) : null}
        {hit.materials?.length ? (
          <HitMaterialsAction
            materials={hit.materials}
            pageUrl={hit.url}
            pageTitle={hit.title}
            pageId={`soegning:${hit.objectID}`}
          />
        ) : null}
      </div>
      {image?.url ? (
        // Decorative: the linked title says what the result is; the picture only helps the eye.
        <img
          className={styles.hitImage}
          src={cdnUrl(image.url, cdnBase, { w: IMAGE.width, h: IMAGE.height, fit: 'crop' })}
          srcSet={`${cdnUrl(image.url, cdnBase, { w: IMAGE.width * 2, h: IMAGE.height * 2, fit: 'crop' })} 2x`}
          width={IMAGE.width}
          height={IMAGE.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </article>
  );
}
