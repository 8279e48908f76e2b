import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import type { PageBlock, PreparedBlock, PreparedPage } from '@/cms/blocks';
import { partHtml } from '@/lib/static-part';
import { renderedOnce } from '@/render/render-part';
import { CARD_LIST_PARTS, STATIC_TYPES } from '@/blocks/static-types';
import { staticBlocks } from '@/render/static-blocks';
import { withStaticParts } from '@/render/static-props';
import type { PublicConfig } from '@/server/env';
import type { SiteProps } from '@/server/loaders/navigation';

const site = {
  config: { imageCdnUrl: 'https://cdn.test' } as PublicConfig,
  global: null,
  globalFetchedAt: null,
  headerScripts: [],
  preview: false,
} satisfies SiteProps;

const quote = (Quote: string, extra: Record<string, unknown> = {}) =>
  ({
    ContentType: 'quoteBlock',
    Content: { Quote, Author: 'Jonas', Role: 'Lærer', Image: null, Theme: 'success', ...extra },
  }) as unknown as PreparedBlock;
const flashcards = {
  ContentType: 'flashcardsBlock',
  Content: { Headline: 'Kort' },
  Data: { cards: [] },
} as unknown as PreparedBlock;
const articles = {
  ContentType: 'latestArticlesBlock',
  Content: { Amount: 3, Link: null, Headline: 'Nyt' },
  Data: { articles: [], hasMore: false, pageId: 1, amount: 3, link: null },
} as unknown as PreparedBlock;
const pageOf = (ContentType: string, Blocks: PageBlock[]): PreparedPage => ({
  Id: 1,
  Name: 'Side',
  Url: '/side/',
  ContentType,
  Blocks,
});
const keep = (html: string) => ({ html });

describe('static blocks (decision 0009)', () => {
  it('sends a block no one acts on as its HTML with its type, headline and anchor, and an island as data', () => {
    const [first, second] = staticBlocks(
      pageOf('contentPage', [quote('Godt sagt.', { Headline: 'Citat', AnchorId: 'citat' }), flashcards]),
      site,
      keep,
    );
    expect(first).toMatchObject({
      ContentType: 'staticBlock',
      Type: 'quoteBlock',
      Content: { Headline: 'Citat', AnchorId: 'citat' },
    });
    expect(first?.ContentType === 'staticBlock' && first.Html.html).toMatch(/<figure[\s\S]*Godt sagt\./);
    expect(second).toBe(flashcards);
  });

  it('keeps the news overview\'s latest articles as data ("Vis flere" grows them) and sends them as HTML elsewhere', () => {
    expect(staticBlocks(pageOf('newsOverview', [articles]), site, keep)[0]).toBe(articles);
    expect(staticBlocks(pageOf('contentPage', [articles]), site, keep)[0]?.ContentType).toBe('staticBlock');
  });

  it('sends an event or grant list holding its own cards as HTML, and one carrying its overview as data', () => {
    const events = (Data: object) =>
      ({
        ContentType: 'eventListBlock',
        Content: { Headline: 'Kommende', AnchorId: null },
        Data,
      }) as unknown as PreparedBlock;
    const event = {
      eventId: 'e1',
      title: 'Iværksætterdag',
      url: '/arrangementer/ivaerksaetterdag/',
      type: 'Kursus',
      programName: null,
      start: '2026-12-03T09:00:00+01:00',
      end: '2026-12-03T15:00:00+01:00',
      place: 'Odense',
      teaser: 'En dag om idéer.',
      image: null,
      publicSignup: true,
    };
    const [cards, merged] = staticBlocks(
      pageOf('frontPage', [
        events({ kind: 'list', text: null, emptyText: '', events: [event] }),
        events({ kind: 'merged' }),
      ]),
      site,
      keep,
    );
    expect(cards).toMatchObject({ ContentType: 'staticBlock', Type: 'eventListBlock' });
    expect(cards?.ContentType === 'staticBlock' && cards.Html.html).toContain('Iværksætterdag');
    expect(merged).toMatchObject({ ContentType: 'staticBlock', Html: { html: '' } });
    const overview = events({
      kind: 'overview',
      source: 'search',
      upcoming: { items: [], page: 1, pageCount: 0, total: 0 },
      past: { items: [], page: 1, pageCount: 0, total: 0 },
      options: { types: [], programs: [] },
    });
    expect(staticBlocks(pageOf('eventsOverview', [overview]), site, keep)[0]).toBe(overview);
  });

  it("draws a landing page's linked block without its anchor (the section around it carries it)", () => {
    const block = quote('Forankret.', { Headline: 'Om os', AnchorId: 'om-os' });
    const html = (page: PreparedPage) => {
      const drawn = staticBlocks(page, site, keep)[0];
      return drawn?.ContentType === 'staticBlock' ? (drawn.Html.html ?? '') : '';
    };
    expect(html(pageOf('landingPage', [block]))).not.toContain('id="om-os"');
    expect(
      html(pageOf('contentPage', [quote('Forankret.', { Headline: 'Om os', AnchorId: 'om-os' })])),
    ).toContain('id="om-os"');
  });

  it('keeps ids unique across the parts of a page, though each is rendered on its own', () => {
    const hero = (Headline: string) =>
      ({
        ContentType: 'heroBlock',
        Content: { Headline, Text: 'Tekst', Image: null, Link: null, Theme: 'default' },
      }) as unknown as PreparedBlock;
    const html = staticBlocks(pageOf('contentPage', [hero('Først'), hero('Så'), hero('Sidst')]), site, keep)
      .map((block) => (block.ContentType === 'staticBlock' ? (block.Html.html ?? '') : ''))
      .join('');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((found) => found[1]);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders a part once per input and place, and again for a new copy', () => {
    const once = renderedOnce<object>();
    let renders = 0;
    const render = () => `<p>${++renders}</p>`;
    const copy = {};
    expect(once(copy, '0', render)).toBe('<p>1</p>');
    expect(once(copy, '0', render)).toBe('<p>1</p>');
    expect(once(copy, '1', render)).toBe('<p>2</p>');
    expect(once({}, '0', render)).toBe('<p>3</p>');
  });
});

describe('withStaticParts (decision 0009)', () => {
  const load = () =>
    Promise.resolve({ props: { ...site, page: pageOf('contentPage', [quote('Kun én gang.')]) } });
  const contextFor = (url: string, headers: Record<string, string> = {}) =>
    ({
      req: { url, headers },
      res: {},
      query: {},
      resolvedUrl: '/side/',
    }) as unknown as GetServerSidePropsContext;
  const propsOf = async (context: GetServerSidePropsContext) => {
    const result = await withStaticParts(load)(context);
    if (!('props' in result)) throw new Error('no props');
    return (await result.props) as SiteProps & { page: PreparedPage };
  };

  it("leaves the parts' HTML out of the first HTML's page data, which the render still draws from", async () => {
    const props = await propsOf(contextFor('/side/'));
    const block = props.page.Blocks[0]!;
    expect(block.ContentType).toBe('staticBlock');
    expect(JSON.stringify(props)).not.toContain('Kun én gang.');
    expect(block.ContentType === 'staticBlock' && partHtml(block.Html)).toContain('Kun én gang.');
    expect(props.footer && partHtml(props.footer)).toContain('<footer');
    expect(props.header && partHtml(props.header)).toContain('<header');
    expect(JSON.stringify(props)).not.toContain('<header');
    expect(props.page.Parts?.intro && partHtml(props.page.Parts.intro)).toContain('<h1>Side</h1>');
  });

  it("sends the parts' HTML once in the data of a page reached by a link", async () => {
    for (const context of [
      contextFor('/_next/data/build/side.json'),
      contextFor('/side/', { 'x-nextjs-data': '1' }),
    ]) {
      const json = JSON.stringify(await propsOf(context));
      expect(json.split('Kun én gang.')).toHaveLength(2);
      expect(json).toContain('<footer');
      expect(json).toContain('<header');
    }
  });
});

describe('static-styles.ts', () => {
  /** Every CSS module a file reaches through its value imports (`@/` and relative paths). */
  function cssModulesOf(entry: string, seen = new Set<string>(), css = new Set<string>()) {
    if (seen.has(entry)) return css;
    seen.add(entry);
    if (entry.endsWith('.css')) return css.add(entry);
    for (const [, spec] of readFileSync(entry, 'utf8').matchAll(
      /^import\s+(?!type\b)[^'"]*?['"]([^'"]+)['"]/gm,
    )) {
      const base = spec!.startsWith('@/')
        ? resolve('src', spec!.slice(2))
        : spec!.startsWith('.')
          ? resolve(dirname(entry), spec!)
          : null;
      const file =
        base &&
        ['', '.ts', '.tsx']
          .map((ext) => base + ext)
          .find((path) => /\.(css|tsx?)$/.test(path) && existsSync(path));
      if (file) cssModulesOf(file, seen, css);
    }
    return css;
  }

  /** The module of a block type's component, as the server's table imports it (src/blocks/{content,media,listing}.ts). */
  const moduleOf = (type: string) => {
    const name = type[0]!.toUpperCase() + type.slice(1);
    for (const group of ['content', 'media', 'listing']) {
      const found = new RegExp(`import \\{ ${name} \\} from '(\\.[^']+)'`).exec(
        readFileSync(`src/blocks/${group}.ts`, 'utf8'),
      );
      if (found) return resolve('src/blocks', `${found[1]}.tsx`);
    }
    throw new Error(`no module for ${type}`);
  };

  it('loads the styles of every part the server sends as HTML', () => {
    const needed = new Set(
      [
        ...STATIC_TYPES.map(moduleOf),
        ...CARD_LIST_PARTS.map((file) => resolve(file)),
        resolve('src/render/static-template-parts.tsx'),
      ].flatMap((file) => [...cssModulesOf(file)]),
    );
    const loaded = cssModulesOf(resolve('src/templates/static-styles.ts'));
    expect([...needed].filter((file) => !loaded.has(file))).toEqual([]);
    expect(readFileSync('src/components/Layouts/DefaultLayout.tsx', 'utf8')).toContain(
      "import '../SiteFooter/SiteFooter.module.css';",
    );
  });

  it("loads the header's styles with the layout (docs/decisions/0042)", () => {
    const loaded = cssModulesOf(resolve('src/components/Layouts/DefaultLayout.tsx'));
    const needed = [...cssModulesOf(resolve('src/render/static-header.tsx'))];
    expect(needed.length).toBeGreaterThan(3);
    expect(needed.filter((file) => !loaded.has(file))).toEqual([]);
  });
});
