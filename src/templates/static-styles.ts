/*
 * The styles of every part the server sends as HTML (src/render/, docs/decisions/0009). Their components never
 * reach the browser, so their CSS modules are loaded here, with the content page; the class names are the same
 * on both sides. tests/unit/static-parts.test.ts fails when a static part uses a module missing here. The
 * footer's own styles come with the layout (DefaultLayout).
 */
import '@/blocks/content/AccordionBlock.module.css';
import '@/blocks/content/CardsBlock.module.css';
import '@/blocks/content/ContactBlock.module.css';
import '@/blocks/content/CtaBlock.module.css';
import '@/blocks/content/FactsBlock.module.css';
import '@/blocks/content/HeroBlock.module.css';
import '@/blocks/content/QuoteBlock.module.css';
import '@/blocks/content/Section.module.css';
import '@/blocks/listing/Listing.module.css';
import '@/blocks/media/ImageBlock/ImageBlock.module.css';
import '@/blocks/media/VideoBlock/VideoBlock.module.css';
import '@/components/Cards/Cards.module.css';
import '@/components/LoadFailure/LoadFailure.module.css';
import '@/components/RichText/RichText.module.css';
import '@/features/news/News.module.css';
import '@/templates/ListingTemplates.module.css';
