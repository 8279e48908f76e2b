import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotFound } from '@/features/not-found/NotFound';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the 404 screen', () => {
  it("keeps the spec's text and adds a Danish way on: an explanation and a search box to the results page", () => {
    const html = renderToStaticMarkup(createElement(NotFound, { framed: true }));
    expect(text(html)).toContain('This page could not be found');
    expect(text(html)).toContain('Siden findes ikke. Gå til forsiden');
    expect(html).toContain('href="/"');
    expect(text(html)).toContain('Adressen kan være skrevet forkert');
    expect(html).toMatch(/<form role="search"[^>]* action="\/soge-resultater\/" method="get"/);
    expect(html).toMatch(/<input [^>]*type="search"[^>]* name="query"/);
    expect(html).toContain('lang="en"');
  });

  it('is its own <main> only when drawn without the site’s layout (which has one)', () => {
    expect(renderToStaticMarkup(createElement(NotFound, { framed: true }))).not.toContain('<main');
    expect(renderToStaticMarkup(createElement(NotFound, { framed: false }))).toContain('<main id="main"');
  });
});
