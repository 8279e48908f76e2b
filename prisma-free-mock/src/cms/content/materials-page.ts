import { heroBlock, materialsBlock, paragraphs, richTextBlock, type MaterialSummary } from './blocks';
import { link, mediaNameOf, rte, type ContentContext } from './context';
import type { PageDraft } from './page';

function materialSummaries(ctx: ContentContext): MaterialSummary[] {
  return ctx.seed.materials.map((m) => {
    const image = mediaNameOf(m.imageUdi);
    return {
      MaterialId: m.materialId,
      Title: m.title,
      Description: m.description,
      Format: m.format,
      ProgramName: m.programName,
      RequiresCode: m.requiresCode,
      Image: image ? ctx.media(image) : null,
    };
  });
}

/** /undervisningsmateriale/: the catalogue of materials, each downloaded here ("Hent") or on Min profil. */
export function materialsPage(ctx: ContentContext): PageDraft {
  return {
    path: '/undervisningsmateriale/',
    name: 'Undervisningsmateriale',
    type: 'materialsPage',
    published: -300,
    editedAfter: 290,
    teaser: 'Grundbøger, lærervejledninger og elevark – gratis for alle skoler, der er med i et forløb.',
    image: 'heroMaterials',
    blocks: [
      heroBlock({
        Headline: 'Undervisningsmateriale',
        AnchorId: 'top',
        Text: 'Alt hvad du skal bruge for at komme i gang.',
        Image: ctx.media('heroMaterials'),
        Link: null,
        Theme: 'default',
      }),
      richTextBlock({
        Headline: 'Sådan får du adgang',
        Text: paragraphs(
          'Tryk på Hent ved et materiale, og log ind med din lærerprofil. Du kan også hente materialerne på Min profil under Undervisningsmaterialer. Nogle materialer kræver en materialekode, som du får, når din skole er tilmeldt et forløb.',
          `Vil du se, hvordan materialerne ser ud, kan du ${rte.mediaLocalLink(ctx.seed, 'materialPdfB', 'bladre i Kickstart-guiden')} eller ${rte.mediaHref(ctx.seed, 'materialPdfA', 'hente en prøve på grundbogen')}.`,
          rte.udiImg(ctx.seed, 'materialCoverB'),
        ),
        UpdatedDate: ctx.at(-15, 13),
      }),
      materialsBlock({
        Headline: 'Alle materialer',
        AnchorId: 'materialer',
        Text: 'Står der »Kræver en materialekode« ved et materiale, låser du det op med den kode, din skole har fået. Én kode låser alle materialerne op for dig.',
        Materials: materialSummaries(ctx),
        Link: link('/min-profil/undervisningsmaterialer', 'Se dine materialer på Min profil'),
      }),
    ],
  };
}
