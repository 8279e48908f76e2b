import type { Seed } from '../seed/types';
import type { CmsPage, CmsPageUpsert } from './schema';

// Placeholder shape; the content itself is built in cms/content/.
export interface CmsState {
  version: number;
  global: unknown;
  getPage(path: string): CmsPage | undefined;
  listPages(): CmsPage[];
  upsertPage(path: string, input: CmsPageUpsert): CmsPage;
}

export function createCmsState(_seed: Seed, _origin: string): CmsState {
  const pages = new Map<string, CmsPage>();
  return {
    version: 0,
    global: {},
    getPage: (path) => pages.get(path),
    listPages: () => [...pages.values()],
    upsertPage(path, input) {
      const now = new Date().toISOString();
      const page: CmsPage = {
        Id: pages.size + 1,
        Key: `page-${pages.size + 1}`,
        CreateDate: now,
        UpdateDate: now,
        PublishDate: now,
        Seo: { Title: input.Name, Description: '', CanonicalUrl: null, NoIndex: false, Image: null },
        Teaser: { Text: '', Image: null },
        ...input,
        Url: path,
      };
      pages.set(path, page);
      this.version += 1;
      return page;
    },
  };
}
