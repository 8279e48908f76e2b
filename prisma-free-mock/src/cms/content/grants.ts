import type { SeedGrant } from '../../seed/types';
import { accordionBlock, heroBlock, paragraphs, richTextBlock, type GrantSummary } from './blocks';
import { link, type ContentContext } from './context';
import type { PageDraft } from './page';

type GrantSeed = SeedGrant;

const GRANTS: GrantSeed[] = [
  {
    id: 'grant-5001',
    slug: 'ivaerksaetterpuljen',
    name: 'Iværksætterpuljen for grundskolen',
    category: 'Undervisningsforløb',
    amount: 'Op til 50.000 kr.',
    amountMax: 50_000,
    deadline: 40,
    teaser: 'Støtte til skoler, der vil bygge entreprenørskab ind i et helt årgangsforløb.',
    image: 'heroGrants',
    who: 'Grundskoler og friskoler med et forløb for mindst én hel årgang.',
    body: [
      'Puljen støtter skoler, der vil give eleverne et længere forløb, hvor de arbejder med virkelige problemer fra lokalsamfundet.',
      'Pengene kan bruges til materialer, vikartimer, transport og samarbejde med lokale virksomheder.',
    ],
  },
  {
    id: 'grant-5002',
    slug: 'ekskursionsstoette',
    name: 'Ekskursionsstøtte',
    category: 'Ekskursioner',
    amount: 'Op til 8.000 kr. pr. klasse',
    amountMax: 8_000,
    deadline: 14,
    teaser: 'Tag klassen med ud til en virksomhed, et iværksættermiljø eller en finale.',
    image: 'projectC',
    who: 'Alle klasser, der er tilmeldt et af fondens forløb.',
    body: [
      'Vi dækker transport og entré, når klassen besøger en virksomhed, et innovationsmiljø eller en af fondens finaler.',
      'Ansøgningen er kort, og du får svar inden for ti arbejdsdage.',
    ],
  },
  {
    id: 'grant-5003',
    slug: 'laererlegatet',
    name: 'Lærerlegatet',
    category: 'Efteruddannelse',
    amount: 'Op til 25.000 kr.',
    amountMax: 25_000,
    deadline: 60,
    teaser: 'Efteruddannelse i innovation og entreprenørskab for den enkelte lærer.',
    image: 'heroLanding',
    who: 'Lærere i grundskolen og på ungdomsuddannelserne.',
    body: [
      'Legatet dækker kursusgebyr, rejse og ophold, når du tager et kursus eller et diplommodul i innovation og entreprenørskab.',
      'Vi prioriterer lærere, der vil dele det, de lærer, med kollegerne bagefter.',
    ],
  },
  {
    id: 'grant-5004',
    slug: 'groen-innovation',
    name: 'Pulje til grøn innovation',
    category: 'Bæredygtighed',
    amount: 'Op til 75.000 kr.',
    amountMax: 75_000,
    deadline: 90,
    teaser: 'Til elevprojekter, der udvikler løsninger på klima- og miljøudfordringer.',
    image: 'projectA',
    who: 'Ungdomsuddannelser og udskolingen, gerne i samarbejde med en kommune eller forsyning.',
    body: [
      'Puljen støtter projekter, hvor eleverne udvikler og afprøver grønne løsninger sammen med en rigtig opgavestiller.',
      'Vi lægger vægt på, at løsningerne bliver testet uden for skolen.',
    ],
  },
  {
    id: 'grant-5005',
    slug: 'finalestoette',
    name: 'Finalestøtte',
    category: 'Konkurrencer',
    amount: 'Op til 5.000 kr. pr. hold',
    amountMax: 5_000,
    deadline: -10,
    teaser: 'Rejsestøtte til hold, der er kvalificeret til en landsfinale.',
    image: 'heroWinners',
    who: 'Hold, der er kvalificeret til Kickstart-finalen eller messen i Company Programme.',
    body: ['Støtten dækker rejse og overnatning for holdet og én lærer.'],
  },
  {
    id: 'grant-5006',
    slug: 'forskningsmidler',
    name: 'Midler til praksisforskning',
    category: 'Forskning',
    amount: 'Op til 150.000 kr.',
    amountMax: 150_000,
    deadline: -35,
    teaser: 'Til forskere og lærere, der sammen undersøger effekten af entreprenørskabsundervisning.',
    image: 'article3',
    who: 'Forskere ved universiteter og professionshøjskoler i samarbejde med mindst én skole.',
    body: [
      'Vi støtter mindre studier, der undersøger, hvordan entreprenørskabsundervisning påvirker elevernes lyst til at lære og deres handlekraft.',
    ],
  },
];

const path = (g: GrantSeed) => `/legater/${g.slug}/`;

/** The demo's grants, then the generated ones of a larger world. */
const grantsOf = (ctx: ContentContext): GrantSeed[] => [...GRANTS, ...ctx.seed.grants];

export function grantSummaries(ctx: ContentContext): GrantSummary[] {
  return grantsOf(ctx).map((g) => ({
    GrantId: g.id,
    Name: g.name,
    Url: path(g),
    Category: g.category,
    Amount: g.amount,
    AmountMax: g.amountMax,
    Deadline: ctx.at(g.deadline, 12),
    Teaser: g.teaser,
    Image: ctx.media(g.image),
  }));
}

export function grantPages(ctx: ContentContext): PageDraft[] {
  return grantsOf(ctx).map((g, index) => {
    const open = g.deadline > 0;
    const howToApply = `Søg via ansøgningsskemaet. Beskriv kort projektet, hvem der er med, og hvad pengene skal bruges til. Ansøgningsfristen er kl. 12.00 på fristdagen. Spørgsmål kan sendes til legater@fis-fonden.dk.`;
    // How to apply, the deadline and the apply link are the site's grant facts (Page.Grant); a box here repeating
    // them would say it twice, and the footer already offers the newsletter.
    return {
      path: path(g),
      name: g.name,
      type: 'grantPage',
      published: -70 - index * 9,
      editedAfter: 10,
      teaser: g.teaser,
      image: g.image,
      Grant: {
        GrantId: g.id,
        Category: g.category,
        Amount: g.amount,
        AmountMax: g.amountMax,
        Deadline: ctx.at(g.deadline, 12),
        HowToApply: howToApply,
        ApplyLink: open ? link(`https://ansoegning.example-legater.dk/fis/${g.slug}`, 'Søg legatet') : null,
      },
      blocks: [
        heroBlock({
          Headline: g.name,
          AnchorId: 'top',
          Text: g.teaser,
          Image: ctx.media(g.image),
          Link: null,
          Theme: 'default',
        }),
        richTextBlock({
          Headline: 'Om legatet',
          AnchorId: 'om',
          Text: paragraphs(
            ...g.body,
            `<strong>Hvem kan søge?</strong> ${g.who}`,
            ...(open ? [] : ['Legatet åbner igen næste år. Tilmeld dig nyhedsbrevet, så hører du om det.']),
          ),
          UpdatedDate: ctx.at(-60 - index * 9, 14),
        }),
        accordionBlock({
          Headline: 'Spørgsmål og svar',
          AnchorId: 'faq',
          Items: [
            {
              Title: 'Hvornår får jeg svar?',
              Text: '<p>Vi svarer senest fire uger efter ansøgningsfristen.</p>',
            },
            {
              Title: 'Kan jeg søge flere legater på én gang?',
              Text: '<p>Ja, men beskriv tydeligt, hvad hvert legat skal bruges til.</p>',
            },
            {
              Title: 'Skal jeg aflægge regnskab?',
              Text: '<p>Ja, et kort regnskab og en rapport på en side senest tre måneder efter projektets afslutning.</p>',
            },
          ],
        }),
      ],
    };
  });
}
