import { LandingTemplate } from './LandingTemplate';
import type { TemplateGroup } from './types';

/** Page templates of this group, keyed by Page.ContentType. */
export const contentTemplates: TemplateGroup = {
  landingPage: LandingTemplate,
};
