import { CmsLink } from '@/components/CmsLink/CmsLink';
import { PageLinks } from '@/components/PageLinks/PageLinks';
import { MATERIALS_PAGE_PARAM } from '@/lib/listings/paging';
import { blockAnchorId, materialAnchorId } from '@/lib/routes';
import { nonEmpty } from '@/blocks/fields';
import { Image as CdnImage } from '@/components/Image/Image';
import { programmeLabel } from '@/lib/programme-names';
import { MaterialGet } from '@/features/materials/MaterialGet';
import { useMaterialReturn } from '@/features/materials/use-material-return';
import { lockNote, useOpenedMaterials } from '@/features/materials/lock-note';
import type { BlockProps } from '../types';
import { ListingSection } from './CardListSection';
import styles from './Listing.module.css';

const FORMATS: Record<string, { label: string; className: string | undefined }> = {
  pdf: { label: 'PDF', className: styles.formatPdf },
  ebook: { label: 'E-bog', className: styles.formatEbook },
};

/**
 * `materialsBlock`: the teaching materials, each with "Hent" (MaterialGet: sign in, unlock and download here,
 * each download registered). The HTML is the same for everyone (public pages are cached); who the person is
 * and what they may open is asked in the browser when they press "Hent". A foundation has hundreds of materials:
 * the server sends one page of them (listing-view.ts), and plain links lead to the others (`?materialer-side=2`).
 */
export function MaterialsBlock({ block, page }: BlockProps<'materialsBlock'>) {
  const data = block.Data;
  const pageId = String(page.Id);
  const returned = useMaterialReturn(pageId);
  const opened = useOpenedMaterials();
  const headline = nonEmpty(block.Content.Headline);
  // The page links lead back to the list's top, so the section always has an id.
  const anchorId = blockAnchorId(block.Content.AnchorId) ?? 'materialer';
  return (
    <ListingSection headline={headline} anchorId={anchorId} label="Undervisningsmaterialer" text={data.text}>
      <ul className={styles.materials}>
        {data.materials.map((material) => {
          const format = FORMATS[material.Format] ?? { label: material.Format, className: undefined };
          return (
            <li key={material.MaterialId}>
              <article className={styles.material} id={materialAnchorId(material.MaterialId)}>
                {material.Image ? (
                  <CdnImage
                    media={material.Image}
                    sizes="(min-width: 72rem) 22rem, 100vw"
                    aspect={16 / 9}
                    decorative
                  />
                ) : null}
                <p className={`${styles.format} ${format.className ?? ''}`}>{format.label}</p>
                {headline ? <h3>{material.Title}</h3> : <h2>{material.Title}</h2>}
                {material.Description ? <p>{material.Description}</p> : null}
                {material.ProgramName ? (
                  <p className={styles.muted}>Til {programmeLabel(material.ProgramName)}</p>
                ) : null}
                <LockNote
                  note={lockNote(
                    { materialId: material.MaterialId, requiresCode: material.RequiresCode },
                    opened,
                  )}
                />
                <MaterialGet
                  material={{
                    materialId: material.MaterialId,
                    title: material.Title,
                    format: material.Format,
                  }}
                  pageId={pageId}
                  returned={returned?.materialId === material.MaterialId ? returned.reason : null}
                />
              </article>
            </li>
          );
        })}
      </ul>
      {data.list ? (
        <PageLinks
          label="Sider med undervisningsmaterialer"
          param={MATERIALS_PAGE_PARAM}
          page={data.list.page}
          pages={data.list.pages}
          anchor={anchorId}
        />
      ) : null}
      {data.link ? (
        <p className={styles.more}>
          <CmsLink link={data.link} className="button" />
        </p>
      ) : null}
    </ListingSection>
  );
}

function LockNote({ note }: { note: ReturnType<typeof lockNote> }) {
  if (!note) return null;
  return <p className={note.unlocked ? styles.unlocked : styles.muted}>{note.text}</p>;
}
