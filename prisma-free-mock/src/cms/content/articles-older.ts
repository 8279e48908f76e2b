import { countdownBlock, imageBlock, paragraphs } from './blocks';
import type { ArticleSeed } from './articles';

/**
 * Older news, including two archive articles from 2022: their rich text predates the 2023-01-01 cut-over, and
 * the last one has no UpdatedDate at all, so the site's older rich-text mode and its warning get exercised.
 */
export const OLDER_ARTICLES: ArticleSeed[] = [
  {
    slug: 'teknologipagten-ny-partner',
    title: 'Fonden tilslutter sig Teknologipagten',
    published: -29,
    author: 'Anders Holm',
    tags: ['Teknologipagten', 'Partnere'],
    image: 'pact',
    teaser:
      'Sammen med virksomheder og uddannelser vil vi få flere unge til at vælge teknologi og naturvidenskab.',
    body: () =>
      paragraphs(
        'Fonden er nu en del af Teknologipagten. Vi forpligter os til at udvikle forløb, hvor eleverne bruger teknologi til at løse virkelige problemer.',
        'Læs mere på <a href="/teknologipagten/">vores side om Teknologipagten</a>.',
      ),
  },
  {
    slug: 'elevvirksomhed-saelger-honning',
    title: 'Elevvirksomhed sælger honning fra skolens bistader',
    published: -34,
    author: 'Mette Lund',
    tags: ['Company Programme', 'Elever'],
    image: 'projectA',
    teaser: 'Fem elever fra Roskilde driver en virksomhed med 40.000 bier – og har allerede solgt 300 glas.',
    body: () =>
      paragraphs(
        'Det startede som et biologiprojekt. Nu er »Domkirkehonning« en rigtig elevvirksomhed med regnskab, hjemmeside og faste kunder i byens caféer.',
        'Virksomheden er med i Company Programme og skal på messe i København til foråret.',
      ),
  },
  {
    slug: 'sommerens-laererkursus',
    title: 'Sommerens lærerkursus blev udsolgt på to dage',
    published: -41,
    author: 'Karen Thorsen',
    tags: ['Efteruddannelse'],
    image: 'event2',
    teaser:
      'Interessen for at lære at undervise i entreprenørskab er stor. Vi åbner et ekstra hold i efteråret.',
    body: () =>
      paragraphs(
        'Sommerkurset i entreprenørskabsdidaktik blev udsolgt på to dage. Derfor åbner vi et ekstra hold i efterårsferien.',
        'Følg med under <a href="/arrangementer/">arrangementer</a>, hvor tilmeldingen åbner snart.',
      ),
  },
  {
    slug: 'app-mod-madspild',
    title: 'Gymnasieelever udviklede app mod madspild',
    published: -49,
    author: 'Mette Lund',
    tags: ['Kickstart', 'Bæredygtighed'],
    image: 'projectB',
    teaser: 'Tre elever fra Aarhus Katedralskole fik idéen i kantinen. Nu bruger hele skolen deres app.',
    body: () =>
      paragraphs(
        'Appen viser, hvor meget mad der er tilbage i kantinen, og sænker prisen i den sidste halve time. Madspildet er faldet med en tredjedel.',
        'Holdet udviklede idéen i Kickstart og arbejder nu videre med to andre skoler.',
      ),
  },
  {
    slug: 'kommuner-samarbejde',
    title: 'Tre kommuner går sammen om iværksætteri i udskolingen',
    published: -57,
    author: 'Anders Holm',
    tags: ['Partnere'],
    image: 'partner',
    teaser:
      'Vejle, Fredericia og Kolding vil give alle elever i 8. klasse et forløb med en lokal virksomhed.',
    body: () =>
      paragraphs(
        'De tre kommuner har indgået en treårig aftale med fonden. Alle elever i 8. klasse skal på et forløb, hvor de løser en opgave for en lokal virksomhed.',
        'Aftalen bygger på erfaringerne fra Iværksætterdagen i Vejle.',
      ),
  },
  {
    slug: 'fem-raad-til-en-god-pitch',
    title: 'Fem råd til en god pitch',
    published: -66,
    author: 'Sofie Bech',
    tags: ['Inspiration', 'Kickstart'],
    image: 'event1',
    teaser:
      'Start med problemet, vis prototypen og øv, øv, øv. Dommerne fra Kickstart-finalen deler deres bedste råd.',
    body: () =>
      paragraphs(
        '<ol><li>Start med problemet – ikke med løsningen.</li><li>Fortæl om én rigtig person, der har problemet.</li><li>Vis prototypen, også hvis den er af pap.</li><li>Sig, hvad I har lært af jeres test.</li><li>Slut med, hvad I gerne vil have hjælp til.</li></ol>',
        'Holdene har tre minutter. Det er kortere end man tror, så øv med et stopur.',
      ),
  },
  {
    slug: 'innovationsugen-soenderborg',
    title: 'Innovationsugen i Sønderborg samlede 400 elever',
    published: -80,
    author: 'Karen Thorsen',
    tags: ['Innovationsugen'],
    image: 'event3',
    teaser: 'En uge med idéer, prototyper og et afslutningsshow for hele byen.',
    body: () =>
      paragraphs(
        '400 elever fra udskolingen brugte en uge på at finde løsninger på byens udfordringer – fra tomme butikker til trafik ved skolerne.',
        'Ugen sluttede med et afslutningsshow, hvor borgmesteren uddelte priser.',
      ),
  },
  {
    slug: 'ny-formand-for-bestyrelsen',
    title: 'Ny formand for fondens bestyrelse',
    published: -100,
    author: 'Anders Holm',
    tags: ['Om fonden'],
    image: 'event4',
    teaser: 'Tidligere skoleleder Birgit Kjær er ny formand for fondens bestyrelse.',
    body: () =>
      paragraphs(
        'Birgit Kjær har været skoleleder i 15 år og sidder i dag i flere bestyrelser på uddannelsesområdet.',
        '»Alle elever skal opleve, at deres idéer kan blive til noget. Det vil jeg arbejde for,« siger hun.',
      ),
  },
  {
    slug: 'velkommen-til-den-nye-hjemmeside',
    title: 'Velkommen til vores hjemmeside',
    published: '2022-03-14T09:00:00.000Z',
    updated: '2022-03-14T09:30:00.000Z',
    author: 'Redaktionen',
    tags: ['Om fonden'],
    image: 'heroCountdown',
    teaser: 'Den 14. marts 2022 lancerede vi den hjemmeside, du kender i dag.',
    body: () =>
      paragraphs(
        'Vi har talt ned, og nu er den her: en hjemmeside, hvor lærere kan finde forløb, materialer og arrangementer samlet ét sted.',
        'Sig endelig til, hvis noget ikke virker, som det skal.',
      ),
    extra: () => [
      countdownBlock({
        Headline: 'Fonden præsenterer ny hjemmeside om:',
        ReleaseDate: '2022-03-14T08:00:00.000Z',
        ReleasedHeadline: 'HURRA!',
        ReleasedText: 'Hjemmesiden er i luften.',
        Image: null,
      }),
    ],
  },
  {
    slug: 'vinderne-af-kickstart-2022',
    title: 'Vinderne af Kickstart 2022',
    published: '2022-06-10T12:00:00.000Z',
    updated: null,
    author: 'Redaktionen',
    tags: ['Kickstart', 'Vindere'],
    image: 'heroWinners',
    teaser: 'Et hold fra Esbjerg vandt med en idé til genbrug af fiskenet.',
    body: () =>
      paragraphs(
        'Holdet fra Esbjerg Erhvervsakademi vandt Kickstart-finalen 2022 med »Netværk« – tasker syet af kasserede fiskenet fra havnen.',
        'Dommerne fremhævede, at holdet havde solgt de første 50 tasker, inden finalen gik i gang.',
      ),
    extra: (ctx) => [imageBlock({ Image: ctx.media('heroWinners'), Caption: null })],
  },
];
