import type { GetServerSideProps } from 'next';
import { ContentPage } from '@/templates/ContentPage';
import { withStaticParts } from '@/render/static-props';
import { safeReturnTo } from '@/server/auth/return-to';
import { contentPageProps, type ContentPageProps } from '@/server/loaders/navigation';

/** The old site's /dynamicPage route: any CMS page named by `?path=/relative/path/` (the front page by default). */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = withStaticParts((context) =>
  contentPageProps(context, safeReturnTo(context.query.path, '/')),
);

export default ContentPage;
