import { accordionBlock, contactBlock, paragraphs, richTextBlock } from './blocks';
import type { ContentContext } from './context';
import type { PageDraft } from './page';

/** /min-profil-guide/: how a teacher gets started with Min profil. */
export function guidePage(ctx: ContentContext): PageDraft {
  return {
    path: '/min-profil-guide/',
    name: 'Guide til Min profil',
    type: 'contentPage',
    published: -200,
    editedAfter: 140,
    teaser: 'Trin for trin: sådan opretter du dig, vælger din skole og tilmelder dine klasser.',
    image: 'heroLanding',
    blocks: [
      richTextBlock({
        Headline: 'Kom godt i gang',
        AnchorId: 'kom-i-gang',
        Text: paragraphs(
          'Min profil er lærernes område på hjemmesiden. Du logger ind med knappen øverst til højre.',
          '<ol><li>Opret dig med din arbejdsmail.</li><li>Vælg din skole – findes den ikke, kan du oprette den, og så godkender vi den.</li><li>Tilmeld dig et forløb under Programmer og events.</li><li>Hent materialerne under Undervisningsmaterialer.</li></ol>',
        ),
        UpdatedDate: ctx.at(-60, 11),
      }),
      accordionBlock({
        Headline: 'Ofte stillede spørgsmål',
        AnchorId: 'faq',
        Items: [
          {
            Title: 'Jeg har skiftet skole. Hvad gør jeg?',
            Text: '<p>Gå til <strong>Konto</strong> og vælg din nye skole. Dine tilmeldinger følger med dig.</p>',
          },
          {
            Title: 'Min skole er ikke på listen',
            Text: '<p>Opret skolen under Konto. Vi godkender nye skoler inden for to arbejdsdage.</p>',
          },
          {
            Title: 'Hvor finder jeg materialekoden?',
            Text: '<p>Koden står i velkomstmailen, når din skole er tilmeldt et forløb.</p>',
          },
          {
            Title: 'Kan jeg tilmelde flere elever på én gang?',
            Text: '<p>Ja. Under Programmer og events kan du tilmelde en liste af deltagere til et arrangement.</p>',
          },
        ],
      }),
      contactBlock({
        Headline: 'Brug for hjælp?',
        AnchorId: 'kontakt',
        Text: 'Ring eller skriv – vi hjælper gerne.',
        Name: 'Lise Damgaard',
        Role: 'Undervisningskonsulent',
        Email: 'kontakt@fis-fonden.dk',
        Phone: '+45 33 12 34 56',
        Image: null,
      }),
    ],
  };
}
