import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import type { PreparedPage, StaticPart } from '@/cms/blocks';
import { dataPart, documentPart } from '@/lib/static-part';
import type { SiteProps } from '@/server/loaders/navigation';
import { staticBlocks } from './static-blocks';
import { footerPart } from './static-footer';
import { headerPart } from './static-header';
import { templateParts } from './static-template-parts';

/** A request for a page's data (a page reached by a link), not for its document. */
const isDataRequest = ({ req }: GetServerSidePropsContext) =>
  (req.url ?? '').startsWith('/_next/data/') || req.headers['x-nextjs-data'] !== undefined;

/**
 * A public page's props with every part no visitor acts on as HTML (docs/decisions/0009): its static blocks, its
 * template's static parts, the header and the footer. In the page's first HTML the parts travel to the render only (the
 * document holds them, the page data does not); a page reached by a link gets them in its data.
 */
export function withStaticParts<Props extends SiteProps, Query extends ParsedUrlQuery = ParsedUrlQuery>(
  load: GetServerSideProps<Props, Query>,
  {
    blocks = true,
  }: {
    /** Off for a page that shows its CMS page's heading only (the search page). */ blocks?: boolean;
  } = {},
): GetServerSideProps<Props, Query> {
  return async (context) => {
    const result = await load(context);
    if (!('props' in result)) return result;
    const props = await result.props;
    const part: (html: string) => StaticPart = isDataRequest(context) ? dataPart : documentPart;
    const page = blocks ? (props as { page?: PreparedPage | null }).page : null;
    const drawn = page
      ? {
          page: { ...page, Blocks: staticBlocks(page, props, part), Parts: templateParts(page, props, part) },
        }
      : {};
    return {
      props: { ...props, ...drawn, header: headerPart(props, part), footer: footerPart(props, part) },
    };
  };
}
