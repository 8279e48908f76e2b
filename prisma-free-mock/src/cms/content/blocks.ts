import type { CmsBlock, CmsLink, CmsMedia } from '../schema';

/**
 * Typed builders for every block type the stand-in serves; docs/cms.md documents the same fields.
 * Headline and AnchorId are optional on every block (a landing page's in-page navigation uses them); the other
 * fields are always present, null when empty, so the site's schemas need no guessing.
 */

/** A palette key or a state colour; the site falls back to 'default' for names it does not know. */
export type Theme = string;

type Anchored = { Headline?: string; AnchorId?: string };

export type HeroContent = {
  Headline: string;
  AnchorId?: string;
  Text: string;
  Image: CmsMedia | null;
  Link: CmsLink | null;
  Theme: Theme;
};
export type RichTextContent = Anchored & { Text: string; UpdatedDate?: string };
export type ImageContent = Anchored & { Image: CmsMedia; Caption: string | null };
export type VideoContent = Anchored & {
  Provider: 'youtube';
  VideoId: string;
  Title: string;
  Text: string | null;
  Image: CmsMedia | null;
};
export type Card = {
  Headline: string;
  Text: string;
  Image: CmsMedia | null;
  Link: CmsLink | null;
  Label: string | null;
};
export type CardsContent = Anchored & { Text: string | null; Cards: Card[]; Theme: Theme };
export type LatestArticlesContent = Anchored & { Amount: number; Link: CmsLink | null };
export type FlashcardsContent = Anchored & { Text: string | null; Ids: number[] };

export type EventSummary = {
  EventId: string;
  Name: string;
  Url: string;
  Type: string;
  StartDate: string;
  EndDate: string;
  Location: { Name: string; City: string };
  Teaser: string;
  Image: CmsMedia | null;
  PublicSignup: boolean;
};
export type EventListContent = Anchored & { Text: string | null; EmptyText: string; Events: EventSummary[] };

export type GrantSummary = {
  GrantId: string;
  Name: string;
  Url: string;
  Category: string;
  Amount: string;
  AmountMax: number;
  Deadline: string;
  Teaser: string;
  Image: CmsMedia | null;
};
export type GrantListContent = Anchored & { Text: string | null; EmptyText: string; Grants: GrantSummary[] };

export type Slide = { Image: CmsMedia; Headline: string; Text: string; Link: CmsLink | null };
export type CarouselContent = Anchored & { Slides: Slide[] };
export type CtaContent = Anchored & { Headline: string; Text: string; Link: CmsLink; Theme: Theme };
export type CountdownContent = Anchored & {
  Headline: string;
  ReleaseDate: string;
  ReleasedHeadline: string;
  ReleasedText: string;
  Image: CmsMedia | null;
};
export type AccordionContent = Anchored & { Items: { Title: string; Text: string }[] };
export type QuoteContent = Anchored & {
  Quote: string;
  Author: string;
  Role: string | null;
  Image: CmsMedia | null;
  Theme: Theme;
};
export type FactsContent = Anchored & { Facts: { Value: string; Label: string }[]; Theme: Theme };
export type MaterialSummary = {
  MaterialId: string;
  Title: string;
  Description: string;
  Format: 'pdf' | 'ebook';
  ProgramName: string | null;
  RequiresCode: boolean;
  Image: CmsMedia | null;
};
export type MaterialsContent = Anchored & {
  Text: string | null;
  Materials: MaterialSummary[];
  Link: CmsLink | null;
};
export type ContactContent = Anchored & {
  Text: string | null;
  Name: string;
  Role: string;
  Email: string;
  Phone: string | null;
  Image: CmsMedia | null;
};

const block = <T extends Anchored>(ContentType: string, Content: T): CmsBlock => ({ ContentType, Content });

export const heroBlock = (c: HeroContent) => block('heroBlock', c);
export const richTextBlock = (c: RichTextContent) => block('richTextBlock', c);
export const imageBlock = (c: ImageContent) => block('imageBlock', c);
export const videoBlock = (c: Omit<VideoContent, 'Provider'>) =>
  block('videoBlock', { Provider: 'youtube', ...c });
export const cardsBlock = (c: CardsContent) => block('cardsBlock', c);
export const latestArticlesBlock = (c: LatestArticlesContent) => block('latestArticlesBlock', c);
export const flashcardsBlock = (c: FlashcardsContent) => block('flashcardsBlock', c);
export const eventListBlock = (c: EventListContent) => block('eventListBlock', c);
export const grantListBlock = (c: GrantListContent) => block('grantListBlock', c);
export const carouselBlock = (c: CarouselContent) => block('carouselBlock', c);
export const ctaBlock = (c: CtaContent) => block('ctaBlock', c);
export const countdownBlock = (c: CountdownContent) => block('countdownBlock', c);
export const accordionBlock = (c: AccordionContent) => block('accordionBlock', c);
export const quoteBlock = (c: QuoteContent) => block('quoteBlock', c);
export const factsBlock = (c: FactsContent) => block('factsBlock', c);
export const materialsBlock = (c: MaterialsContent) => block('materialsBlock', c);
export const contactBlock = (c: ContactContent) => block('contactBlock', c);

/** Every block type the stand-in serves, for the docs and the tests. */
export const BLOCK_TYPES = [
  'heroBlock',
  'richTextBlock',
  'imageBlock',
  'videoBlock',
  'cardsBlock',
  'latestArticlesBlock',
  'flashcardsBlock',
  'eventListBlock',
  'grantListBlock',
  'carouselBlock',
  'ctaBlock',
  'countdownBlock',
  'accordionBlock',
  'quoteBlock',
  'factsBlock',
  'materialsBlock',
  'contactBlock',
] as const;

/** Wraps paragraphs as rich text; the stand-in's HTML is hand-written, so no escaping is needed here. */
export const paragraphs = (...texts: string[]) =>
  texts.map((t) => (t.startsWith('<') ? t : `<p>${t}</p>`)).join('\n');
