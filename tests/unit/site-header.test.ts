import { describe, expect, it } from 'vitest';
import { dataPart, documentPart, partHtml } from '@/lib/static-part';
import { isCurrent, nextLinkIndex, searchHref } from '@/lib/client/header-behaviour';
import { HEADER_IDS } from '@/lib/header-dom';
import { headerPart } from '@/render/static-header';
import type { PublicConfig } from '@/server/env';
import type { SiteProps } from '@/server/loaders/navigation';
import { globalSchema, type Global } from '@/server/upstream/cms-schemas';

/** The public header sent as HTML with a listener for what it does (docs/decisions/0042). */

const item = (
  Name: string,
  Url: string,
  SubMenuItems: unknown[] = [],
  BurgerMenuText: string | null = null,
) => ({
  Name,
  Url,
  BurgerMenuText,
  SubMenuItems,
});

const global = (menu: unknown[], burger: unknown[]): Global =>
  globalSchema.parse({
    SiteName: 'Fonden for Iværksætteri i Skolen',
    Header: { Menu: menu, BurgerMenu: burger },
    MyPageSettings: { ModalInformation: '' },
  });

const siteWith = (data: Global | null): SiteProps => ({
  config: { imageCdnUrl: 'https://cdn.test' } as PublicConfig,
  global: data,
  globalFetchedAt: null,
  headerScripts: [],
  preview: false,
});

const menu = [
  item('For lærere', '/for-laerere/', [
    item('Tilmelding', '/tilmelding/'),
    item('Materialer', '/materialer/'),
  ]),
  item('Nyheder', '/nyheder/'),
];
const burger = [
  item(
    'Forløb',
    '/forloeb/',
    [item('Legater', '/legater/')],
    'Forløb, materialer og tilmelding til skoleåret',
  ),
];
const site = siteWith(global(menu, burger));
const html = partHtml(headerPart(site, dataPart)) ?? '';
const parse = (selector: string) => new RegExp(selector).exec(html)?.[0] ?? '';

describe('the header as HTML (decision 0042)', () => {
  it('holds the burger panel with all its links and helper texts, hidden until its button opens it', () => {
    const button = parse(`<button[^>]*aria-controls="${HEADER_IDS.burger}"[^>]*>`);
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain('data-header-panel="burger"');
    expect(html).toMatch(new RegExp(`<div id="${HEADER_IDS.burger}"[^>]* hidden="">`));
    const panel = html.slice(html.indexOf(`id="${HEADER_IDS.burger}"`));
    for (const href of ['/forloeb/', '/legater/']) expect(panel).toContain(`href="${href}"`);
    expect(panel).toContain('Forløb, materialer og tilmelding til skoleåret');
    // The top-menu items the burger lacks, for screens too narrow for the top menu.
    expect(panel).toMatch(/aria-label="Hovedmenu"[\s\S]*href="\/for-laerere\/"[\s\S]*href="\/nyheder\/"/);
  });

  it('holds the search form, a real GET form to the results page, in a hidden panel', () => {
    expect(parse(`<button[^>]*aria-controls="${HEADER_IDS.search}"[^>]*>`)).toContain(
      'aria-expanded="false"',
    );
    expect(html).toMatch(new RegExp(`<div id="${HEADER_IDS.search}"[^>]* hidden="">`));
    const form = parse('<form[^>]*>');
    expect(form).toContain('role="search"');
    expect(form).toContain('action="/soge-resultater/"');
    expect(form).toContain('method="get"');
    const input = parse('<input[^>]*>');
    expect(input).toContain('name="query"');
    expect(html).toContain(`<label for="${HEADER_IDS.search}-query"`);
    expect(input).toContain(`id="${HEADER_IDS.search}-query"`);
  });

  it('gives each sub-menu a button that controls it, hidden, and marks no page (the browser does)', () => {
    const toggle = parse('<button[^>]*data-sub-menu=""[^>]*>');
    const id = /aria-controls="([^"]+)"/.exec(toggle)?.[1];
    expect(toggle).toContain('aria-expanded="false"');
    expect(html).toMatch(new RegExp(`<ul id="${id}"[^>]* hidden="">[\\s\\S]*href="/tilmelding/"`));
    expect(html).toContain('Vis undermenu: For lærere');
    expect(html).not.toContain('aria-current');
    expect(html).not.toContain('data-in-section');
  });

  it('keeps a slot for the login button, sized by its widest form, and no button (that is the island)', () => {
    expect(html).toMatch(/data-login-slot=""[^>]*><span[^>]*aria-hidden="true"/);
    expect(html).not.toContain('Log ind');
  });

  it('is drawn without site-wide data too: logo text and search, no burger', () => {
    const bare = partHtml(headerPart(siteWith(null), dataPart)) ?? '';
    expect(bare).toContain('data-site-header');
    expect(bare).toContain('role="search"');
    expect(bare).not.toContain(HEADER_IDS.burger);
  });

  it('carries a version that stays with the copy of the site-wide data, in the document and in page data alike', () => {
    const first = headerPart(site, documentPart);
    expect(JSON.parse(JSON.stringify(first))).toEqual({ version: first.version });
    expect(headerPart(site, dataPart).version).toBe(first.version);
    expect(headerPart(siteWith(global(menu, [])), dataPart).version).not.toBe(first.version);
  });
});

describe('the header listener', () => {
  it('moves through a sub-menu with the arrow keys, round the ends', () => {
    expect(nextLinkIndex(3, 0, 'ArrowDown')).toBe(1);
    expect(nextLinkIndex(3, 2, 'ArrowDown')).toBe(0);
    expect(nextLinkIndex(3, 0, 'ArrowUp')).toBe(2);
    expect(nextLinkIndex(3, -1, 'ArrowDown')).toBe(0);
  });

  it('searches at the address the results page writes itself (a space as +)', () => {
    expect(searchHref('design thinking & co')).toBe('/soge-resultater/?query=design+thinking+%26+co');
  });

  it('knows the page shown by its path, written with or without percent-encoding', () => {
    expect(isCurrent('/nyheder/', '/nyheder/')).toBe(true);
    expect(isCurrent('/nyheder/', '/legater/')).toBe(false);
    expect(isCurrent('/kø/', '/k%C3%B8/')).toBe(true);
    expect(isCurrent(null, '/')).toBe(false);
  });
});
