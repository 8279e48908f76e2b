import { CmsLink } from '@/components/CmsLink/CmsLink';
import { blockAnchorId } from '@/lib/routes';
import { nonEmpty } from '@/blocks/fields';
import { Image as CdnImage } from '@/components/Image/Image';
import { programmeLabel } from '@/features/events/programmes';
import type { BlockProps } from '../types';
import { ListingSection } from './CardListSection';
import styles from './Listing.module.css';

const FORMATS: Record<string, { label: string; className: string | undefined }> = {
  pdf: { label: 'PDF', className: styles.formatPdf },
  ebook: { label: 'E-bog', className: styles.formatEbook },
};

/**
 * `materialsBlock`: the teaching materials as summaries. Files are not linked: downloads go through Min profil,
 * where they are registered (the block's link leads there).
 */
export function MaterialsBlock({ block }: BlockProps<'materialsBlock'>) {
  const data = block.Data;
  const headline = nonEmpty(block.Content.Headline);
  return (
    <ListingSection
      headline={headline}
      anchorId={blockAnchorId(block.Content.AnchorId)}
      label="Undervisningsmaterialer"
      text={data.text}
    >
      <ul className={styles.materials}>
        {data.materials.map((material) => {
          const format = FORMATS[material.Format] ?? { label: material.Format, className: undefined };
          return (
            <li key={material.MaterialId}>
              <article className={styles.material}>
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
                {material.RequiresCode ? <p className={styles.muted}>Kræver en materialekode</p> : null}
              </article>
            </li>
          );
        })}
      </ul>
      {data.link ? (
        <p className={styles.more}>
          <CmsLink link={data.link} className="button" />
        </p>
      ) : null}
    </ListingSection>
  );
}
