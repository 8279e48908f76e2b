import dynamic from 'next/dynamic';
import type React from 'react';

/** The typed API's provider, loaded together with the component that needs it. */
const withApi = async <P extends object>(component: Promise<React.ComponentType<P>>) => {
  const [Component, { withTrpc }] = await Promise.all([component, import('@/lib/client/TrpcProvider')]);
  return withTrpc(Component);
};
import type { TemplateComponent, TemplateGroup } from './types';

/*
 * Each listing template is its own chunk: a page loads the code of its own type only (event sign-up with its
 * form library, grant filters, news "Vis flere"). Server rendering is unchanged; the chunk a page rendered
 * with is preloaded for hydration.
 */
const article = dynamic(() => import('./ArticleTemplate').then((m) => m.ArticleTemplate));
const eventPage = dynamic(() => withApi(import('./EventPageTemplate').then((m) => m.EventPageTemplate)));
const grantPage = dynamic(() => withApi(import('./GrantPageTemplate').then((m) => m.GrantPageTemplate)));
const overview = dynamic(() => import('./OverviewTemplate').then((m) => m.OverviewTemplate));

/** Page templates of this group, keyed by Page.ContentType. */
export const listingTemplates: TemplateGroup = {
  eventOverview: overview as TemplateComponent,
  eventPage: eventPage as TemplateComponent,
  grantOverview: overview as TemplateComponent,
  grantPage: grantPage as TemplateComponent,
  newsOverview: overview as TemplateComponent,
  article: article as TemplateComponent,
};
