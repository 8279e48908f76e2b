import { createElement } from 'react';
import { PageHead } from '@/components/PageHead/PageHead';
import type { ContentPageProps } from '@/server/loaders/navigation';
import { templateFor } from './registry';
import './static-styles';

/** A CMS page: its head (title, SEO) and the template of its type (a stable component from the registry). */
export function ContentPage(props: ContentPageProps) {
  return (
    <>
      <PageHead page={props.page} site={props} />
      {createElement(templateFor(props.page.ContentType), props)}
    </>
  );
}
