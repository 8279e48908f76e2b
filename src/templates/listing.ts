import { ArticleTemplate } from './ArticleTemplate';
import { EventPageTemplate } from './EventPageTemplate';
import { GrantPageTemplate } from './GrantPageTemplate';
import { OverviewTemplate } from './OverviewTemplate';
import type { TemplateGroup } from './types';

/** Page templates of this group, keyed by Page.ContentType. */
export const listingTemplates: TemplateGroup = {
  eventOverview: OverviewTemplate,
  eventPage: EventPageTemplate,
  grantOverview: OverviewTemplate,
  grantPage: GrantPageTemplate,
  newsOverview: OverviewTemplate,
  article: ArticleTemplate,
};
