import { eventListBlock, grantListBlock, heroBlock, latestArticlesBlock, richTextBlock } from './blocks';
import type { ContentContext } from './context';
import { eventSummary, pastEvents, upcomingEvents } from './events';
import { grantSummaries } from './grants';
import type { PageDraft } from './page';

/** The list pages: events, grants, news and search results. */
export function overviewPages(ctx: ContentContext): PageDraft[] {
  const grants = grantSummaries(ctx);
  const now = ctx.seed.now.toISOString();
  return [
    {
      path: '/arrangementer/',
      name: 'Arrangementer',
      type: 'eventOverview',
      published: -365,
      editedAfter: 300,
      teaser: 'Workshops, webinarer, konferencer og finaler for lærere og elever.',
      image: 'heroEvents',
      blocks: [
        heroBlock({
          Headline: 'Arrangementer',
          AnchorId: 'top',
          Text: 'Mød andre lærere, bliv inspireret og tag eleverne med til finalerne.',
          Image: ctx.media('heroEvents'),
          Link: null,
          Theme: 'default',
        }),
        eventListBlock({
          Headline: 'Kommende arrangementer',
          AnchorId: 'kommende',
          Text: 'Nogle arrangementer tilmelder du dig direkte her, andre via Min profil.',
          EmptyText: 'Der er ingen kommende arrangementer lige nu.',
          Events: upcomingEvents(ctx).map((e) => eventSummary(ctx, e)),
        }),
        eventListBlock({
          Headline: 'Tidligere arrangementer',
          AnchorId: 'tidligere',
          Text: null,
          EmptyText: 'Ingen tidligere arrangementer.',
          Events: pastEvents(ctx).map((e) => eventSummary(ctx, e)),
        }),
      ],
    },
    {
      path: '/legater/',
      name: 'Legater',
      type: 'grantOverview',
      published: -365,
      editedAfter: 340,
      teaser: 'Søg støtte til undervisningsforløb, ekskursioner, efteruddannelse og grønne elevprojekter.',
      image: 'heroGrants',
      blocks: [
        heroBlock({
          Headline: 'Legater',
          AnchorId: 'top',
          Text: 'Vi uddeler over 4 mio. kr. om året til skoler, lærere og forskere.',
          Image: ctx.media('heroGrants'),
          Link: null,
          Theme: 'default',
        }),
        grantListBlock({
          Headline: 'Åbne legater',
          AnchorId: 'aabne',
          Text: 'Søg senest kl. 12.00 på fristdagen.',
          EmptyText: 'Der er ingen åbne legater lige nu.',
          Grants: grants.filter((g) => g.Deadline > now).sort((a, b) => a.Deadline.localeCompare(b.Deadline)),
        }),
        grantListBlock({
          Headline: 'Lukkede legater',
          AnchorId: 'lukkede',
          Text: 'Disse legater åbner igen næste år.',
          EmptyText: 'Ingen lukkede legater.',
          Grants: grants.filter((g) => g.Deadline <= now),
        }),
      ],
    },
    {
      path: '/nyheder/',
      name: 'Nyheder',
      type: 'newsOverview',
      published: -365,
      editedAfter: 200,
      teaser: 'Det seneste fra fonden, skolerne og elevernes projekter.',
      image: 'heroNews',
      blocks: [
        heroBlock({
          Headline: 'Nyheder',
          AnchorId: 'top',
          Text: 'Historier fra klasselokalerne, nye materialer og nyt fra fonden.',
          Image: ctx.media('heroNews'),
          Link: null,
          Theme: 'default',
        }),
        // No newsletter box: the footer offers it on every page, right below the list.
        latestArticlesBlock({ Headline: 'Seneste nyheder', AnchorId: 'seneste', Amount: 9, Link: null }),
      ],
    },
    {
      path: '/soge-resultater/',
      name: 'Søgeresultater',
      type: 'searchPage',
      published: -365,
      editedAfter: 275,
      teaser: 'Søg i nyheder, arrangementer, legater og materialer.',
      image: null,
      noIndex: true,
      blocks: [
        richTextBlock({
          Text: '<p>Søg i hele hjemmesiden. Prøv fx »pitch«, »legat« eller »design thinking«.</p>',
          UpdatedDate: ctx.at(-90, 10),
        }),
      ],
    },
  ];
}
