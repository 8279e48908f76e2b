import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHeaderScriptsCache, loadHeaderScripts, parseHeaderScripts } from '@/server/loaders/scripts';
import type { Upstream } from '@/server/upstream';

describe('reading header scripts', () => {
  it('reads the stand-in answer: inner code and the optional id', () => {
    expect(
      parseHeaderScripts([
        { Script: '<script id="fis-header-script">window.fisHeaderScript = true;</script>' },
        {
          Script:
            '<script>window.fisHeaderScriptLoadedAt = window.fisHeaderScriptLoadedAt || Date.now();</script>',
        },
      ]),
    ).toEqual([
      { id: 'fis-header-script', src: null, code: 'window.fisHeaderScript = true;', attributes: {} },
      {
        id: null,
        src: null,
        code: 'window.fisHeaderScriptLoadedAt = window.fisHeaderScriptLoadedAt || Date.now();',
        attributes: {},
      },
    ]);
  });

  it('reads ids in single quotes or without quotes, other attributes and upper-case tags', () => {
    expect(
      parseHeaderScripts([{ Script: "<script type='text/javascript' id='a'>x()</script>" }])[0]?.id,
    ).toBe('a');
    expect(parseHeaderScripts([{ Script: '<SCRIPT async id=b>y()</SCRIPT>' }])[0]).toEqual({
      id: 'b',
      src: null,
      code: 'y()',
      attributes: { async: '' },
    });
    expect(parseHeaderScripts([{ Script: '<script data-id="no">z()</script>' }])[0]?.id).toBeNull();
  });

  it('keeps an external script by its http(s) source and refuses other schemes', () => {
    expect(
      parseHeaderScripts([{ Script: '<script src="https://cdn.example.dk/x.js" id="x"></script>' }]),
    ).toEqual([{ id: 'x', src: 'https://cdn.example.dk/x.js', code: '', attributes: {} }]);
    expect(parseHeaderScripts([{ Script: '<script src="javascript:alert(1)"></script>' }])).toEqual([]);
  });

  it("keeps the attributes that say how a script runs (a consent manager's text/plain, async, defer, data-*)", () => {
    const [consent, external] = parseHeaderScripts([
      {
        Script:
          '<script type="text/plain" data-cookieconsent="statistics" DATA-Category=\'marketing\' id="c">track()</script>' +
          '<script async defer crossorigin="anonymous" integrity="sha384-abc" referrerpolicy="no-referrer" ' +
          'src="https://cdn.example.dk/cmp.js" data-cbid=1234></script>',
      },
    ]);
    expect(consent).toEqual({
      id: 'c',
      src: null,
      code: 'track()',
      attributes: { type: 'text/plain', 'data-cookieconsent': 'statistics', 'data-category': 'marketing' },
    });
    expect(external?.attributes).toEqual({
      async: '',
      defer: '',
      crossorigin: 'anonymous',
      integrity: 'sha384-abc',
      referrerpolicy: 'no-referrer',
      'data-cbid': '1234',
    });
  });

  it("drops event handlers, the CMS's own nonce and other attributes", () => {
    const [script] = parseHeaderScripts([
      { Script: '<script nonce="stolen" onload="steal()" onerror=x() style="x" type="module">m()</script>' },
    ]);
    expect(script?.attributes).toEqual({ type: 'module' });
  });

  it('reads every script element of one string and leaves out empty ones and repeated ids', () => {
    const scripts = parseHeaderScripts([
      { Script: '<!-- tracker --><script id="a">one()</script>\n<script>two()</script><script>  </script>' },
      { Script: '<script id="a">again()</script>' },
      { Script: 'not a script at all' },
    ]);
    expect(scripts.map((script) => script.code)).toEqual(['one()', 'two()']);
  });
});

describe('loading header scripts', () => {
  beforeEach(() => {
    clearHeaderScriptsCache();
  });

  it('adds no scripts when the CMS fails', async () => {
    const upstream = { cms: { getScripts: () => Promise.reject(new Error('503')) } } as unknown as Upstream;
    expect(await loadHeaderScripts(upstream)).toEqual([]);
  });

  it('asks the CMS once while the copy is fresh', async () => {
    const getScripts = vi.fn(() => Promise.resolve([{ Script: '<script id="a">a()</script>' }]));
    const upstream = { cms: { getScripts } } as unknown as Upstream;
    await loadHeaderScripts(upstream);
    expect(await loadHeaderScripts(upstream)).toEqual([{ id: 'a', src: null, code: 'a()', attributes: {} }]);
    expect(getScripts).toHaveBeenCalledOnce();
  });
});
