import type { ComponentType } from 'react';
import type { ContentPageProps } from '@/server/loaders/navigation';

/** A page template draws one CMS page type (Page.ContentType); it gets the whole content page's props. */
export type TemplateComponent = ComponentType<ContentPageProps>;
export type TemplateGroup = Record<string, TemplateComponent>;
