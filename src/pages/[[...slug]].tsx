import type { GetServerSideProps } from 'next';
import { ContentPage } from '@/templates/ContentPage';
import { withStaticParts } from '@/render/static-props';
import { contentPageProps, type ContentPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<ContentPageProps> = withStaticParts((context) => {
  const path = context.resolvedUrl.split('?')[0] ?? '/';
  // File-like URLs (robots.txt, favicon.ico, …) are never CMS pages.
  if (/\.[a-z0-9]+\/?$/i.test(path)) return Promise.resolve({ notFound: true });
  return contentPageProps(context, path, { rememberForAnonymous: true });
});

export default ContentPage;
