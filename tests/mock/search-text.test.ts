import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToText } from '../../prisma-free-mock/src/search/records';
import type { CmsPage } from '../../prisma-free-mock/src/cms/schema';
import { MockStore } from '../../prisma-free-mock/src/state';

const block = (ContentType: string, Content: Record<string, unknown>): CmsPage['Blocks'][number] => ({
  ContentType,
  Content,
});

/** The search text is what a result's excerpt is cut from: it must read as prose (prisma-free-mock/docs/search.md, "Records"). */
describe('the search text of a page', () => {
  it('keeps no space before punctuation where inline markup ended', () => {
    expect(
      htmlToText('<p>Hent en prøve på <a href="/x.pdf">grundbogen</a>. Og <strong>mere</strong>, tak</p>'),
    ).toBe('Hent en prøve på grundbogen. Og mere, tak');
    // Block elements still part words.
    expect(htmlToText('<p>Et</p><p>To</p><ul><li>tre</li></ul>')).toBe('Et To tre');
  });

  it('makes each headline its own sentence, and a fact one sentence of its value and label', () => {
    const text = blocksToText([
      block('richTextBlock', { Headline: 'Om finalen', Text: '<p>Holdene pitcher.</p>' }),
      block('factsBlock', {
        Facts: [
          { Value: '24', Label: 'hold i finalen' },
          { Value: '3 min.', Label: 'til hver pitch' },
        ],
      }),
    ]);
    expect(text).toBe('Om finalen. Holdene pitcher. 24 hold i finalen. 3 min. til hver pitch.');
  });

  it('leaves out labels of cards and programme names: they are not prose', () => {
    const text = blocksToText([
      block('cardsBlock', { Cards: [{ Headline: 'Legater', Text: 'Søg støtte', Label: 'Legater' }] }),
      block('materialsBlock', {
        Materials: [
          { MaterialId: 'm1', Title: 'Grundbogen', Description: 'Til udskolingen', ProgramName: 'kickstart' },
        ],
      }),
    ]);
    expect(text).toBe('Legater. Søg støtte. Grundbogen. Til udskolingen.');
  });

  it('holds no field label, no space before punctuation and no facts twice on any seeded page', () => {
    const store = new MockStore('http://127.0.0.1:4010');
    for (const page of store.state.cms.listPages()) {
      const text = blocksToText(page.Blocks);
      expect(text, page.Url).not.toMatch(/ [.,;:!?]/);
      expect(text, page.Url).not.toMatch(/\b(Type|Sted|Pladser i alt)\b/);
    }
  });
});
