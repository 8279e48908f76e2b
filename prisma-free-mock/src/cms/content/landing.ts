import {
  accordionBlock,
  cardsBlock,
  contactBlock,
  ctaBlock,
  flashcardsBlock,
  heroBlock,
  paragraphs,
  richTextBlock,
  videoBlock,
} from './blocks';
import { link, type ContentContext } from './context';
import type { PageDraft } from './page';

/**
 * The landing page for teachers. Its sticky in-page navigation is built from blocks with Headline and AnchorId:
 * the hero has both but gets no link (it is a heroBlock), and the closing CTA has no AnchorId, so no link either.
 */
export function landingPage(ctx: ContentContext): PageDraft {
  return {
    path: '/for-laerere/',
    name: 'For lærere',
    type: 'landingPage',
    published: -180,
    editedAfter: 170,
    teaser: 'Alt du skal vide for at undervise i iværksætteri: forløb, materialer, begreber og hjælp.',
    image: 'heroLanding',
    blocks: [
      heroBlock({
        Headline: 'Undervis i iværksætteri',
        AnchorId: 'top',
        Text: 'Du behøver ikke være iværksætter for at lære eleverne at skabe værdi. Vi har forløbene, materialerne og hjælpen.',
        Image: ctx.media('heroLanding'),
        Link: link('/tilmelding/', 'Tilmeld din klasse'),
        Theme: 'default',
      }),
      richTextBlock({
        Headline: 'Hvorfor iværksætteri?',
        AnchorId: 'hvorfor',
        Text: paragraphs(
          'Når eleverne arbejder med virkelige problemer for virkelige mennesker, giver fagene mening. De lærer at samarbejde, tage initiativ og holde fast, når noget går galt.',
          'Forskningen viser, at elever, der har arbejdet med entreprenørskab, oftere oplever, at de selv kan gøre en forskel – også i andre fag.',
        ),
        UpdatedDate: ctx.at(-40, 10),
      }),
      cardsBlock({
        Headline: 'Vores forløb',
        AnchorId: 'forloeb',
        Text: 'Vælg det forløb, der passer til dine elever.',
        Theme: 'success',
        Cards: ctx.seed.programs.map((p) => ({
          Headline: p.displayName,
          Text: p.description,
          Image: null,
          Link: link('/tilmelding/', 'Læs om tilmelding'),
          Label: p.segments.join(' · '),
        })),
      }),
      videoBlock({
        Headline: 'Se hvordan det virker',
        AnchorId: 'video',
        VideoId: 'ScMzIvxBSi4',
        Title: 'Et Kickstart-forløb på fire minutter',
        Text: 'Følg et hold fra første idé til finalen.',
        Image: ctx.media('slide3'),
      }),
      flashcardsBlock({
        Headline: 'Begreberne',
        AnchorId: 'begreber',
        Text: 'De vigtigste ord i et iværksætterforløb. Vend kortene og test dig selv – eller brug dem med eleverne.',
        Ids: [1, 2, 3, 5, 6, 7, 9, 11],
      }),
      accordionBlock({
        Headline: 'Ofte stillede spørgsmål',
        AnchorId: 'faq',
        Items: [
          {
            Title: 'Koster det noget at være med?',
            Text: '<p>Nej. Forløb og materialer er gratis for skoler.</p>',
          },
          {
            Title: 'Hvor lang tid tager et forløb?',
            Text: '<p>Fra én dag (Iværksætterdagen) til et helt skoleår (Company Programme).</p>',
          },
          {
            Title: 'Skal jeg have erfaring?',
            Text: '<p>Nej. Lærervejledningerne tager dig igennem hver lektion, og vi holder gratis webinarer.</p>',
          },
        ],
      }),
      contactBlock({
        Headline: 'Kontakt',
        AnchorId: 'kontakt',
        Text: 'Har du spørgsmål til forløbene, så tag fat i os.',
        Name: 'Lise Damgaard',
        Role: 'Undervisningskonsulent',
        Email: 'kontakt@fis-fonden.dk',
        Phone: '+45 33 12 34 56',
        Image: null,
      }),
      ctaBlock({
        Headline: 'Klar til at gå i gang?',
        Text: 'Tilmeld din klasse – det tager fem minutter.',
        Link: link('/tilmelding/', 'Gå til tilmelding'),
        Theme: 'warning',
      }),
    ],
  };
}
