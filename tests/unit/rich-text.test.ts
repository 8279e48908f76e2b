import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { log } from '@/server/log';
import {
  prepareRichText,
  RICH_TEXT_CUTOVER,
  richTextMode,
  UPDATED_DATE_MISSING,
} from '@/server/content/rich-text';
import { resetMediaReports, type MediaAnswer, type MediaLookup } from '@/server/content/rich-text-media';
import type { CmsClient } from '@/server/upstream/cms';
import { UpstreamError } from '@/server/upstream/http';

const PDF = 'umb://media/f285bc0bfa04c31e78b22053bdc597c7';
const DOC = 'umb://document/243edd39cf7943b5a370a534e49d22d6';
const IMG = 'umb://media/dc23e0a1b2c3d4e5f60718293a4b5c6d';
const MISSING = 'umb://media/00000000000000000000000000000000';
const BROKEN = 'umb://media/11111111111111111111111111111111';
const EVIL = 'umb://document/22222222222222222222222222222222';

const ANSWERS: Record<string, MediaAnswer> = {
  [PDF]: { Url: '/media/f285bc0b/fra-ide-til-handling.pdf', AltText: 'Fra idé til handling (PDF)' },
  [DOC]: { Url: '/undervisningsmateriale/', AltText: 'Undervisningsmateriale' },
  [IMG]: { Url: '/media/dc23e0a1/forside.jpg', AltText: 'Forsiden af grundbogen', Width: 1600, Height: 900 },
  [EVIL]: { Url: 'javascript:alert(1)', AltText: '' },
};

/** A stand-in for the CMS client's GetMedia: known UDIs answer, MISSING is a 404, BROKEN a 503. */
function fakeCms() {
  const getMedia = vi.fn<CmsClient['getMedia']>((udi) => {
    if (udi === BROKEN)
      return Promise.reject(new UpstreamError('cms', 503, null, 'GET /api/media/GetMedia: 503'));
    const answer = ANSWERS[udi];
    if (!answer)
      return Promise.reject(
        new UpstreamError('cms', 404, { error: 'Mediet blev ikke fundet' }, 'GET /api/media/GetMedia: 404'),
      );
    return Promise.resolve(answer);
  });
  const cms: MediaLookup = { getMedia };
  return { cms, getMedia };
}

const CMS_BASE = 'http://cms.test/cms';
const CDN = 'https://cdn.test';
const RECENT = '2026-10-22T10:00:00.000Z';

let cms: MediaLookup;
let getMedia: ReturnType<typeof fakeCms>['getMedia'];
let warn: MockInstance<(typeof log)['warn']>;

beforeEach(() => {
  ({ cms, getMedia } = fakeCms());
  resetMediaReports();
  warn = vi.spyOn(log, 'warn');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const prepare = async (html: string, updatedDate: string | null = RECENT) =>
  (await prepareRichText(html, { updatedDate, context: { cms, cmsBaseUrl: CMS_BASE, imageCdnUrl: CDN } }))
    .html;

const attr = (html: string, tag: string, name: string) => {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(html)?.[0] ?? '';
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
  return value?.replace(/&amp;/g, '&');
};

describe('links through GetMedia (localLink)', () => {
  it('prefixes a media file with the CMS host, keeping the title and the text', async () => {
    const html = await prepare(
      `<p><a href="/{localLink:${PDF}}" title="Fra idé til handling (PDF)">hent bogen</a></p>`,
    );
    expect(html).toBe(
      '<p><a href="http://cms.test/cms/media/f285bc0b/fra-ide-til-handling.pdf" title="Fra idé til handling (PDF)">hent bogen</a></p>',
    );
  });

  it("uses a document's page path as it is, keeping an anchor after the braces", async () => {
    expect(await prepare(`<a href="/{localLink:${DOC}}">materialer</a>`)).toBe(
      '<a href="/undervisningsmateriale/">materialer</a>',
    );
    expect(await prepare(`<a href="/{localLink:${DOC.toUpperCase()}}#top">x</a>`)).toBe(
      '<a href="/undervisningsmateriale/#top">x</a>',
    );
  });

  it('asks GetMedia once per UDI, however often it occurs and however many texts ask at once', async () => {
    const text = `<a href="/{localLink:${PDF}}">a</a><a href="/{localLink:${PDF}}">b</a><img data-udi="${IMG}" src="" alt="">`;
    await Promise.all([prepare(text), prepare(text), prepare(text)]);
    await prepare(text);
    expect(getMedia.mock.calls.map(([udi]) => udi).sort()).toEqual([IMG, PDF].sort());
  });

  it('keeps the text of a link GetMedia does not know and drops its href, logging it once', async () => {
    const text = `<p>Se <a href="/{localLink:${MISSING}}" title="Væk">den gamle side</a>.</p>`;
    expect(await prepare(text)).toBe('<p>Se den gamle side.</p>');
    expect(await prepare(text)).toBe('<p>Se den gamle side.</p>');
    const reports = warn.mock.calls.filter((call) => JSON.stringify(call).includes(MISSING));
    expect(reports).toHaveLength(1);
  });

  it('does the same when the CMS fails, and when a localLink holds no UDI', async () => {
    expect(await prepare(`<a href="/{localLink:${BROKEN}}">fil</a>`)).toBe('fil');
    expect(await prepare('<a href="/{localLink:1234}">gammelt id</a>')).toBe('gammelt id');
  });

  it('still checks the scheme of what GetMedia answers', async () => {
    expect(await prepare(`<a href="/{localLink:${EVIL}}">klik</a>`)).toBe('klik');
  });
});

describe('media through the image CDN', () => {
  it('rewrites a plain /media/ link to the CDN, keeping the path after /media', async () => {
    expect(await prepare('<a href="/media/efd888a1/foraeldrebrev.pdf">brev</a>')).toBe(
      '<a href="https://cdn.test/efd888a1/foraeldrebrev.pdf">brev</a>',
    );
  });

  it('rewrites absolute /media/ URLs on the CMS host but not on other hosts', async () => {
    expect(await prepare('<a href="http://cms.test/cms/media/ab12/skole.pdf">a</a>')).toBe(
      '<a href="https://cdn.test/ab12/skole.pdf">a</a>',
    );
    expect(await prepare('<a href="https://andet.example/media/ab12/x.pdf">b</a>')).toBe(
      '<a href="https://andet.example/media/ab12/x.pdf">b</a>',
    );
  });

  it('serves /media/ images through the CDN with its defaults and a responsive srcset, lazily', async () => {
    const html = await prepare(
      '<img src="/media/ab12/vindere-med-pokal.jpg" alt="Vinderne" width="1600" height="900">',
    );
    const src = new URL(attr(html, 'img', 'src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://cdn.test/ab12/vindere-med-pokal.jpg');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      w: '570',
      q: '70',
      fit: 'max',
      auto: 'format,enhance',
    });
    expect(attr(html, 'img', 'srcset')).toContain('https://cdn.test/ab12/vindere-med-pokal.jpg?w=1140');
    expect(attr(html, 'img', 'alt')).toBe('Vinderne');
    expect(attr(html, 'img', 'width')).toBe('1600');
    expect(attr(html, 'img', 'height')).toBe('900');
    expect(attr(html, 'img', 'loading')).toBe('lazy');
  });

  it('fills src and alt of a data-udi image from GetMedia', async () => {
    const html = await prepare(`<p><img data-udi="${IMG}" src="" alt=""></p>`);
    expect(attr(html, 'img', 'src')).toMatch(/^https:\/\/cdn\.test\/dc23e0a1\/forside\.jpg\?w=570&/);
    expect(attr(html, 'img', 'alt')).toBe('Forsiden af grundbogen');
    expect(attr(html, 'img', 'width')).toBe('1600');
    expect(html).not.toContain('data-udi');
  });

  it('leaves out a data-udi image GetMedia cannot resolve', async () => {
    expect(await prepare(`<p>Før<img data-udi="${MISSING}" src="" alt="">efter</p>`)).toBe('<p>Førefter</p>');
  });

  it('keeps other image sources as they are', async () => {
    expect(attr(await prepare('<img src="https://billeder.example/a.png" alt="A">'), 'img', 'src')).toBe(
      'https://billeder.example/a.png',
    );
  });
});

describe('links', () => {
  it('gives target="_blank" rel="noopener", keeping noreferrer and nofollow and dropping unknown tokens', async () => {
    expect(await prepare('<a href="https://x.dk" target="_blank">x</a>')).toBe(
      '<a href="https://x.dk" rel="noopener" target="_blank">x</a>',
    );
    expect(
      await prepare('<a href="https://x.dk" target="_BLANK" rel="noreferrer opener nofollow">x</a>'),
    ).toBe('<a href="https://x.dk" rel="nofollow noopener noreferrer" target="_blank">x</a>');
  });

  it('drops targets other than _blank', async () => {
    expect(await prepare('<a href="/legater/" target="_top">x</a>')).toBe('<a href="/legater/">x</a>');
  });

  it('leaves external, internal, mailto and tel links as they are', async () => {
    const text =
      '<a href="https://www.example.dk/side?x=1&amp;y=2">ekstern</a> <a href="/legater/">legater</a> ' +
      '<a href="mailto:kontakt@fis-fonden.dk">mail</a> <a href="tel:+4533123456">ring</a>';
    expect(await prepare(text)).toBe(text);
  });
});

describe('rendering mode by updated date', () => {
  it('uses the newer mode on and after the cut-over, the older mode before it', () => {
    expect(richTextMode(RICH_TEXT_CUTOVER)).toBe('new');
    expect(richTextMode('2023-01-01T14:26:22.484Z')).toBe('new');
    expect(richTextMode('2023-01-01T14:26:22.482Z')).toBe('old');
    expect(richTextMode('2022-03-14T09:30:00.000Z')).toBe('old');
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs 'Updated Date Missing, Can't display RTE correctly' and uses the older mode when the date is missing", async () => {
    expect(UPDATED_DATE_MISSING).toBe("Updated Date Missing, Can't display RTE correctly");
    for (const missing of [undefined, null, '', 'ikke en dato']) {
      warn.mockClear();
      const result = await prepareRichText('<p>Tekst</p>', {
        updatedDate: missing,
        context: { cms, cmsBaseUrl: CMS_BASE, imageCdnUrl: CDN },
      });
      expect(result.mode).toBe('old');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        expect.anything(),
        "Updated Date Missing, Can't display RTE correctly",
      );
    }
  });

  it('drops empty paragraphs in the newer mode and keeps them as spacing in the older one', async () => {
    const text = '<p>Et</p><p>&nbsp;</p><p></p><p><img src="/media/a/b.jpg" alt="B"></p><p>To</p>';
    expect(await prepare(text, RECENT)).not.toMatch(/<p>(&nbsp;|\u00a0)?<\/p>/);
    expect(await prepare(text, '2022-01-01T00:00:00.000Z')).toContain('<p></p>');
    expect(await prepare(text, RECENT)).toContain('<img');
  });

  it('lets a caller decide the mode itself, without the date check', async () => {
    const result = await prepareRichText('<p>x</p>', {
      mode: 'new',
      context: { cms, cmsBaseUrl: CMS_BASE, imageCdnUrl: CDN },
    });
    expect(result.mode).toBe('new');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('structure', () => {
  it('keeps the allowed structure: headings, lists, quotes, figures, tables with scope and spans', async () => {
    const text =
      '<h2>A</h2><h3>B</h3><p><strong>s</strong> <em>e</em> <u>u</u> <s>x</s> H<sub>2</sub>O m<sup>2</sup><br></p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote><p>q</p></blockquote><hr>' +
      '<figure><img src="https://billeder.example/a.png" alt="A"><figcaption>F</figcaption></figure>';
    const html = await prepare(text);
    for (const tag of [
      'h2',
      'h3',
      'strong',
      'em',
      'u',
      's',
      'sub',
      'sup',
      'br',
      'ul',
      'ol',
      'li',
      'blockquote',
      'hr',
      'figure',
      'figcaption',
    ]) {
      expect(html).toContain(`<${tag}`);
    }
  });

  it("turns an editor's h1 into an h2: the page's only h1 is its hero or title", async () => {
    expect(await prepare('<h1 class="x">Titel</h1>')).toBe('<h2>Titel</h2>');
  });

  it('wraps tables in a focusable region that scrolls sideways', async () => {
    const html = await prepare(
      '<table><thead><tr><th scope="col" colspan="2" style="color:red">A</th></tr></thead><tbody><tr><td rowspan="2">1</td></tr></tbody></table>',
    );
    expect(html).toBe(
      '<div class="rte-table" role="region" tabindex="0" aria-label="Tabel"><table><thead><tr><th colspan="2" scope="col">A</th></tr></thead><tbody><tr><td rowspan="2">1</td></tr></tbody></table></div>',
    );
  });

  it('allows a youtube-nocookie embed only, rebuilt from its id, with a title', async () => {
    const html = await prepare(
      '<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=30&autoplay=1" onload="x()"></iframe>',
    );
    expect(attr(html, 'iframe', 'src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=30');
    expect(attr(html, 'iframe', 'title')).toBe('Indlejret video');
    expect(html).not.toContain('onload');
  });

  it('is deterministic: canonical attribute order, the same output every time', async () => {
    const a = await prepare(
      '<a title="T" target="_blank" href="https://x.dk">x</a><img width="10" alt="A" height="5" src="/media/a/b.jpg">',
    );
    const b = await prepare(
      '<a href="https://x.dk" target="_blank" title="T">x</a><img src="/media/a/b.jpg" height="5" alt="A" width="10">',
    );
    expect(a).toBe(b);
    expect(await prepare('<a title="T" target="_blank" href="https://x.dk">x</a>')).toBe(
      '<a href="https://x.dk" rel="noopener" target="_blank" title="T">x</a>',
    );
  });
});

/** Markup that must never reach the page: scripts, handlers, dangerous URLs, foreign content, forms, frames. */
const HOSTILE: [string, string][] = [
  ['script', '<p>a</p><script>alert(1)</script><SCRIPT SRC=https://evil.example/x.js></SCRIPT>'],
  ['img onerror', '<img src=x onerror=alert(1)><img src="/media/a/b.jpg" ONERROR="alert(1)">'],
  ['onclick', '<a href="https://ok.dk" onclick="alert(1)">ok</a><p onmouseover="alert(1)">p</p>'],
  [
    'onload on body and svg',
    '<body onload=alert(1)><svg onload=alert(1)></svg><img src=/x.png onload=alert(1)>',
  ],
  ['javascript: href', '<a href="javascript:alert(1)">1</a>'],
  ['mixed case', '<a href="JaVaScRiPt:alert(1)">2</a>'],
  ['leading spaces', '<a href="   javascript:alert(1)">3</a><a href="&#32;javascript:alert(1)">3b</a>'],
  [
    'tab inside the scheme',
    '<a href="jav&#x09;ascript:alert(1)">4</a><a href="jav\tascript:alert(1)">4b</a>',
  ],
  ['newline inside the scheme', '<a href="java&#x0A;script:alert(1)">5</a>'],
  [
    'entity-encoded scheme',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">6</a><a href="javascript&colon;alert(1)">6b</a>',
  ],
  ['vbscript:', '<a href="vbscript:msgbox(1)">7</a><a href="VBScript:msgbox(1)">7b</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">8</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="d">'],
  ['protocol-relative', '<a href="//evil.example/x">9</a><img src="//evil.example/x.png">'],
  ['iframe to another host', '<iframe src="https://evil.example/embed/abcdefghijk"></iframe>'],
  [
    'iframe lookalike host',
    '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/abcdefghijk"></iframe>',
  ],
  [
    'iframe over http or to youtube.com',
    '<iframe src="http://www.youtube-nocookie.com/embed/abcdefghijk"></iframe><iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>',
  ],
  [
    'iframe javascript and srcdoc',
    '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  ],
  [
    'svg script',
    '<svg><script>alert(1)</script></svg><svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>',
  ],
  [
    'svg animate',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  [
    'math',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['math href', '<math href="javascript:alert(1)"><mi>x</mi></math>'],
  [
    'style element',
    '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  ],
  [
    'form and input',
    '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)" value="Send"><button>b</button></form>',
  ],
  ['object and embed', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
  ['base', '<base href="javascript:/">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  [
    'srcset with javascript:',
    '<img srcset="javascript:alert(1) 1x, /media/a/b.jpg 2x" src="/media/a/b.jpg" alt="">',
  ],
  ['style with expression()', '<p style="width: expression(alert(1))">p</p>'],
  [
    'style with url(javascript:)',
    '<div style="background:url(javascript:alert(1))">d</div><span style="behavior:url(x.htc)">s</span>',
  ],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['template', '<template><script>alert(1)</script><img src=x onerror=alert(1)></template>'],
  ['textarea and xmp', '<textarea><script>alert(1)</script></textarea><xmp><script>alert(1)</script></xmp>'],
  ['comments', '<!--<script>alert(1)</script>--><p>ok</p><!-- <img src=x onerror=alert(1)> -->'],
  ['localLink smuggling a scheme', '<a href="/{localLink:javascript:alert(1)}">l</a>'],
  [
    'data-udi with a dangerous src',
    `<img data-udi="${MISSING}" src="javascript:alert(1)" onerror="alert(1)">`,
  ],
  [
    'GetMedia answering a dangerous URL',
    `<a href="/{localLink:${EVIL}}">e</a><img data-udi="${EVIL}" src="">`,
  ],
];

const FORBIDDEN: [string, RegExp][] = [
  [
    'a forbidden element',
    /<\/?(script|style|svg|math|form|input|button|object|embed|base|meta|link|iframe|textarea|xmp|noscript|template|body|mglyph|animate)\b/i,
  ],
  ['an event handler', /\son[a-z]+\s*=/i],
  ['a dangerous scheme', /(javascript|vbscript|data)\s*:/i],
  ['a style attribute', /\sstyle\s*=/i],
  ['an expression', /expression\s*\(/i],
  ['a protocol-relative URL', /(href|src)="\/\//i],
];

describe('hostile HTML', () => {
  it.each(HOSTILE)('neutralises %s', async (_name, text) => {
    const html = await prepare(text);
    for (const [what, pattern] of FORBIDDEN) {
      expect(pattern.test(html), `${what} in ${html}`).toBe(false);
    }
  });

  it('keeps the harmless text around hostile markup', async () => {
    expect(await prepare('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(await prepare('<a href="javascript:alert(1)">klik</a>')).toBe('klik');
    expect(await prepare('<p onclick="x()" style="color:red" class="big">hej</p>')).toBe('<p>hej</p>');
  });
});
