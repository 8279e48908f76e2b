import type { MediaName } from '../../seed/media';
import {
  cardsBlock,
  factsBlock,
  heroBlock,
  imageBlock,
  paragraphs,
  richTextBlock,
  type Card,
} from './blocks';
import { link, type ContentContext } from './context';
import type { PageDraft } from './page';

type ProjectSeed = {
  slug: string;
  name: string;
  teaser: string;
  image: MediaName;
  school: string;
  body: string[];
  facts: [string, string][];
};

const PROJECTS: ProjectSeed[] = [
  {
    slug: 'groen-skolehave',
    name: 'Den grønne skolehave',
    teaser: 'Elever i Vejle har forvandlet en græsplæne til en skolehave, der leverer urter til kantinen.',
    image: 'projectA',
    school: 'Vejle Friskole',
    body: [
      'Det begyndte med et spørgsmål fra kantinen: Hvorfor køber vi urter, der er fløjet hele vejen fra Spanien?',
      'Eleverne i 6. klasse planlagde haven, regnede på økonomien og fandt en lokal gartner, der ville hjælpe. Nu sælger de overskuddet på byens marked.',
    ],
    facts: [
      ['120 m²', 'skolehave'],
      ['14', 'slags urter'],
      ['3.400 kr.', 'overskud første år'],
    ],
  },
  {
    slug: 'app-ideer',
    name: 'Appværkstedet',
    teaser: 'Gymnasieelever udvikler apps, der løser hverdagsproblemer på deres egen skole.',
    image: 'projectB',
    school: 'Aarhus Katedralskole',
    body: [
      'I Appværkstedet arbejder eleverne i hold med at finde problemer på skolen, som en app kan løse. De tegner skitser, tester med kammerater og bygger en enkel prototype.',
      'Projektet har givet os Kantinealarmen, der vandt Kickstart-finalen.',
    ],
    facts: [
      ['9', 'apps udviklet'],
      ['60', 'elever med'],
      ['1', 'landsfinale vundet'],
    ],
  },
  {
    slug: 'lokale-virksomheder',
    name: 'Skole møder virksomhed',
    teaser: 'Udskolingselever løser rigtige opgaver for virksomheder i lokalområdet.',
    image: 'projectC',
    school: 'Sønderborg Ungdomsskole',
    body: [
      'Otte virksomheder i Sønderborg stillede hver en opgave, som eleverne skulle løse på en uge. Fra en ny emballage til et bageri til en rekrutteringskampagne for en maskinfabrik.',
      'Flere af løsningerne er sidenhen taget i brug, og to elever har fået fritidsjob hos »deres« virksomhed.',
    ],
    facts: [
      ['8', 'virksomheder'],
      ['160', 'elever'],
      ['5', 'løsninger taget i brug'],
    ],
  },
];

const projectPath = (p: ProjectSeed) => `/projekter/${p.slug}/`;

/** The three project pages and their overview at /projekter/. */
export function projectPages(ctx: ContentContext): PageDraft[] {
  const projectCards: Card[] = PROJECTS.map((p) => ({
    Headline: p.name,
    Text: p.teaser,
    Image: ctx.media(p.image),
    Link: link(projectPath(p), 'Læs om projektet'),
    Label: p.school,
  }));
  const projects: PageDraft[] = PROJECTS.map((p, index) => ({
    path: projectPath(p),
    name: p.name,
    type: 'projectPage',
    published: -130 - index * 20,
    editedAfter: 10,
    teaser: p.teaser,
    image: p.image,
    Tags: ['Projekter', p.school],
    blocks: [
      heroBlock({
        Headline: p.name,
        AnchorId: 'top',
        Text: p.teaser,
        Image: ctx.media(p.image),
        Link: null,
        Theme: 'default',
      }),
      factsBlock({ Facts: p.facts.map(([Value, Label]) => ({ Value, Label })), Theme: 'success' }),
      richTextBlock({
        Headline: 'Om projektet',
        AnchorId: 'om',
        Text: paragraphs(...p.body),
        UpdatedDate: ctx.at(-120 - index * 20, 10),
      }),
      imageBlock({ Image: ctx.media(p.image), Caption: p.school }),
    ],
  }));
  return [
    {
      path: '/projekter/',
      name: 'Projekter',
      type: 'contentPage',
      published: -160,
      editedAfter: 30,
      teaser: 'Udvalgte projekter, hvor elever har skabt værdi for andre.',
      image: 'projectC',
      blocks: [
        cardsBlock({ Headline: 'Projekter fra skolerne', Text: null, Theme: 'default', Cards: projectCards }),
      ],
    },
    ...projects,
  ];
}
