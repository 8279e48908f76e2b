import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { createElement, type ReactElement } from 'react';
import { renderToReadableStream, renderToStaticMarkup, renderToString } from 'react-dom/server';
import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Blocks } from '@/blocks/Blocks';
import { CarouselBlock } from '@/blocks/media/CarouselBlock/CarouselBlock';
import { contentBlocks } from '@/blocks/content';
import { SiteConfigProvider } from '@/components/SiteConfig/SiteConfig';
import { BLOCK_COMPONENTS } from '@/blocks/registry';
import { isKnownBlockType } from '@/blocks/islands';
import type { BlockProps } from '@/blocks/types';
import {
  BLOCK_DEFINITIONS,
  isBlockType,
  type BlockType,
  type PreparedBlock,
  type PageBlock,
  type PreparedBlocks,
  type PreparedPage,
} from '@/cms/blocks';
import { prepareBlock } from '@/server/content/prepare-page';
import { dataPart, documentPart } from '@/lib/static-part';
import type { PublicConfig } from '@/server/env';
import type { PrepareContext } from '@/server/content/types';
import { UPDATED_DATE_MISSING } from '@/server/content/rich-text';
import { log } from '@/server/log';
import type { SiteProps } from '@/server/loaders/navigation';
import type { Block } from '@/cms/vocabulary';

const CDN = 'https://cdn.test';
// The page's config reaches the blocks through the context, as in _app; `site` carries none, so a block that
// read it from there instead would fail here.
const config = { imageCdnUrl: CDN } as PublicConfig;
const site = { global: null } as unknown as SiteProps;
const page: PreparedPage = {
  Id: 1,
  Name: 'Side',
  Url: '/side/',
  ContentType: 'contentPage',
  Blocks: [],
  UpdateDate: '2026-10-01T10:00:00.000Z',
};
const router = {
  push: () => Promise.resolve(true),
  prefetch: () => Promise.resolve(),
  asPath: '/side/',
  pathname: '/[[...slug]]',
  query: {},
  isReady: true,
} as unknown as NextRouter;
/** A block as _app provides for it: the router and the site's config. */
const onPage = (element: ReactElement) =>
  createElement(
    RouterContext.Provider,
    { value: router },
    createElement(SiteConfigProvider, { config }, element),
  );

const media = (name: string, alt = `Billede ${name}`) => ({
  Udi: `umb://media/${name}`,
  Url: `http://cms.test/cms/media/${name}/${name}.jpg`,
  AltText: alt,
  Width: 1600,
  Height: 900,
});
const link = (Url: string, Text: string, extra: Record<string, unknown> = {}) => ({
  Url,
  Text,
  Target: null,
  NoFollow: false,
  NewWindow: false,
  Download: false,
  ...extra,
});

/** A block's Content checked as the server checks it (its type's definition); null when it does not fit. */
function validated(block: Block): PreparedBlock | null {
  if (!isBlockType(block.ContentType)) return null;
  const parsed = BLOCK_DEFINITIONS[block.ContentType].content.safeParse(block.Content);
  return parsed.success ? ({ ContentType: block.ContentType, Content: parsed.data } as PreparedBlock) : null;
}

/** A block as a page shows it: its Content checked on the server (a block that does not fit is dropped), then drawn. */
function render(block: Block, index = 1) {
  const Component = isKnownBlockType(block.ContentType) ? BLOCK_COMPONENTS[block.ContentType] : undefined;
  if (!Component) throw new Error(`no component for ${block.ContentType}`);
  const prepared = validated(block);
  if (!prepared) return '';
  const props: BlockProps = { block: prepared, page, site, index };
  return renderToStaticMarkup(onPage(createElement(Component, props)));
}

afterEach(() => {
  vi.restoreAllMocks();
});

const labelOf = (html: string) => {
  const labelledBy = /<section[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
  return labelledBy
    ? new RegExp(`<h[12][^>]*id="${labelledBy.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([^<]*)<`).exec(
        html,
      )?.[1]
    : undefined;
};

describe('every content block', () => {
  const blocks: Block[] = [
    {
      ContentType: 'heroBlock',
      Content: {
        Headline: 'Fra idé til handling',
        AnchorId: 'top',
        Text: 'Tekst',
        Image: media('hero'),
        Link: link('/for-laerere/', 'Kom i gang'),
        Theme: 'default',
      },
    },
    {
      ContentType: 'richTextBlock',
      Content: { Headline: 'Om fonden', AnchorId: 'om', Text: '<p>Hej</p>', Mode: 'new' },
    },
    {
      ContentType: 'cardsBlock',
      Content: {
        Headline: 'Kort',
        AnchorId: 'kort',
        Text: null,
        Theme: 'success',
        Cards: [{ Headline: 'A', Text: 'a', Image: media('a'), Link: link('/a/', 'Se A'), Label: 'Mærke' }],
      },
    },
    {
      ContentType: 'ctaBlock',
      Content: {
        Headline: 'Tilmeld',
        AnchorId: 'cta',
        Text: 'Nu',
        Link: link('/tilmelding/', 'Gå til tilmelding'),
        Theme: 'warning',
      },
    },
    {
      ContentType: 'accordionBlock',
      Content: {
        Headline: 'FAQ',
        AnchorId: 'faq',
        Items: [{ Title: 'Koster det noget?', Text: '<p>Nej.</p>' }],
        Mode: 'new',
      },
    },
    {
      ContentType: 'quoteBlock',
      Content: {
        Headline: 'Citat',
        AnchorId: 'citat',
        Quote: 'Godt.',
        Author: 'Jonas',
        Role: 'Lærer',
        Image: null,
        Theme: 'success',
      },
    },
    {
      ContentType: 'factsBlock',
      Content: {
        Headline: 'Tal',
        AnchorId: 'tal',
        Facts: [{ Value: '42.000', Label: 'elever' }],
        Theme: 'warning',
      },
    },
    {
      ContentType: 'contactBlock',
      Content: {
        Headline: 'Kontakt',
        AnchorId: 'kontakt',
        Text: null,
        Name: 'Lise Damgaard',
        Role: 'Konsulent',
        Email: 'kontakt@fis-fonden.dk',
        Phone: '+45 33 12 34 56',
        Image: null,
      },
    },
  ];

  it.each(blocks.map((b) => [b.ContentType, b] as const))(
    '%s renders a section with its AnchorId, named by its headline',
    (_type, block) => {
      const html = render(block);
      expect(html).toMatch(new RegExp(`^<section[^>]*\\sid="${String(block.Content.AnchorId)}"`));
      expect(labelOf(html)).toBe(block.Content.Headline);
    },
  );

  it.each(blocks.map((b) => [b.ContentType, b] as const))(
    '%s renders nothing for content it cannot read',
    (_type, block) => {
      expect(
        render({ ContentType: block.ContentType, Content: { Headline: 7 } as unknown as Block['Content'] }),
      ).toBe('');
    },
  );

  it('registers every block type of this group', () => {
    expect(Object.keys(contentBlocks).sort()).toEqual(
      [
        'accordionBlock',
        'cardsBlock',
        'contactBlock',
        'ctaBlock',
        'factsBlock',
        'heroBlock',
        'quoteBlock',
        'richTextBlock',
      ].sort(),
    );
  });
});

describe('Blocks', () => {
  // A page kept from an older build may name a type this build does not know.
  const unknownBlock = (type: string) => ({ ContentType: type, Content: {} }) as unknown as PreparedBlock;
  const draw = (blocks: PageBlock[], range: { from?: number; to?: number } = {}) =>
    renderToString(onPage(createElement(Blocks, { page: { ...page, Blocks: blocks }, site, ...range })));

  // An island: drawn in the browser by its own component (flashcards turn over).
  const island = (title: string, text: string | null = null): PreparedBlock =>
    ({
      ContentType: 'flashcardsBlock',
      Content: { Headline: title, Text: text, Ids: [1] },
      Data: {
        text,
        cards: [
          { Id: 1, Category: 'Idé', Question: `${title} Hvad er en idé?`, Answer: 'Et svar.', Image: null },
        ],
      },
    }) as unknown as PreparedBlock;
  // As Next renders a page: every island's chunk (next/dynamic) loaded before the server renders.
  beforeAll(() => Loadable.preloadAll());
  const drawStreamed = async (blocks: PageBlock[]) => {
    const stream = await renderToReadableStream(
      onPage(createElement(Blocks, { page: { ...page, Blocks: blocks }, site })),
    );
    await stream.allReady;
    return new Response(stream).text();
  };
  const staticBlock = (html: string): PageBlock => ({
    ContentType: 'staticBlock',
    Type: 'richTextBlock',
    Content: {},
    Html: documentPart(html),
  });

  it("draws the known blocks in order: one sent as HTML in place, one sent as data as a hydration boundary, and nothing for a type it does not know (Object's own names included)", async () => {
    const html = await drawStreamed([
      island('Først.'),
      unknownBlock('mysteryBlock'),
      staticBlock('<p>Midt.</p>'),
      unknownBlock('constructor'),
      island('Sidst.'),
    ]);
    // React's markers of an Activity boundary, written where the block is (decision 0009): one pair per block
    // drawn by a component; the block sent as HTML is not hydrated, so it has none.
    expect(html.match(/<!--&-->/g)).toHaveLength(2);
    expect(html.match(/<!--\/&-->/g)).toHaveLength(2);
    expect(html).toContain('<div class="static-part"><p>Midt.</p></div>');
    expect(html.indexOf('Først.')).toBeGreaterThan(-1);
    expect(html.indexOf('Først.')).toBeLessThan(html.indexOf('Midt.'));
    expect(html.indexOf('Midt.')).toBeLessThan(html.indexOf('Sidst.'));
    expect(html).toBe(await drawStreamed([island('Først.'), staticBlock('<p>Midt.</p>'), island('Sidst.')]));
  });

  it('sends no copy of a static block in the page data of the first HTML, and one in the data of a page reached by a link', () => {
    const first = staticBlock('<p>Kun i dokumentet.</p>');
    const linked: PageBlock = { ...first, Html: dataPart('<p>Kun i dokumentet.</p>') } as PageBlock;
    expect(JSON.stringify(first)).not.toContain('Kun i dokumentet.');
    expect(
      renderToString(onPage(createElement(Blocks, { page: { ...page, Blocks: [first] }, site }))),
    ).toContain('Kun i dokumentet.');
    expect(JSON.stringify(linked)).toContain('Kun i dokumentet.');
  });

  it('keeps every block in place when streamed, as Next renders pages, however long the page (decision 0009)', async () => {
    // React's stream moves a Suspense boundary of more than 500 bytes, once 12,800 bytes are written, to a
    // hidden element at the end, which a script puts in place later. An Activity boundary stays where it is.
    const words =
      'Eleverne arbejder med rigtige problemer fra lokalsamfundet og fremlægger deres løsninger. '.repeat(7);
    // Islands: the blocks the browser hydrates, each its own boundary.
    const blocks = Array.from({ length: 40 }, (_, n) => island(`Citat ${n + 1}:`, words));
    // Inside <main>, as on a page: boundaries at the document's root are never moved (they may hold its <head>).
    const inMain = createElement(
      'main',
      null,
      createElement(Blocks, { page: { ...page, Blocks: blocks }, site }),
    );
    const stream = await renderToReadableStream(onPage(inMain));
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html.length / blocks.length).toBeGreaterThan(500);
    expect(html.length).toBeGreaterThan(12_800);
    expect(html.match(/<!--&-->/g)).toHaveLength(40);
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|<script>/);
    expect(html.indexOf('Citat 39:')).toBeLessThan(html.indexOf('Citat 40:'));
  });

  it('draws a range of the blocks', () => {
    const blocks = [staticBlock('<p>En.</p>'), staticBlock('<p>To.</p>'), staticBlock('<p>Tre.</p>')];
    expect(draw(blocks, { from: 1 })).not.toContain('En.');
    expect(draw(blocks, { from: 1 })).toContain('Tre.');
    expect(draw(blocks, { to: 1 })).toContain('En.');
    expect(draw(blocks, { to: 1 })).not.toContain('To.');
  });
});

describe('heroBlock', () => {
  const hero: Block = {
    ContentType: 'heroBlock',
    Content: {
      Headline: 'Velkommen',
      Text: 'Tekst',
      Image: media('hero'),
      Link: link('/for-laerere/', 'Kom i gang'),
      Theme: 'aubergine',
    },
  };

  it("carries the page's h1 and loads its image first when it opens the page", () => {
    const html = render(hero, 0);
    expect(html).toContain('<h1');
    expect(html).toMatch(/<img[^>]*loading="eager"/);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/);
    expect(html).toContain('src="https://cdn.test/hero/hero.jpg?');
    expect(html).toContain('alt="Billede hero"');
  });

  it('is an h2 with a lazy, low-priority image further down (it must not compete with the LCP image)', () => {
    const html = render(hero, 3);
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2');
    expect(html).toMatch(/<img[^>]*loading="lazy"/);
    expect(html).toMatch(/<img[^>]*fetchPriority="low"|<img[^>]*fetchpriority="low"/);
    expect(html).not.toMatch(/fetchPriority="high"|fetchpriority="high"/);
  });

  it("falls back to the 'default' theme for a name it does not know", () => {
    expect(render(hero, 0)).toContain('data-theme="default"');
    expect(render({ ...hero, Content: { ...hero.Content, Theme: 'success' } }, 0)).toContain(
      'data-theme="success"',
    );
  });
});

describe('carouselBlock', () => {
  const carousel: Block = {
    ContentType: 'carouselBlock',
    Content: {
      Headline: 'Sådan arbejder eleverne',
      Slides: ['idé', 'prototype', 'pitch'].map((name) => ({
        Image: media(name),
        Headline: name,
        Text: null,
        Link: null,
      })),
    },
  };

  // The block's own module (the browser's table, islands.ts, loads it through next/dynamic).
  const draw = (index: number) =>
    renderToStaticMarkup(
      onPage(createElement(CarouselBlock, { block: validated(carousel), page, site, index } as never)),
    );

  it('names its slides and buttons in Danish ("dias"), so a screen reader reads no English', () => {
    const html = draw(4);
    expect(html).toContain('aria-label="Forrige dias"');
    expect(html).toContain('aria-label="Næste dias"');
    expect(html).toContain('aria-label="Gå til dias 2: prototype"');
    expect(html).not.toMatch(/aria-[a-z]+="[^"]*\bslide\b/i);
  });

  it("draws only the first slide's image on the server: the later ones wait until the carousel is near", () => {
    const html = draw(4);
    const slides = html.split('aria-roledescription="dias"').slice(1);
    expect(slides).toHaveLength(3);
    expect(slides[0]).toMatch(/<img[^>]*loading="lazy"[^>]*fetchPriority="low"|<img[^>]*fetchPriority="low"/);
    expect(slides[1]).not.toContain('<img');
    expect(slides[2]).not.toContain('<img');
    // Every slide's text is there from the start.
    expect(html).toContain('prototype');
    expect(html).toContain('pitch');
  });

  it('loads the first slide first when the carousel opens the page', () => {
    expect(draw(0)).toMatch(/fetchPriority="high"|fetchpriority="high"/);
  });
});

describe('links and details', () => {
  it('opens external links in a new window with noopener and says so', () => {
    const html = render({
      ContentType: 'ctaBlock',
      Content: {
        Headline: 'Nyhedsbrev',
        Text: null,
        Link: link('https://forms.example/fis', 'Tilmeld', { NewWindow: true, Target: '_blank' }),
        Theme: 'default',
      },
    });
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/forms.example\/fis"[^>]*target="_blank"|<a[^>]*target="_blank"[^>]*href="https:\/\/forms.example\/fis"/,
    );
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('åbner i et nyt vindue');
  });

  it('never renders a javascript: link', () => {
    const html = render({
      ContentType: 'ctaBlock',
      Content: { Headline: 'X', Text: null, Link: link('javascript:alert(1)', 'Klik'), Theme: 'default' },
    });
    expect(html).not.toContain('javascript:');
    expect(html).toContain('Klik');
  });

  it('links e-mail and phone of a contact with mailto: and tel:', () => {
    const html = render({
      ContentType: 'contactBlock',
      Content: {
        Name: 'Lise',
        Role: null,
        Email: 'kontakt@fis-fonden.dk',
        Phone: '+45 33 12 34 56',
        Text: null,
        Image: null,
      },
    });
    expect(html).toContain('href="mailto:kontakt@fis-fonden.dk"');
    expect(html).toContain('href="tel:+4533123456"');
  });

  it('draws accordion items as native disclosures', () => {
    const html = render({
      ContentType: 'accordionBlock',
      Content: { Items: [{ Title: 'Spørgsmål', Text: '<p>Svar</p>' }, { Title: 7 }], Mode: 'old' },
    });
    expect(html.match(/<details/g)).toHaveLength(1);
    expect(html).toContain('<summary');
    expect(html).toContain('data-rte-mode="old"');
  });

  it('keeps a quote in figure, blockquote and figcaption', () => {
    const html = render({
      ContentType: 'quoteBlock',
      Content: { Quote: 'Godt.', Author: 'Jonas', Role: 'Lærer', Image: media('p'), Theme: 'success' },
    });
    expect(html).toMatch(/<figure[\s\S]*<blockquote[\s\S]*<figcaption[\s\S]*Jonas[\s\S]*Lærer/);
    expect(html).toContain('alt=""');
  });

  it('gives card titles the next heading level: h3 under a headline, h2 without one', () => {
    const cards = [{ Headline: 'A', Text: null, Image: null, Link: null, Label: null }];
    expect(
      render({
        ContentType: 'cardsBlock',
        Content: { Headline: 'Kort', Text: null, Theme: 'default', Cards: cards },
      }),
    ).toContain('<h3');
    expect(
      render({ ContentType: 'cardsBlock', Content: { Text: null, Theme: 'default', Cards: cards } }),
    ).not.toContain('<h3');
  });
});

describe('preparers', () => {
  const context = {
    cms: { getMedia: () => Promise.resolve({ Url: '/media/ab12/fil.pdf', AltText: 'Fil' }) },
    cmsBaseUrl: 'http://cms.test/cms',
    imageCdnUrl: CDN,
    page: { ...page, Blocks: [] },
  } as unknown as PrepareContext;
  const prepareAs =
    <Type extends BlockType>(type: Type) =>
    async (block: Block, prepareContext: PrepareContext) =>
      (await prepareBlock({ ...block, ContentType: type }, prepareContext)) as PreparedBlocks[Type] | null;
  const contentPreparers = {
    richTextBlock: prepareAs('richTextBlock'),
    accordionBlock: prepareAs('accordionBlock'),
  };

  it('richTextBlock: sanitises and rewrites Text and adds the mode', async () => {
    const prepare = contentPreparers.richTextBlock;
    const block: Block = {
      ContentType: 'richTextBlock',
      Content: {
        Headline: 'H',
        Text: '<p onclick="x()">Se <a href="/{localLink:umb://media/ab12ab12ab12ab12ab12ab12ab12ab12}">filen</a></p><script>x()</script>',
        UpdatedDate: '2026-01-01T00:00:00.000Z',
      },
    };
    const prepared = await prepare(block, context);
    // Validated content carries only the fields the block draws (UpdatedDate has done its work: the mode).
    expect(prepared!.Content).toEqual({
      Headline: 'H',
      Text: '<p>Se <a href="http://cms.test/cms/media/ab12/fil.pdf">filen</a></p>',
      Mode: 'new',
    });
  });

  it('richTextBlock: the older mode and the warning when UpdatedDate is missing; no text is an empty text', async () => {
    const warn = vi.spyOn(log, 'warn');
    const prepared = await contentPreparers.richTextBlock(
      { ContentType: 'richTextBlock', Content: { Text: 42 } },
      context,
    );
    expect(prepared!.Content.Text).toBe('');
    expect(prepared!.Content.Mode).toBe('old');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ path: '/side/' }), UPDATED_DATE_MISSING);
  });

  it("accordionBlock: prepares every item's Text, in the mode of the page's UpdateDate", async () => {
    const warn = vi.spyOn(log, 'warn');
    const block: Block = {
      ContentType: 'accordionBlock',
      Content: {
        Items: [
          { Title: 'A', Text: '<p>a<img src=x onerror=alert(1)></p>' },
          { Title: 'B', Text: '<p>b</p>' },
        ],
      },
    };
    const prepared = await contentPreparers.accordionBlock(block, context);
    expect(prepared!.Content.Items).toEqual([
      { Title: 'A', Text: '<p>a<img alt="" decoding="async" loading="lazy" src="x" /></p>' },
      { Title: 'B', Text: '<p>b</p>' },
    ]);
    expect(prepared!.Content.Mode).toBe('new');
    const old = await contentPreparers.accordionBlock(block, {
      ...context,
      page: { ...context.page, UpdateDate: '2022-05-01T00:00:00.000Z' },
    });
    expect(old!.Content.Mode).toBe('old');
    const undated = await contentPreparers.accordionBlock(block, {
      ...context,
      page: { ...context.page, UpdateDate: undefined },
    });
    expect(undated!.Content.Mode).toBe('old');
    expect(warn.mock.calls.filter((call) => call[1] === UPDATED_DATE_MISSING)).toHaveLength(1);
  });
});
