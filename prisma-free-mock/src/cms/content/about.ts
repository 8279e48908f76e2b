import {
  cardsBlock,
  contactBlock,
  factsBlock,
  heroBlock,
  paragraphs,
  quoteBlock,
  richTextBlock,
} from './blocks';
import { link, type ContentContext } from './context';
import type { PageDraft } from './page';

/** The page about the foundation, partners and Teknologipagten. */
export function aboutPages(ctx: ContentContext): PageDraft[] {
  return [
    {
      path: '/om-fonden/',
      name: 'Om fonden',
      type: 'contentPage',
      published: -500,
      editedAfter: 450,
      teaser: 'Vi arbejder for, at alle elever møder entreprenørskab i løbet af deres skoletid.',
      image: 'heroFront',
      blocks: [
        richTextBlock({
          Headline: 'Fonden',
          AnchorId: 'fonden',
          Text: paragraphs(
            'Fonden for Iværksætteri i Skolen er en almennyttig fond stiftet i 2010. Vi udvikler forløb og materialer, holder arrangementer og uddeler legater.',
            'Vi samarbejder med skoler, kommuner, virksomheder og forskere i hele landet.',
          ),
          UpdatedDate: ctx.at(-50, 10),
        }),
        cardsBlock({
          Headline: 'Læs mere',
          Text: null,
          Theme: 'default',
          Cards: [
            {
              Headline: 'Partnere',
              Text: 'Dem vi arbejder sammen med.',
              Image: ctx.media('partner'),
              Link: link('/om-fonden/partnere/', 'Se partnerne'),
              Label: null,
            },
            {
              Headline: 'Teknologipagten',
              Text: 'Flere unge skal vælge teknologi.',
              Image: ctx.media('pact'),
              Link: link('/teknologipagten/', 'Læs om pagten'),
              Label: null,
            },
            {
              Headline: 'Projekter',
              Text: 'Det eleverne har skabt.',
              Image: ctx.media('projectC'),
              Link: link('/projekter/', 'Se projekterne'),
              Label: null,
            },
          ],
        }),
        contactBlock({
          Headline: 'Kontakt',
          AnchorId: 'kontakt',
          Text: null,
          Name: 'Anders Holm',
          Role: 'Direktør',
          Email: 'kontakt@fis-fonden.dk',
          Phone: '+45 33 12 34 50',
          Image: null,
        }),
      ],
    },
    {
      path: '/om-fonden/partnere/',
      name: 'Partnere',
      type: 'partnerPage',
      published: -260,
      editedAfter: 57,
      teaser: 'Kommuner, virksomheder og organisationer, der er med til at bringe iværksætteri ind i skolen.',
      image: 'partner',
      blocks: [
        heroBlock({
          Headline: 'Vores partnere',
          AnchorId: 'top',
          Text: 'Sammen når vi flere elever.',
          Image: ctx.media('partner'),
          Link: null,
          Theme: 'default',
        }),
        cardsBlock({
          Headline: 'Partnere',
          Text: null,
          Theme: 'default',
          Cards: [
            {
              Headline: 'Vejle, Fredericia og Kolding Kommuner',
              Text: 'Iværksætteri for alle elever i 8. klasse.',
              Image: null,
              Link: link('/nyheder/kommuner-samarbejde/', 'Læs om samarbejdet'),
              Label: 'Kommuner',
            },
            {
              Headline: 'Erhvervsnetværk Syd',
              Text: 'Stiller opgaver og dommere til Iværksætterdagen.',
              Image: null,
              Link: null,
              Label: 'Erhverv',
            },
            {
              Headline: 'Teknologipagten',
              Text: 'Flere unge skal vælge teknologi og naturvidenskab.',
              Image: null,
              Link: link('/teknologipagten/', 'Om pagten'),
              Label: 'Netværk',
            },
          ],
        }),
        quoteBlock({
          Quote: 'Eleverne giver os idéer, vi ikke selv havde fået.',
          Author: 'Henrik Lauridsen',
          Role: 'Direktør, Spinderihallerne',
          Image: null,
          Theme: 'default',
        }),
      ],
    },
    {
      path: '/teknologipagten/',
      name: 'Teknologipagten',
      type: 'teknologipagten',
      published: -29,
      editedAfter: 1,
      teaser:
        'Fonden er med i Teknologipagten: flere unge skal vælge teknologi, naturvidenskab og matematik.',
      image: 'pact',
      blocks: [
        heroBlock({
          Headline: 'Teknologipagten',
          AnchorId: 'top',
          Text: 'Teknologi er et værktøj til at løse problemer – også for elever.',
          Image: ctx.media('pact'),
          Link: null,
          Theme: 'default',
        }),
        richTextBlock({
          Headline: 'Vores løfte',
          AnchorId: 'loefte',
          Text: paragraphs(
            'Som en del af pagten udvikler vi nye forløb, hvor eleverne bruger programmering, sensorer og 3D-print til at bygge prototyper.',
            'Vi tilbyder også efteruddannelse til lærere, der vil bruge teknologi i entreprenørskabsundervisningen.',
          ),
          UpdatedDate: ctx.at(-28, 10),
        }),
        factsBlock({
          Facts: [
            { Value: '10.000', Label: 'flere unge med STEM-uddannelse er målet' },
            { Value: '3', Label: 'nye forløb fra fonden' },
          ],
          Theme: 'warning',
        }),
      ],
    },
  ];
}
