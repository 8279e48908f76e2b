import { createElement } from 'react';
import { PageHead } from '@/components/PageHead/PageHead';
import type { ContentPageProps } from '@/server/loaders/navigation';
import { templateFor } from '@/templates/registry';
// Dates (dayjs) are on nearly every content page: article headings, news, event and grant cards. Loaded with
// the page, they are one copy; otherwise each template and block chunk that shows a date carries its own.
import '@/lib/dates';

/** A CMS page: its head (title, SEO) and the template of its type (a stable component from the registry). */
export function ContentPage(props: ContentPageProps) {
  return (
    <>
      <PageHead page={props.page} site={props} />
      {createElement(templateFor(props.page.ContentType), props)}
    </>
  );
}
