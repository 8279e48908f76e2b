import { AccordionBlock } from './content/AccordionBlock';
import { CardsBlock } from './content/CardsBlock';
import { ContactBlock } from './content/ContactBlock';
import { CtaBlock } from './content/CtaBlock';
import { FactsBlock } from './content/FactsBlock';
import { HeroBlock } from './content/HeroBlock';
import { QuoteBlock } from './content/QuoteBlock';
import { RichTextBlock } from './content/RichTextBlock';
import type { BlockComponents } from './types';

/** Block components of this group, keyed by the CMS's ContentType (definitions: src/cms/blocks). */
export const contentBlocks: BlockComponents<
  | 'heroBlock'
  | 'richTextBlock'
  | 'cardsBlock'
  | 'ctaBlock'
  | 'accordionBlock'
  | 'quoteBlock'
  | 'factsBlock'
  | 'contactBlock'
> = {
  heroBlock: HeroBlock,
  richTextBlock: RichTextBlock,
  cardsBlock: CardsBlock,
  ctaBlock: CtaBlock,
  accordionBlock: AccordionBlock,
  quoteBlock: QuoteBlock,
  factsBlock: FactsBlock,
  contactBlock: ContactBlock,
};
