import dynamic from 'next/dynamic';
import type { TemplateGroup } from './types';

// Its in-page menu (an island) loads only on landing pages.
const LandingTemplate = dynamic(() => import('./LandingTemplate').then((m) => m.LandingTemplate));

/** Page templates of this group, keyed by Page.ContentType. */
export const contentTemplates: TemplateGroup = {
  landingPage: LandingTemplate,
};
