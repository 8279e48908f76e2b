import { AccordionBlock } from './content/AccordionBlock';
import { CardsBlock } from './content/CardsBlock';
import { ContactBlock } from './content/ContactBlock';
import { CtaBlock } from './content/CtaBlock';
import { FactsBlock } from './content/FactsBlock';
import { HeroBlock } from './content/HeroBlock';
import { QuoteBlock } from './content/QuoteBlock';
import { RichTextBlock } from './content/RichTextBlock';
import type { BlockGroup } from './types';

/** Block components of this group, keyed by the CMS's ContentType (see prisma-free-mock/docs/cms.md). */
export const contentBlocks: BlockGroup = {
  heroBlock: HeroBlock,
  richTextBlock: RichTextBlock,
  cardsBlock: CardsBlock,
  ctaBlock: CtaBlock,
  accordionBlock: AccordionBlock,
  quoteBlock: QuoteBlock,
  factsBlock: FactsBlock,
  contactBlock: ContactBlock,
};
