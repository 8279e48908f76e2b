import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListingBlock } from '@/blocks/listing/ListingBlock';
import { rowCount } from '@/components/DataTable/DataTable';
import { TextField } from '@/components/Form/TextField';
import { summaryErrors } from '@/components/Form/field-ids';

const withoutClasses = (html: string) => html.replace(/ class="[^"]*"/g, '');

describe('a text field', () => {
  const registration = {
    name: 'email',
    onChange: () => Promise.resolve(),
    onBlur: () => Promise.resolve(),
    ref: () => undefined,
  };

  it('ties its label, hint and error to the input by id, and marks it required and invalid', () => {
    const html = renderToStaticMarkup(
      createElement(TextField, {
        formId: 'tilmelding',
        label: 'E-mail',
        registration,
        error: 'Skriv en gyldig e-mail',
        hint: 'Den, vi skriver til',
        required: true,
        type: 'email',
        autoComplete: 'email',
        spellCheck: false,
      }),
    );
    expect(withoutClasses(html)).toBe(
      '<div><label for="tilmelding-email">E-mail<span aria-hidden="true">*</span></label>' +
        '<p id="tilmelding-email-hjaelp">Den, vi skriver til</p>' +
        '<input id="tilmelding-email" aria-invalid="true" aria-describedby="tilmelding-email-hjaelp tilmelding-email-fejl" aria-required="true" type="email" autoComplete="email" spellCheck="false" name="email"/>' +
        '<p id="tilmelding-email-fejl" aria-live="polite">Skriv en gyldig e-mail</p></div>',
    );
  });

  it('keeps its empty error region in the page while there is nothing to say', () => {
    const html = renderToStaticMarkup(createElement(TextField, { formId: 'f', label: 'Navn', registration }));
    expect(withoutClasses(html)).toBe(
      '<div><label for="f-email">Navn</label><input id="f-email" aria-invalid="false" type="text" name="email"/>' +
        '<p id="f-email-fejl" aria-live="polite"></p></div>',
    );
  });
});

describe('the error summary entries', () => {
  it("lists the fields' messages in the form's order, each linking to its field", () => {
    const errors = { city: { message: 'By mangler' }, name: { message: 'Navn mangler' }, zip: {} };
    expect(summaryErrors('ny', ['name', 'zip', 'city'], errors)).toEqual([
      { id: 'ny-name', message: 'Navn mangler' },
      { id: 'ny-city', message: 'By mangler' },
    ]);
  });
});

describe("a table's count", () => {
  it('says how many of how many, and the singular for one row when it has one', () => {
    const users = rowCount('brugere', 'bruger');
    expect(users(3, 3)).toBe('3 brugere');
    expect(users(1, 1)).toBe('1 bruger');
    expect(users(1, 4)).toBe('1 af 4 brugere');
    expect(rowCount('materialer')(1, 1)).toBe('1 materialer');
  });
});

describe('a listing block', () => {
  type Data =
    | { kind: 'list'; text: string | null; emptyText: string; names: string[] }
    | { kind: 'overview'; names: string[] }
    | { kind: 'merged' };
  const render = (data: Data, content = { Headline: 'Legater', AnchorId: 'legater' }) =>
    renderToStaticMarkup(
      createElement(ListingBlock<Data, string>, {
        block: { Data: data, Content: content },
        label: 'Legater',
        emptyText: 'Der er ingen legater lige nu.',
        overview: (overview, place) =>
          createElement('p', { id: place.anchorId }, `${place.headline}: ${overview.names.join(', ')}`),
        items: (list) => list.names,
        itemKey: (name) => name,
        renderItem: (name, level) => createElement(`h${level}`, null, name),
      }),
    );

  it('draws nothing when an earlier block carries the overview', () => {
    expect(render({ kind: 'merged' })).toBe('');
  });

  it('draws the overview in its place, under its headline and anchor', () => {
    expect(withoutClasses(render({ kind: 'overview', names: ['A', 'B'] }))).toBe(
      '<div><p id="legater">Legater: A, B</p></div>',
    );
  });

  it('draws its own cards one heading level below its headline, or the fallback text when there are none', () => {
    expect(withoutClasses(render({ kind: 'list', text: null, emptyText: '', names: ['A'] }))).toBe(
      '<section id="legater"><h2>Legater</h2><ul><li><h3>A</h3></li></ul></section>',
    );
    expect(
      withoutClasses(
        render({ kind: 'list', text: null, emptyText: '', names: [] }, { Headline: '', AnchorId: '' }),
      ),
    ).toBe('<section aria-label="Legater"><p>Der er ingen legater lige nu.</p></section>');
  });
});
