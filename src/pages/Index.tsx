import type { GetServerSideProps } from 'next';
import { ContentPage } from '@/templates/ContentPage';
import { withStaticParts } from '@/render/static-props';
import { contentPageProps, type ContentPageProps } from '@/server/loaders/navigation';

/** The old site's /Index route: the front page. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = withStaticParts((context) =>
  contentPageProps(context, '/'),
);

export default ContentPage;
