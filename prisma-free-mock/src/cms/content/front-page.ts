import {
  cardsBlock,
  carouselBlock,
  ctaBlock,
  eventListBlock,
  factsBlock,
  heroBlock,
  latestArticlesBlock,
  quoteBlock,
  richTextBlock,
  videoBlock,
} from './blocks';
import { link, type ContentContext } from './context';
import { eventSummary, upcomingEvents } from './events';
import type { PageDraft } from './page';

export function frontPage(ctx: ContentContext): PageDraft {
  return {
    path: '/',
    name: 'Forside',
    seoTitle: 'Iværksætteri i skolen',
    type: 'frontPage',
    published: -400,
    editedAfter: 399,
    teaser:
      'Forløb, materialer og arrangementer, der gør eleverne til idéskabere – fra indskoling til gymnasium.',
    image: 'heroFront',
    blocks: [
      heroBlock({
        Headline: 'Fra idé til handling',
        AnchorId: 'top',
        Text: 'Vi giver lærere forløb, materialer og arrangementer, der lærer eleverne at skabe værdi for andre.',
        Image: ctx.media('heroFront'),
        Link: link('/for-laerere/', 'Kom i gang som lærer'),
        Theme: 'default',
      }),
      factsBlock({
        Headline: 'Fonden i tal',
        Facts: [
          { Value: '42.000', Label: 'elever var med sidste skoleår' },
          { Value: '1.900', Label: 'lærere brugte vores forløb' },
          { Value: '4,2 mio. kr.', Label: 'uddelt i legater' },
        ],
        Theme: 'warning',
      }),
      cardsBlock({
        Headline: 'Det kan vi hjælpe med',
        Text: null,
        Theme: 'default',
        Cards: [
          {
            Headline: 'Undervisningsmateriale',
            Text: 'Grundbøger, guides og elevark til alle klassetrin – gratis for skoler.',
            Image: ctx.media('heroMaterials'),
            Link: link('/undervisningsmateriale/', 'Se materialerne'),
            Label: 'Materialer',
          },
          {
            Headline: 'Arrangementer',
            Text: 'Workshops, webinarer og finaler, hvor lærere og elever mødes.',
            Image: ctx.media('heroEvents'),
            Link: link('/arrangementer/', 'Find et arrangement'),
            Label: 'Arrangementer',
          },
          {
            Headline: 'Legater',
            Text: 'Søg støtte til forløb, ekskursioner og efteruddannelse.',
            Image: ctx.media('heroGrants'),
            Link: link('/legater/', 'Se legaterne'),
            Label: 'Legater',
          },
        ],
      }),
      carouselBlock({
        Headline: 'Sådan arbejder eleverne',
        Slides: [
          {
            Image: ctx.media('slide1'),
            Headline: 'Idé',
            Text: 'Eleverne finder et problem, der betyder noget for nogen.',
            Link: null,
          },
          {
            Image: ctx.media('slide2'),
            Headline: 'Prototype',
            Text: 'De bygger en enkel udgave af løsningen og tester den.',
            Link: null,
          },
          {
            Image: ctx.media('slide3'),
            Headline: 'Pitch',
            Text: 'Til sidst fremlægger de deres løsning for et panel.',
            Link: link('/kickstart-finale/', 'Mød finalisterne'),
          },
        ],
      }),
      eventListBlock({
        Headline: 'Kommende arrangementer',
        Text: null,
        EmptyText: 'Der er ingen kommende arrangementer lige nu.',
        Events: upcomingEvents(ctx)
          .slice(0, 3)
          .map((event) => eventSummary(ctx, event)),
      }),
      latestArticlesBlock({
        Headline: 'Seneste nyheder',
        Amount: 3,
        Link: link('/nyheder/', 'Alle nyheder'),
      }),
      videoBlock({
        Headline: 'Hvorfor iværksætteri i skolen?',
        VideoId: 'aqz-KE-bpKQ',
        Title: 'Tre lærere fortæller om iværksætteri i undervisningen',
        Text: null,
        Image: ctx.media('heroLanding'),
      }),
      quoteBlock({
        Quote:
          'Mine elever har aldrig arbejdet så koncentreret, som da de skulle løse et problem for en rigtig kunde.',
        Author: 'Mette Lærkegaard',
        Role: 'Lærer, Aarhus Katedralskole',
        Image: null,
        Theme: 'success',
      }),
      richTextBlock({
        Headline: 'Om fonden',
        Text: '<p>Fonden for Iværksætteri i Skolen er en almennyttig fond. Vi arbejder for, at alle elever møder entreprenørskab i løbet af deres skoletid. <a href="/om-fonden/">Læs mere om fonden</a>.</p>',
        UpdatedDate: ctx.at(-30, 10),
      }),
      ctaBlock({
        Headline: 'Tilmeld din klasse',
        Text: 'Tilmeldingen til næste skoleårs forløb er åben. Det tager fem minutter.',
        Link: link('/tilmelding/', 'Gå til tilmelding'),
        Theme: 'success',
      }),
    ],
  };
}
