import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { startMock } from '../mock/harness';
import type { RichTextBlock } from '@/cms/blocks/rich-text';
import { prepareBlock } from '@/server/content/prepare-page';
import { prepareRichText, UPDATED_DATE_MISSING } from '@/server/content/rich-text';
import { log } from '@/server/log';
import { createCmsClient, type CmsClient } from '@/server/upstream/cms';
import type { Block, Page } from '@/cms/vocabulary';

/**
 * The real seed's rich text through the real CMS client and the stand-in: every `localLink:` and `data-udi`
 * must resolve, every file and image it points to must answer.
 */
let mock: RunningMock;
let cms: CmsClient;
let cmsBaseUrl: string;
let imageCdnUrl: string;

beforeAll(async () => {
  mock = await startMock();
  cmsBaseUrl = `${mock.origin}/cms`;
  imageCdnUrl = `${mock.origin}/cdn`;
  cms = createCmsClient({ baseUrl: cmsBaseUrl, siteId: 'fonden', timeoutMs: 10_000 });
}, 60_000);
afterAll(() => mock.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const hrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
const srcs = (html: string) =>
  [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('the seed rich text', () => {
  it(
    'resolves every localLink and data-udi and rewrites every /media/ URL',
    { timeout: 60_000 },
    async () => {
      const warn = vi.spyOn(log, 'warn');
      const answers = await Promise.all(
        mock.store.state.cms.listPages().map(async (summary) => (await cms.getPage(summary.Url)).Page),
      );
      const global = (await cms.getPage('/')).Global;
      const inputs: string[] = [global.MyPageSettings.ModalInformation];
      const outputs: string[] = [
        (
          await prepareRichText(global.MyPageSettings.ModalInformation, {
            mode: 'new',
            context: { cms, cmsBaseUrl, imageCdnUrl },
          })
        ).html,
      ];

      for (const page of answers) {
        for (const block of page.Blocks) {
          if (!['richTextBlock', 'accordionBlock'].includes(block.ContentType)) continue;
          const prepared = (await prepareBlock(block, {
            cms,
            cmsBaseUrl,
            imageCdnUrl,
            page,
          })) as Block | null;
          const texts = (b: Block) =>
            b.ContentType === 'richTextBlock'
              ? [String(b.Content.Text)]
              : (b.Content.Items as { Text: string }[]).map((item) => item.Text);
          inputs.push(...texts(block));
          outputs.push(...texts(prepared!));
        }
      }

      const input = inputs.join('\n');
      const output = outputs.join('\n');
      // The seed carries every shape prisma-free-mock/docs/cms.md lists.
      expect(count(input, /\{localLink:umb:\/\/media\//g)).toBeGreaterThan(0);
      expect(count(input, /\{localLink:umb:\/\/document\//g)).toBeGreaterThan(0);
      expect(count(input, /data-udi=/g)).toBeGreaterThan(0);
      expect(count(input, /href="\/media\//g)).toBeGreaterThan(0);
      expect(count(input, /src="\/media\//g)).toBeGreaterThan(0);

      // Nothing is left unresolved, and no link lost its target.
      expect(output).not.toMatch(/localLink|data-udi|umb:\/\//);
      expect(count(output, /<a\b/g)).toBe(count(input, /<a\b/g));
      expect(hrefs(output)).toHaveLength(count(input, /<a\b/g));
      expect(count(output, /<img\b/g)).toBe(count(input, /<img\b/g));
      expect(
        warn.mock.calls.filter((call) => JSON.stringify(call).includes('could not be resolved')),
      ).toEqual([]);

      // Files on the CMS host or the CDN, pages by path, images through the CDN: every one answers.
      const links = hrefs(output);
      const local = links.filter((href) => href.startsWith(mock.origin));
      expect(local.some((href) => href.startsWith(`${cmsBaseUrl}/media/`))).toBe(true);
      expect(local.some((href) => href.startsWith(`${imageCdnUrl}/`))).toBe(true);
      for (const href of links.filter(
        (h) => !h.startsWith('http') && !h.startsWith('mailto:') && !h.startsWith('tel:'),
      )) {
        expect(href, 'internal links are page paths').toMatch(/^\/[^/]/);
      }
      const pagePaths = new Set(answers.map((page: Page) => page.Url));
      for (const href of links.filter((h) => h.startsWith('/'))) {
        expect(
          pagePaths.has(href.split('#')[0] ?? href) || href.startsWith('/min-profil'),
          `${href} is a page`,
        ).toBe(true);
      }
      const images = srcs(output);
      expect(images.length).toBeGreaterThan(0);
      for (const src of images) expect(src.startsWith(`${imageCdnUrl}/`), src).toBe(true);
      for (const url of [...new Set([...local, ...images])]) {
        const response = await fetch(url);
        await response.arrayBuffer();
        expect(response.status, url).toBe(200);
      }
    },
  );

  it(
    'uses the older mode for the 2022 article and warns for the one without a date',
    { timeout: 30_000 },
    async () => {
      const warn = vi.spyOn(log, 'warn');
      const modeOf = async (path: string) => {
        const page = (await cms.getPage(path)).Page;
        const block = page.Blocks.find((b) => b.ContentType === 'richTextBlock');
        if (!block) throw new Error(`no rich text on ${path}`);
        const prepared = await prepareBlock(block, { cms, cmsBaseUrl, imageCdnUrl, page });
        return (prepared as RichTextBlock).Content.Mode;
      };
      expect(await modeOf('/nyheder/velkommen-til-den-nye-hjemmeside/')).toBe('old');
      expect(warn).not.toHaveBeenCalledWith(expect.anything(), UPDATED_DATE_MISSING);
      expect(await modeOf('/nyheder/vinderne-af-kickstart-2022/')).toBe('old');
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/nyheder/vinderne-af-kickstart-2022/' }),
        UPDATED_DATE_MISSING,
      );
      expect(await modeOf('/nyheder/aarsrapport-2025/')).toBe('new');
    },
  );
});
