import { MEDIA } from '../media';
import { Random } from '../random';
import type { SeedMaterial } from '../types';

/** Generated teaching materials, ids mat-10001 onwards. */
export const MATERIAL_COUNT = 210;

const SUBJECTS: readonly (readonly [string, string | null])[] = [
  ['Kundeinterview', 'kickstart'],
  ['Pitch på tre minutter', 'kickstart'],
  ['Prototyper af pap og tape', 'kickstart'],
  ['Fra problem til idé', 'kickstart'],
  ['Forretningsplan', 'company-programme'],
  ['Budget og regnskab', 'company-programme'],
  ['Salg og markedsføring', 'company-programme'],
  ['Elevvirksomhedens bestyrelse', 'company-programme'],
  ['Lokale virksomheder som opgavestillere', 'iværksætterdag'],
  ['En dag med iværksætteri', 'iværksætterdag'],
  ['Design thinking', 'innovationsugen'],
  ['Idégenerering', 'innovationsugen'],
  ['Grøn omstilling', null],
  ['Samarbejde i grupper', null],
  ['Evaluering af kompetencer', null],
  ['Forældresamarbejde', null],
  ['Bæredygtige forretningsmodeller', null],
  ['Sociale iværksættere', null],
];
const KINDS = ['Lærervejledning', 'Elevark', 'Opgavesæt', 'Grundbog', 'Inspirationskatalog', 'Tjekliste'];
const LEVELS = ['indskolingen', 'mellemtrinnet', 'udskolingen', 'gymnasiet', 'erhvervsuddannelserne'];
const FILES = [
  MEDIA.materialPdfA.udi,
  MEDIA.materialPdfB.udi,
  MEDIA.materialPdfC.udi,
  MEDIA.materialPdfD.udi,
  MEDIA.materialPdfE.udi,
  MEDIA.materialPdfF.udi,
];
const COVERS = [MEDIA.materialCoverA.udi, MEDIA.materialCoverB.udi, MEDIA.materialCoverC.udi];

export function generateMaterials(): SeedMaterial[] {
  const rng = new Random(0x20_0250);
  const titles = new Set<string>();
  const out: SeedMaterial[] = [];
  while (out.length < MATERIAL_COUNT) {
    const [subject, programName] = rng.pick(SUBJECTS);
    const kind = rng.pick(KINDS);
    const level = rng.pick(LEVELS);
    const title = `${subject}: ${kind} til ${level}`;
    if (titles.has(title)) continue;
    titles.add(title);
    const format = rng.chance(0.2) ? 'ebook' : 'pdf';
    const n = out.length;
    out.push({
      materialId: `mat-${10_001 + n}`,
      title,
      description: `${kind} om ${subject.toLowerCase()} til ${level}, med forslag til forløb og evaluering.`,
      format,
      programName,
      fileUdi: FILES[n % FILES.length]!,
      imageUdi: COVERS[n % COVERS.length]!,
      requiresCode: rng.chance(0.25),
    });
  }
  return out;
}
