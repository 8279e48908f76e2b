import type { SeedEvent } from '../../seed/types';
import { heroBlock, paragraphs, richTextBlock, type EventSummary } from './blocks';
import { mediaNameOf, type ContentContext } from './context';
import type { PageDraft } from './page';

export function eventSummary(ctx: ContentContext, event: SeedEvent): EventSummary {
  const image = mediaNameOf(event.imageUdi);
  return {
    EventId: event.eventId,
    Name: event.title,
    Url: event.url,
    Type: event.type,
    StartDate: event.startDate,
    EndDate: event.endDate,
    Location: { Name: event.location.name, City: event.location.city },
    Teaser: event.teaser,
    Image: image ? ctx.media(image) : null,
    PublicSignup: event.publicSignup,
  };
}

/** Upcoming events first by start; past ones newest first. "Now" is the seed's today. */
export function upcomingEvents(ctx: ContentContext): SeedEvent[] {
  const now = ctx.seed.now.getTime();
  return ctx.seed.events
    .filter((e) => new Date(e.startDate).getTime() > now)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

export function pastEvents(ctx: ContentContext): SeedEvent[] {
  const now = ctx.seed.now.getTime();
  return ctx.seed.events
    .filter((e) => new Date(e.startDate).getTime() <= now)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
}

/** What each kind of event is about, in the foundation's voice. */
const ABOUT: Record<SeedEvent['type'], string[]> = {
  Finale: [
    'Finalen er højdepunktet på et års arbejde. Holdene har været igennem idéudvikling, prototyper og kundeinterviews, og nu skal de overbevise et dommerpanel fra erhvervslivet, forskningen og skoleverdenen.',
    'Dagen byder på pitches, en udstilling hvor holdene viser deres prototyper frem, og en prisoverrækkelse til sidst. Lærere og forældre er meget velkomne som publikum.',
  ],
  Workshop: [
    'En praktisk workshop, hvor du selv prøver øvelserne, før du tager dem med ind i klasselokalet. Vi arbejder i små grupper og slutter af med en plan, du kan bruge i næste uge.',
    'Workshoppen ledes af fondens undervisningskonsulenter sammen med en lærer, der har brugt metoderne i flere år. Der serveres kaffe og frugt.',
  ],
  Webinar: [
    'Et kort og konkret webinar, hvor vi gennemgår forløbet, materialerne og tidsplanen. Der er god tid til spørgsmål i chatten undervejs.',
    'Webinaret optages, så du kan se det igen sammen med dine kolleger. Linket sendes til din e-mail, når du har tilmeldt dig.',
  ],
  Konkurrence: [
    'Elevvirksomhederne sælger deres produkter på messen og møder dommere, der vurderer forretningsplan, stand og salg.',
    'Messen er for hold, der er tilmeldt programmet gennem deres lærer på Min profil.',
  ],
  Konference: [
    'To dage med oplæg, workshops og samtaler om, hvordan entreprenørskab kan blive en del af hele uddannelsessystemet – fra indskoling til videregående uddannelse.',
    'Konferencen henvender sig til lærere, ledere, konsulenter og forskere. Der er fælles middag den første aften.',
  ],
  Inspirationsdag: [
    'Skoler og lokale virksomheder mødes til en dag, hvor eleverne løser virkelige opgaver stillet af virksomhederne – og præsenterer deres løsninger samme eftermiddag.',
    'Dagen er gratis, men pladserne er få. Tilmeld dig hurtigt, hvis du vil være med.',
  ],
};

export function eventPages(ctx: ContentContext): PageDraft[] {
  return ctx.seed.events.map((event, index) => {
    const image = mediaNameOf(event.imageUdi);
    // The page's facts (date, place, type, seats) and its sign-up (the public form, the way in through Min profil,
    // or the note that it has begun or is over) are drawn by the site's eventPage template from Page.Event, so the
    // blocks here hold only what the template cannot say: a facts block or a sign-up box would say it twice.
    // Events are announced a while before they happen, earlier for the big ones.
    const published = Math.min(
      -3,
      Math.round((new Date(event.startDate).getTime() - ctx.seed.now.getTime()) / 86_400_000) - 40 - index,
    );
    const edited = -3 - index;
    return {
      path: event.url,
      name: event.title,
      type: 'eventPage',
      published,
      editedAfter: Math.max(0, edited - published),
      teaser: event.teaser,
      image,
      Event: {
        EventId: event.eventId,
        Type: event.type,
        ProgramName: event.programName,
        StartDate: event.startDate,
        EndDate: event.endDate,
        Location: {
          Name: event.location.name,
          Address: event.location.address,
          Zip: event.location.zip,
          City: event.location.city,
        },
        Capacity: event.capacity,
        RequiresCode: event.code !== null,
        PublicSignup: event.publicSignup,
      },
      blocks: [
        heroBlock({
          Headline: event.title,
          AnchorId: 'top',
          Text: event.teaser,
          Image: image ? ctx.media(image) : null,
          Link: null,
          Theme: 'default',
        }),
        richTextBlock({
          Headline: 'Om arrangementet',
          AnchorId: 'om',
          Text: paragraphs(...ABOUT[event.type]),
          UpdatedDate: ctx.at(edited, 8),
        }),
      ],
    };
  });
}
