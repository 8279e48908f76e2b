import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareGlobal, sanitizeSvg } from '@/server/content/prepare-global';
import { clearGlobalCache, loadGlobal } from '@/server/loaders/global';
import type { Upstream } from '@/server/upstream';
import type { CmsClient } from '@/server/upstream/cms';
import { globalSchema, type Global } from '@/server/upstream/cms-schemas';

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false"><path d="M4 4h16v16H4z"/><circle cx="17" cy="7" r="1.1"/></svg>';

const link = (Url: string, Text: string) => ({
  Url,
  Text,
  Target: null,
  NoFollow: false,
  NewWindow: false,
  Download: false,
});

function global(overrides: Partial<Record<keyof Global, unknown>> = {}): Global {
  return globalSchema.parse({
    SiteName: 'Fonden for Iværksætteri i Skolen',
    Header: { Menu: [], BurgerMenu: [] },
    SoMe: [{ Title: 'LinkedIn', Link: link('https://www.linkedin.com/company/x', 'LinkedIn'), SVG: ICON }],
    MyPageSettings: { ModalInformation: '<h2>Log ind på Min profil</h2><p>Velkommen.</p>' },
    ...overrides,
  });
}

const context = {
  cms: {} as unknown as CmsClient,
  cmsBaseUrl: 'http://cms.test/cms',
  imageCdnUrl: 'http://cdn.test/cdn',
};

describe('sanitising SoMe icons', () => {
  it('keeps a well-formed icon drawing, with its viewBox, hidden from assistive technology', () => {
    const clean = sanitizeSvg(ICON);
    expect(clean).toMatch(/^<svg /);
    expect(clean).toContain('viewBox="0 0 24 24"');
    expect(clean).toContain('<path d="M4 4h16v16H4z">');
    expect(clean).toContain('<circle cx="17" cy="7" r="1.1">');
    expect(clean).toContain('aria-hidden="true"');
    expect(clean).toContain('focusable="false"');
  });

  it('removes scripts, event handlers, javascript: links, foreignObject and styles from a hostile icon', () => {
    const hostile = [
      '<svg viewBox="0 0 24 24" onload="alert(1)" style="background:url(https://evil.test/x)">',
      '<script>alert(2)</script>',
      '<script xlink:href="https://evil.test/x.js"></script>',
      '<a xlink:href="javascript:alert(3)" href="javascript:alert(3)"><path d="M0 0h1" onclick="alert(4)"/></a>',
      '<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(5)"/>tekst</body></foreignObject>',
      '<use href="#x" xlink:href="data:image/svg+xml,<svg onload=alert(6)>"/>',
      '<image href="https://evil.test/track.png"/>',
      '<set attributeName="href" to="javascript:alert(7)"/><animate attributeName="href" values="javascript:alert(8)"/>',
      '<style>@import url(https://evil.test/x.css);</style>',
      '<rect width="4" height="4" fill="url(https://evil.test/#p)" style="fill:red"/>',
      '<polygon points="0,0 1,1 1,0" ONCLICK="alert(9)"/>',
      '</svg>',
    ].join('');
    const clean = sanitizeSvg(hostile);
    for (const bad of [
      '<script',
      'alert',
      'javascript:',
      'onload',
      'onclick',
      'onerror',
      'foreignObject',
      'foreignobject',
      'style',
      'href',
      '<use',
      '<image',
      '<set',
      '<animate',
      'evil',
      'tekst',
      '<img',
      '<a ',
    ]) {
      expect(clean.toLowerCase()).not.toContain(bad.toLowerCase());
    }
    expect(clean).toContain('<path d="M0 0h1">');
    expect(clean).toContain('<rect width="4" height="4">');
    expect(clean).toContain('<polygon points="0,0 1,1 1,0">');
  });

  it('gives nothing back when the markup is not an SVG', () => {
    expect(sanitizeSvg('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeSvg('<script>alert(1)</script>')).toBe('');
    expect(sanitizeSvg('')).toBe('');
  });
});

describe('preparing the site-wide data', () => {
  it('sanitises SoMe icons and the login modal rich text, and leaves the rest as it was', async () => {
    const raw = global({
      SoMe: [
        {
          Title: 'Facebook',
          Link: link('https://facebook.test/fis', 'Facebook'),
          SVG: '<svg onload="alert(1)"><script>alert(2)</script><path d="M1 1"/></svg>',
        },
      ],
      MyPageSettings: {
        ModalInformation: '<h2>Log ind</h2><p onclick="alert(3)">Velkommen</p><script>alert(4)</script>',
      },
    });
    const prepared = await prepareGlobal(raw, context);
    expect(prepared.SoMe[0]?.SVG).toBe(
      '<svg aria-hidden="true" focusable="false"><path d="M1 1"></path></svg>',
    );
    expect(prepared.SoMe[0]?.Title).toBe('Facebook');
    const modal = prepared.MyPageSettings.ModalInformation;
    expect(modal).toContain('Log ind');
    expect(modal).toContain('Velkommen');
    expect(modal).not.toContain('alert');
    expect(modal).not.toContain('<script');
    expect(prepared.SiteName).toBe(raw.SiteName);
    expect(prepared.Footer).toEqual(raw.Footer);
  });

  it('does not change the copy it was given', async () => {
    const raw = global();
    const before = structuredClone(raw);
    await prepareGlobal(raw, context);
    expect(raw).toEqual(before);
  });

  it('keeps an empty modal text empty', async () => {
    const prepared = await prepareGlobal(global({ MyPageSettings: { ModalInformation: '' } }), context);
    expect(prepared.MyPageSettings.ModalInformation).toBe('');
  });
});

describe('the global loader', () => {
  beforeEach(() => {
    clearGlobalCache();
  });

  it('prepares each fetched copy once, inside the cache', async () => {
    const getPage = vi.fn(() => Promise.resolve({ Global: global(), Page: {} }));
    const upstream = { cms: { getPage } } as unknown as Upstream;
    const prepare = vi.fn((g: Global) => Promise.resolve({ ...g, SiteName: 'Forberedt' }));
    const [first, second] = await Promise.all([loadGlobal(upstream, prepare), loadGlobal(upstream, prepare)]);
    const third = await loadGlobal(upstream, prepare);
    expect(getPage).toHaveBeenCalledOnce();
    expect(prepare).toHaveBeenCalledOnce();
    expect([first?.global.SiteName, second?.global.SiteName, third?.global.SiteName]).toEqual([
      'Forberedt',
      'Forberedt',
      'Forberedt',
    ]);
  });
});
