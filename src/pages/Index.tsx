import type { GetServerSideProps } from 'next';
import { ContentPage } from '@/features/content/ContentPage';
import { contentPageProps, type ContentPageProps } from '@/server/loaders/navigation';

/** The old site's /Index route: the front page. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (context) =>
  contentPageProps(context, '/');

export default ContentPage;
