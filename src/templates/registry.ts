import { contentTemplates } from './content';
import { listingTemplates } from './listing';
import { StandardTemplate } from './StandardTemplate';
import type { TemplateComponent } from './types';

const TEMPLATES: Readonly<Record<string, TemplateComponent>> = { ...contentTemplates, ...listingTemplates };

export const templateFor = (contentType: string): TemplateComponent =>
  TEMPLATES[contentType] ?? StandardTemplate;
