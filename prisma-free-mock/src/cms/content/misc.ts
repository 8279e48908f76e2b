import { FOUNDATION } from '../../foundation';
import { countdownBlock, paragraphs, richTextBlock } from './blocks';
import { rte, type ContentContext } from './context';
import type { PageDraft } from './page';

/** The release countdown page and the privacy policy. */
export function miscPages(ctx: ContentContext): PageDraft[] {
  return [
    {
      path: '/ny-hjemmeside/',
      name: 'Ny hjemmeside',
      type: 'contentPage',
      published: -7,
      editedAfter: 1,
      teaser: 'Vi bygger en ny hjemmeside med bedre søgning og et nyt Min profil. Følg nedtællingen.',
      image: 'heroCountdown',
      noIndex: true,
      blocks: [
        countdownBlock({
          // The site shows its own fixed headline; this copy is what an editor typed and what it falls back to.
          Headline: 'Fonden præsenterer ny hjemmeside om:',
          AnchorId: 'nedtaelling',
          ReleaseDate: ctx.at(21, 10),
          ReleasedHeadline: 'HURRA!',
          ReleasedText: 'Den nye hjemmeside er i luften.',
          Image: ctx.media('heroCountdown'),
        }),
        richTextBlock({
          Headline: 'Hvad er nyt?',
          AnchorId: 'nyt',
          Text: paragraphs(
            '<ul><li>En søgning, der forstår stavefejl og finder arrangementer, legater og materialer på én gang.</li><li>Et nyt Min profil, hvor du tilmelder hele hold på én gang.</li><li>Bedre tilgængelighed for alle.</li></ul>',
            rte.udiImg(ctx.seed, 'heroCountdown'),
          ),
          UpdatedDate: ctx.at(-6, 15),
        }),
      ],
    },
    {
      path: '/privatlivspolitik/',
      name: 'Privatlivspolitik',
      type: 'contentPage',
      published: -700,
      editedAfter: 655,
      teaser: 'Sådan behandler vi dine personoplysninger, når du bruger hjemmesiden og Min profil.',
      image: null,
      blocks: [
        richTextBlock({
          Headline: 'Dataansvarlig',
          AnchorId: 'dataansvarlig',
          Text: paragraphs(
            `${FOUNDATION.name}, Vestergade 20, 1456 København K, er dataansvarlig for de oplysninger, vi behandler om dig. Du kan altid skrive til os på <a href="mailto:${FOUNDATION.email}">${FOUNDATION.email}</a>.`,
          ),
          UpdatedDate: ctx.at(-45, 9),
        }),
        richTextBlock({
          Headline: 'Hvilke oplysninger behandler vi?',
          AnchorId: 'oplysninger',
          Text: paragraphs(
            'Når du opretter dig på Min profil, gemmer vi dit navn, din e-mail, din skole og dine tilmeldinger. Når du tilmelder dig et arrangement uden at logge ind, gemmer vi navn, e-mail og eventuelt institution.',
            'Vi bruger oplysningerne til at administrere forløb og arrangementer og til at sende dig praktisk information. Vi sælger aldrig oplysninger videre.',
          ),
          UpdatedDate: ctx.at(-45, 9),
        }),
        richTextBlock({
          Headline: 'Cookies og statistik',
          AnchorId: 'cookies',
          Text: paragraphs(
            'Vi bruger kun nødvendige cookies til login. Statistik indsamler vi uden cookies og uden at kunne genkende dig.',
          ),
          UpdatedDate: ctx.at(-45, 9),
        }),
        richTextBlock({
          Headline: 'Dine rettigheder',
          AnchorId: 'rettigheder',
          Text: paragraphs(
            'Du har ret til at få indsigt i, rette og slette dine oplysninger. Du kan også klage til Datatilsynet.',
          ),
          UpdatedDate: ctx.at(-45, 9),
        }),
      ],
    },
  ];
}
