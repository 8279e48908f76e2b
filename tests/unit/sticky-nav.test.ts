import { describe, expect, it } from 'vitest';
import { anchorId as anchorSlug } from '@/lib/routes';
import { navScrollLeft, scrollTargetY, sectionInView, stickyNavLinks } from '@/lib/sticky-nav';

const block = (ContentType: string, Headline?: string, AnchorId?: string) => ({
  ContentType,
  Content: { Headline, AnchorId },
});

describe('sticky navigation links', () => {
  it('links every block with a headline and an anchor, in page order', () => {
    expect(
      stickyNavLinks([
        block('richTextBlock', 'Hvorfor?', 'hvorfor'),
        block('cardsBlock', 'Forløb', 'forloeb'),
      ]),
    ).toEqual([
      { anchorId: 'hvorfor', headline: 'Hvorfor?', index: 0 },
      { anchorId: 'forloeb', headline: 'Forløb', index: 1 },
    ]);
  });

  it('gives a heroBlock no link even when it has both', () => {
    expect(stickyNavLinks([block('heroBlock', 'Undervis', 'top'), block('faqBlock', 'FAQ', 'faq')])).toEqual([
      { anchorId: 'faq', headline: 'FAQ', index: 1 },
    ]);
  });

  it('gives no link without a headline or without an anchor, blank counting as missing', () => {
    expect(
      stickyNavLinks([
        block('ctaBlock', 'Klar til at gå i gang?'),
        block('richTextBlock', undefined, 'uden-overskrift'),
        block('richTextBlock', '   ', 'blank'),
        block('richTextBlock', 'Blankt anker', '  '),
      ]),
    ).toEqual([]);
  });

  it('links an anchor only once, so every link has one target', () => {
    expect(
      stickyNavLinks([block('a', 'Første', 'x'), block('b', 'Anden', 'x')]).map((link) => link.headline),
    ).toEqual(['Første']);
  });

  it('ignores headline or anchor values that are not text', () => {
    expect(
      stickyNavLinks([{ ContentType: 'x', Content: { Headline: 'Tal', AnchorId: 7 as unknown as string } }]),
    ).toEqual([]);
  });

  it('turns an editor anchor into a usable id', () => {
    expect(anchorSlug('  Om os ')).toBe('Om-os');
    expect(anchorSlug('forløb#1"')).toBe('forløb1');
    expect(stickyNavLinks([block('x', 'Om os', 'Om os')])[0]?.anchorId).toBe('Om-os');
  });

  it('matches the stand-in landing page: six links, hero and closing CTA left out', () => {
    const blocks = [
      block('heroBlock', 'Undervis i iværksætteri', 'top'),
      block('richTextBlock', 'Hvorfor iværksætteri?', 'hvorfor'),
      block('cardsBlock', 'Vores forløb', 'forloeb'),
      block('videoBlock', 'Se hvordan det virker', 'video'),
      block('flashcardsBlock', 'Begreberne', 'begreber'),
      block('accordionBlock', 'Ofte stillede spørgsmål', 'faq'),
      block('contactBlock', 'Kontakt', 'kontakt'),
      block('ctaBlock', 'Klar til at gå i gang?'),
    ];
    expect(stickyNavLinks(blocks).map((link) => link.anchorId)).toEqual([
      'hvorfor',
      'forloeb',
      'video',
      'begreber',
      'faq',
      'kontakt',
    ]);
  });
});

describe('section in view', () => {
  const sections = [
    { anchorId: 'a', top: 100, bottom: 500 },
    { anchorId: 'b', top: 520, bottom: 900 },
  ];

  it('is the section crossing the middle of the viewport', () => {
    expect(sectionInView(sections, 800)).toBe('a');
    expect(
      sectionInView(
        sections.map((s) => ({ ...s, top: s.top - 300, bottom: s.bottom - 300 })),
        800,
      ),
    ).toBe('b');
  });

  it('is none above the first section', () => {
    expect(
      sectionInView(
        sections.map((s) => ({ ...s, top: s.top + 400, bottom: s.bottom + 400 })),
        800,
      ),
    ).toBeNull();
  });

  it('keeps the previous choice in a gap between sections', () => {
    expect(sectionInView(sections, 1020)).toBeUndefined();
  });

  it('is the last section in sight at the very bottom of the page', () => {
    expect(sectionInView(sections, 800, true)).toBe('b');
  });
});

describe('scrolling', () => {
  it('stops 30 px below everything sticky', () => {
    expect(scrollTargetY(900, 200, 72 + 50)).toBe(900 + 200 - 122 - 30);
  });

  it('never scrolls above the top', () => {
    expect(scrollTargetY(10, 0, 120)).toBe(0);
  });

  it('shows the active link 40 px from the start of the strip', () => {
    expect(navScrollLeft(300)).toBe(260);
    expect(navScrollLeft(20)).toBe(0);
  });

  it('goes back to the start of the strip when no link is active (above the first section)', () => {
    expect(navScrollLeft(null)).toBe(0);
  });
});
