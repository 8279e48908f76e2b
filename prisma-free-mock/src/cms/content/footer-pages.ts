import {
  cardsBlock,
  ctaBlock,
  eventListBlock,
  factsBlock,
  heroBlock,
  imageBlock,
  paragraphs,
  quoteBlock,
  richTextBlock,
} from './blocks';
import { link, type ContentContext } from './context';
import { eventSummary } from './events';
import { guidePage } from './guide-page';
import { materialsPage } from './materials-page';
import type { PageDraft } from './page';

/** The five pages the footer's sitemap names (SPEC section 2). */
export function footerPages(ctx: ContentContext): PageDraft[] {
  return [signup(ctx), materialsPage(ctx), finale(ctx), winners(ctx), guidePage(ctx)];
}

function signup(ctx: ContentContext): PageDraft {
  return {
    path: '/tilmelding/',
    name: 'Tilmelding',
    type: 'contentPage',
    published: -120,
    editedAfter: 100,
    teaser: 'Tilmeld din klasse til Kickstart, Iværksætterdagen, Innovationsugen eller Company Programme.',
    image: 'heroLanding',
    blocks: [
      heroBlock({
        Headline: 'Tilmeld din klasse',
        AnchorId: 'top',
        Text: 'Det er gratis at være med, og det tager fem minutter.',
        Image: ctx.media('heroLanding'),
        Link: null,
        Theme: 'default',
      }),
      richTextBlock({
        Headline: 'Sådan gør du',
        AnchorId: 'saadan',
        Text: paragraphs(
          '<ol><li>Log ind på Min profil – eller opret dig, hvis det er første gang.</li><li>Vælg din skole under Konto.</li><li>Gå til Programmer og events og vælg det forløb, du vil være med i.</li></ol>',
          'Når du er tilmeldt, får du adgang til forløbets materialer og kan melde hold til finalerne.',
        ),
        UpdatedDate: ctx.at(-20, 10),
      }),
      cardsBlock({
        Headline: 'Vælg et forløb',
        Text: null,
        Theme: 'success',
        Cards: ctx.seed.programs.map((p) => ({
          Headline: p.displayName,
          Text: `${p.description} For: ${p.segments.join(', ').toLowerCase()}.`,
          Image: null,
          Link: link('/min-profil/event-og-programmer', 'Tilmeld via Min profil'),
          Label: null,
        })),
      }),
      ctaBlock({
        Headline: 'Ny på Min profil?',
        Text: 'Læs guiden, før du går i gang.',
        Link: link('/min-profil-guide/', 'Til guiden'),
        Theme: 'default',
      }),
    ],
  };
}

function finale(ctx: ContentContext): PageDraft {
  const final = ctx.seed.events.find((e) => e.eventId === 'evt-3001');
  return {
    path: '/kickstart-finale/',
    name: 'Kickstart-finalen',
    type: 'contentPage',
    published: -150,
    editedAfter: 140,
    teaser: 'Landets bedste Kickstart-hold mødes i Aarhus og pitcher for et dommerpanel.',
    image: 'event1',
    blocks: [
      heroBlock({
        Headline: 'Kickstart-finalen',
        AnchorId: 'top',
        Text: 'Landsfinalen for ungdomsuddannelserne.',
        Image: ctx.media('event1'),
        Link: null,
        Theme: 'warning',
      }),
      factsBlock({
        Facts: [
          { Value: '24', Label: 'hold i finalen' },
          { Value: '3 min.', Label: 'til hver pitch' },
          { Value: '50.000 kr.', Label: 'i præmier' },
        ],
        Theme: 'default',
      }),
      richTextBlock({
        Headline: 'Om finalen',
        AnchorId: 'om',
        Text: paragraphs(
          'Holdene kvalificerer sig gennem skolefinalerne. Læreren tilmelder holdet på Min profil med den deltagerkode, skolen får, når skolefinalen er afholdt.',
          `Se hvem der vandt sidste år på <a href="/vindere/">vindersiden</a>.`,
        ),
        UpdatedDate: ctx.at(-10, 9),
      }),
      eventListBlock({
        Headline: 'Finalen',
        Text: null,
        EmptyText: 'Datoen for næste finale er ikke fastlagt endnu.',
        Events: final ? [eventSummary(ctx, final)] : [],
      }),
    ],
  };
}

function winners(ctx: ContentContext): PageDraft {
  return {
    path: '/vindere/',
    name: 'Vindere',
    type: 'contentPage',
    published: -140,
    editedAfter: 30,
    teaser: 'Mød vinderne af fondens konkurrencer og finaler.',
    image: 'heroWinners',
    blocks: [
      heroBlock({
        Headline: 'Årets vindere',
        AnchorId: 'top',
        Text: 'Idéer, der allerede gør en forskel.',
        Image: ctx.media('heroWinners'),
        Link: null,
        Theme: 'success',
      }),
      cardsBlock({
        Headline: 'Vindere 2025',
        Text: null,
        Theme: 'success',
        Cards: [
          {
            Headline: 'Kickstart: »Kantinealarm«',
            Text: 'Aarhus Katedralskole – en app mod madspild i kantinen.',
            Image: ctx.media('projectB'),
            Link: link('/nyheder/app-mod-madspild/', 'Læs historien'),
            Label: '1. plads',
          },
          {
            Headline: 'Company Programme: »Domkirkehonning«',
            Text: 'Roskilde Gymnasium – honning fra skolens bistader.',
            Image: ctx.media('projectA'),
            Link: link('/nyheder/elevvirksomhed-saelger-honning/', 'Læs historien'),
            Label: 'Årets elevvirksomhed',
          },
          {
            Headline: 'Iværksætterdagen Nord',
            Text: 'En 8. klasse fra Aalborg med en »sidste chance«-hylde.',
            Image: ctx.media('article2'),
            Link: link('/nyheder/vindere-ivaerksaetterdagen-nord/', 'Læs historien'),
            Label: 'Dagens vinder',
          },
        ],
      }),
      imageBlock({
        Headline: 'Prisoverrækkelsen',
        Image: ctx.media('article2'),
        Caption: 'Vinderne fik overrakt prisen i gymnastiksalen foran hele skolen.',
      }),
      quoteBlock({
        Quote: 'Vi troede ikke, nogen ville bruge vores app. Nu bruger hele skolen den.',
        Author: 'Laura, 2.g',
        Role: 'Vinder af Kickstart 2025',
        Image: null,
        Theme: 'aubergine',
      }),
    ],
  };
}
