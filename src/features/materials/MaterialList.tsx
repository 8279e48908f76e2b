import { materialAnchorId } from '@/lib/routes';
import { formatLabel } from '@/features/teacher/materials/texts';
import { MaterialGet } from './MaterialGet';
import { useMaterialReturn } from './use-material-return';
import { lockNote, useOpenedMaterials } from './lock-note';
import styles from './Materials.module.css';

export interface ListedMaterial {
  materialId: string;
  title: string;
  format: string;
  requiresCode: boolean;
}

/**
 * A short list of materials, each with "Hent" (MaterialGet): the materials of a search result. `pageId` names
 * the list for the content modal's isModalValid, so the page comes back to it after unlocking.
 */
export function MaterialList({ materials, pageId }: { materials: ListedMaterial[]; pageId: string }) {
  const returned = useMaterialReturn(pageId);
  const opened = useOpenedMaterials();
  return (
    <ul className={styles.list} aria-label="Materialer">
      {materials.map((material) => {
        const note = lockNote(material, opened);
        return (
          <li key={material.materialId} id={materialAnchorId(material.materialId)} className={styles.item}>
            <p className={styles.itemTitle}>
              {material.title}
              <span className={styles.itemMeta}>
                {' '}
                ({formatLabel(material.format === 'ebook' ? 'ebook' : 'pdf')}
                {note ? `, ${note.text.toLowerCase()}` : ''})
              </span>
            </p>
            <MaterialGet
              material={material}
              pageId={pageId}
              returned={returned?.materialId === material.materialId ? returned.reason : null}
            />
          </li>
        );
      })}
    </ul>
  );
}
