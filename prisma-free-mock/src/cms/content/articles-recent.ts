import { flashcardsBlock, imageBlock, paragraphs, quoteBlock, videoBlock } from './blocks';
import { rte } from './context';
import type { ArticleSeed } from './articles';

/** The newest news articles. Rich-text quirks the site must handle live in articles 2 and 3 (see docs/cms.md). */
export const RECENT_ARTICLES: ArticleSeed[] = [
  {
    slug: 'rekordmange-elever-i-kickstart',
    title: 'Rekordmange elever er med i Kickstart i år',
    published: -2,
    author: 'Mette Lund',
    tags: ['Kickstart', 'Elever'],
    image: 'article1',
    teaser: 'Over 6.000 elever på 140 ungdomsuddannelser er i gang med Kickstart – flere end nogensinde før.',
    body: () =>
      paragraphs(
        'Da tilmeldingen lukkede i fredags, havde 140 gymnasier og erhvervsskoler meldt over 6.000 elever til Kickstart. Det er en fremgang på næsten en fjerdedel i forhold til sidste år.',
        'Forløbet varer fire uger. Eleverne starter med et problem fra den virkelige verden, interviewer de mennesker, der har problemet, og bygger en prototype, de kan teste. Til sidst pitcher holdene deres løsning for en jury på skolen.',
        '<h2>Flere erhvervsskoler er med</h2>',
        'Særligt erhvervsskolerne har taget forløbet til sig. »Vores elever er vant til at arbejde med hænderne. Kickstart giver dem et sprog for, at det de bygger, også kan blive til en forretning,« siger underviser Jonas Krogh fra Odense Tekniske Gymnasium.',
        'De bedste hold fra skolefinalerne går videre til Kickstart-finalen i Aarhus.',
      ),
    extra: () => [
      quoteBlock({
        Quote: 'Det bedste ved Kickstart er, når eleverne opdager, at deres idé faktisk kan hjælpe nogen.',
        Author: 'Jonas Krogh',
        Role: 'Lærer, Odense Tekniske Gymnasium',
        Image: null,
        Theme: 'success',
      }),
    ],
  },
  {
    slug: 'ny-grundbog-fra-ide-til-handling',
    title: 'Ny udgave af grundbogen Fra idé til handling',
    published: -5,
    author: 'Karen Thorsen',
    tags: ['Undervisningsmateriale', 'Grundskole'],
    image: 'materialCoverA',
    teaser:
      'Grundbogen til udskolingen er skrevet om med nye cases, flere elevark og en lærervejledning til hver lektion.',
    body: (ctx) =>
      paragraphs(
        'Fra idé til handling er fondens mest brugte materiale. Den nye udgave har tolv lektioner, der hver tager udgangspunkt i en case fra en dansk virksomhed eller forening.',
        `${rte.udiImg(ctx.seed, 'materialCoverA')}`,
        `Du kan ${rte.mediaLocalLink(ctx.seed, 'materialPdfA', 'hente grundbogen som PDF her')}, eller finde den sammen med resten af materialerne på ${rte.documentLocalLink('/undervisningsmateriale/', 'Undervisningsmateriale', 'siden om undervisningsmateriale')}.`,
        '<ul><li>12 lektioner á 90 minutter</li><li>30 elevark, der kan printes eller bruges digitalt</li><li>Forslag til evaluering efter hver lektion</li></ul>',
        `Vil du fortælle forældrene om forløbet, så brug vores ${rte.mediaHref(ctx.seed, 'materialPdfE', 'skabelon til et forældrebrev')}.`,
      ),
  },
  {
    slug: 'aarsrapport-2025',
    title: 'Årsrapport 2025: Flere skoler, flere idéer',
    published: -8,
    author: 'Anders Holm',
    tags: ['Om fonden'],
    image: 'heroFront',
    teaser:
      'Sidste år arbejdede 42.000 elever med iværksætteri gennem fondens forløb. Læs hele årsrapporten.',
    body: (ctx) =>
      paragraphs(
        'Fonden har udgivet sin årsrapport. Den viser, at 42.000 elever og 1.900 lærere var med i et af fondens forløb, og at fonden uddelte 4,2 mio. kr. i legater.',
        `${rte.mediaImg(ctx.seed, 'heroWinners')}`,
        `Læs ${rte.mediaLocalLink(ctx.seed, 'annualReport', 'hele årsrapporten (PDF)')} eller se, hvem der vandt ${rte.documentLocalLink('/kickstart-finale/', 'Kickstart-finalen', 'Kickstart-finalen')} sidste år.`,
        `Rapporten findes også som ${rte.mediaHref(ctx.seed, 'annualReport', 'direkte download')}.`,
      ),
    extra: (ctx) => [
      imageBlock({
        Image: ctx.media('heroWinners'),
        Caption: 'Vinderne af Kickstart-finalen 2025 på scenen i DOKK1.',
      }),
    ],
  },
  {
    slug: 'vindere-ivaerksaetterdagen-nord',
    title: 'Elever fra Aalborg vandt Iværksætterdagen Nord',
    published: -12,
    author: 'Mette Lund',
    tags: ['Vindere', 'Iværksætterdagen'],
    image: 'article2',
    teaser: 'En 8. klasse fra Aalborg løste et lokalt supermarkeds problem med madspild – og vandt dagen.',
    body: () =>
      paragraphs(
        'Fem skoler og tolv virksomheder mødtes til Iværksætterdagen Nord. Eleverne fik tre timer til at løse en opgave stillet af en virksomhed.',
        'Vinderne foreslog en »sidste chance«-hylde med opskrifter, der bruger varer tæt på udløbsdatoen. Supermarkedet vil afprøve idéen allerede i næste måned.',
      ),
  },
  {
    slug: 'forskning-entreprenoerskab-motivation',
    title: 'Ny forskning: Entreprenørskab styrker elevernes motivation',
    published: -16,
    author: 'Karen Thorsen',
    tags: ['Forskning'],
    image: 'article3',
    teaser: 'Elever, der arbejder med entreprenørskab, oplever mere mening i skolen, viser et nyt studie.',
    body: () =>
      paragraphs(
        'Et studie fra en dansk professionshøjskole har fulgt 1.200 elever i to år. Elever, der var med i et entreprenørskabsforløb, svarede oftere, at skolen føles meningsfuld, og at de selv kan gøre en forskel.',
        'Forskerne understreger, at effekten er størst, når forløbet har en rigtig modtager uden for skolen.',
      ),
  },
  {
    slug: 'design-thinking-i-matematik',
    title: 'Design thinking i matematiktimen – sådan gjorde 7.b',
    published: -20,
    author: 'Sofie Bech',
    tags: ['Inspiration', 'Grundskole'],
    image: 'heroLanding',
    teaser:
      'Matematiklærer Sofie Bech lod eleverne designe en ny legeplads – med budget, målestok og brugerinterviews.',
    body: () =>
      paragraphs(
        'Da skolens legeplads skulle fornyes, fik 7.b opgaven. Eleverne interviewede indskolingen, tegnede skitser i målestok og regnede på, hvad deres forslag ville koste.',
        '»Pludselig gav procentregning mening,« fortæller Sofie Bech. Se hvordan forløbet foregik i videoen.',
      ),
    extra: (ctx) => [
      videoBlock({
        Headline: 'Se forløbet',
        VideoId: 'M7lc1UVf-VE',
        Title: 'Design thinking i 7.b',
        Text: 'Tre minutter fra idé til færdigt forslag.',
        Image: ctx.media('heroLanding'),
      }),
      flashcardsBlock({
        Headline: 'Ord fra forløbet',
        Text: 'Vend kortene og test dig selv.',
        Ids: [2, 3, 4],
      }),
    ],
  },
  {
    slug: 'legater-aabner-for-ansoegninger',
    title: 'Nu kan I søge fondens legater',
    published: -24,
    author: 'Anders Holm',
    tags: ['Legater'],
    image: 'heroGrants',
    teaser:
      'Fire legatpuljer er åbne. Søg støtte til forløb, ekskursioner, efteruddannelse og grønne projekter.',
    body: () =>
      paragraphs(
        'Fondens legatpuljer er åbne for ansøgninger. I år er der særligt fokus på grøn innovation og på ekskursioner, hvor eleverne møder virksomheder.',
        'Læs om puljerne og fristerne på <a href="/legater/">legatsiden</a>.',
      ),
  },
];
