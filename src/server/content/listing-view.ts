import type { ParsedUrlQuery } from 'node:querystring';
import type { PageBlock, PreparedPage } from '@/cms/blocks';
import { eventFiltersFrom, filterEvents, filterOptions } from '@/lib/listings/event-filter';
import { filterGrants, grantCategories, grantFiltersFrom, isOpenGrant } from '@/lib/listings/grant-filter';
import { MATERIALS_PAGE_PARAM, PAGE_PARAMS, pageNumberFrom, pageOfList } from '@/lib/listings/paging';

/**
 * The overview pages per request: the preparer keeps every event or grant with the page (cached), and this cuts
 * out what one view shows, from the GET parameters: the filters, then one page of each list. So the HTML and
 * the page data hold one page, however large the index (spec section 8 lists; decision 0004 keeps the plain
 * first page for anonymous visitors).
 */

/** Cards per page: upcoming events and open grants, past events and closed grants, teaching materials. */
export const OVERVIEW_PAGE_SIZE = 24;
export const OVERVIEW_ARCHIVE_PAGE_SIZE = 12;
export const MATERIALS_PAGE_SIZE = 24;

function viewBlock(block: PageBlock, query: ParsedUrlQuery, now: Date): PageBlock {
  if (block.ContentType === 'materialsBlock') {
    const { items, ...list } = pageOfList(
      block.Data.materials,
      pageNumberFrom(query[MATERIALS_PAGE_PARAM]),
      MATERIALS_PAGE_SIZE,
    );
    return { ...block, Data: { ...block.Data, materials: items, list } };
  }
  // On an overview page the blocks' own lists (Content.Events, Content.Grants) are the search index's fallback,
  // already in the overview: they are not sent.
  if (block.ContentType === 'eventListBlock' && block.Data.kind === 'merged')
    return { ...block, Content: { ...block.Content, Events: [] } };
  if (block.ContentType === 'grantListBlock' && block.Data.kind === 'merged')
    return { ...block, Content: { ...block.Content, Grants: [] } };
  if (block.ContentType === 'eventListBlock' && block.Data.kind === 'overviewSource') {
    const { upcoming, past, source } = block.Data;
    const filters = eventFiltersFrom(query);
    const [main, archive] = PAGE_PARAMS.events;
    return {
      ...block,
      Content: { ...block.Content, Events: [] },
      Data: {
        kind: 'overview',
        source,
        upcoming: pageOfList(
          filterEvents(upcoming, filters),
          pageNumberFrom(query[main]),
          OVERVIEW_PAGE_SIZE,
        ),
        past: pageOfList(
          filterEvents(past, filters),
          pageNumberFrom(query[archive]),
          OVERVIEW_ARCHIVE_PAGE_SIZE,
        ),
        options: filterOptions([...upcoming, ...past]),
      },
    };
  }
  if (block.ContentType === 'grantListBlock' && block.Data.kind === 'overviewSource') {
    const { grants, source, text } = block.Data;
    const shown = filterGrants(grants, grantFiltersFrom(query), now);
    const [main, archive] = PAGE_PARAMS.grants;
    return {
      ...block,
      Content: { ...block.Content, Grants: [] },
      Data: {
        kind: 'overview',
        source,
        text,
        open: pageOfList(
          shown.filter((grant) => isOpenGrant(grant, now)),
          pageNumberFrom(query[main]),
          OVERVIEW_PAGE_SIZE,
        ),
        closed: pageOfList(
          shown.filter((grant) => !isOpenGrant(grant, now)),
          pageNumberFrom(query[archive]),
          OVERVIEW_ARCHIVE_PAGE_SIZE,
        ),
        all: grants.length,
        categories: grantCategories(grants),
      },
    };
  }
  return block;
}

/**
 * The page as this request shows it: every overview list filtered and cut to its page (and every materials
 * block's materials, `?materialer-side=`), and the lists merged into
 * an overview left out, also while the overview itself is still pending (its search late, prepare-within.ts).
 */
export function viewListings(page: PreparedPage, query: ParsedUrlQuery, now = new Date()): PreparedPage {
  const needsView = page.Blocks.some(
    (block) =>
      block.ContentType === 'materialsBlock' ||
      ((block.ContentType === 'eventListBlock' || block.ContentType === 'grantListBlock') &&
        (block.Data.kind === 'overviewSource' || block.Data.kind === 'merged')),
  );
  return needsView ? { ...page, Blocks: page.Blocks.map((block) => viewBlock(block, query, now)) } : page;
}
