import type { Seed } from '../../seed/types';
import type { CmsFlashcard } from '../api-schema';
import type { CmsGlobal } from '../global-schema';
import type { CmsPage } from '../schema';
import { aboutPages } from './about';
import { articlePages } from './articles';
import { createContentContext } from './context';
import { eventPages } from './events';
import { buildFlashcards } from './flashcards';
import { footerPages } from './footer-pages';
import { frontPage } from './front-page';
import { buildGlobal } from './global';
import { grantPages } from './grants';
import { landingPage } from './landing';
import { miscPages } from './misc';
import { myPageDraft } from './my-page';
import { overviewPages } from './overviews';
import { projectPages } from './projects';
import { buildPage, buildPages } from './page';
import { HEADER_SCRIPTS } from './scripts';

export interface CmsContent {
  global: CmsGlobal;
  /** The site's content pages, front page first. */
  pages: CmsPage[];
  /** The quicklinks answer at /min-oversigt/, kept apart: it is no content page and search must not index it. */
  myPage: CmsPage;
  flashcards: CmsFlashcard[];
  scripts: { Script: string }[];
}

/** Builds all content from the seed; the same seed and origin always give the same content. */
export function buildContent(seed: Seed, origin: string): CmsContent {
  const ctx = createContentContext(seed, origin);
  const drafts = [
    frontPage(ctx),
    ...footerPages(ctx),
    ...overviewPages(ctx),
    landingPage(ctx),
    ...projectPages(ctx),
    ...aboutPages(ctx),
    ...miscPages(ctx),
    ...eventPages(ctx),
    ...grantPages(ctx),
    ...articlePages(ctx),
  ];
  return {
    global: buildGlobal(ctx),
    pages: buildPages(ctx, drafts, 1100),
    myPage: buildPage(ctx, myPageDraft(), 1050),
    flashcards: buildFlashcards(ctx),
    scripts: structuredClone(HEADER_SCRIPTS),
  };
}
