import { describe, expect, it } from 'vitest';
import { contrast, PALETTE, resolveTheme, themeOf, themeStyle, type ThemeName } from '@/lib/themes';

const THEME_NAMES = Object.keys(PALETTE) as ThemeName[];

describe('theme names', () => {
  it('keeps the known names: the state colours and every palette colour', () => {
    for (const name of [
      'success',
      'warning',
      'error',
      'default',
      'oxford-blue',
      'inpsire-orange-100',
      'ebook',
      'pdf',
    ]) {
      expect(resolveTheme(name)).toBe(name);
    }
  });

  it("falls back to 'default' for a name it does not know, or none", () => {
    for (const name of [
      'aubergine',
      'Aubergine ',
      '',
      '   ',
      null,
      undefined,
      'constructor',
      '__proto__',
      'toString',
    ]) {
      expect(resolveTheme(name)).toBe('default');
      expect(themeOf(name)).toEqual(themeOf('default'));
    }
  });

  it('reads names regardless of case and surrounding spaces, and the usual spelling of inspire-orange-100', () => {
    expect(resolveTheme(' Success ')).toBe('success');
    expect(resolveTheme('WARNING')).toBe('warning');
    expect(resolveTheme('inspire-orange-100')).toBe('inpsire-orange-100');
  });

  it("uses the palette's own colour as the accent", () => {
    expect(themeOf('success').accent).toBe('#00b83d');
    expect(themeOf('default').accent).toBe(PALETTE.default);
  });
});

describe('contrast (WCAG AA)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });

  it.each(THEME_NAMES)(
    '%s: text ≥ 4.5:1 on its background, button text ≥ 4.5:1, button ≥ 3:1 against the background',
    (name) => {
      const theme = themeOf(name);
      expect(contrast(theme.text, theme.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.buttonText, theme.buttonBackground)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.buttonBackground, theme.background)).toBeGreaterThanOrEqual(3);
      // The brand colour (headings, links) stays readable on every background too.
      expect(contrast('#3c4b5e', theme.background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('theme style', () => {
  it('exposes the theme as custom properties', () => {
    expect(themeStyle('aubergine')).toEqual({
      '--theme-bg': themeOf('default').background,
      '--theme-fg': themeOf('default').text,
      '--theme-accent': PALETTE.default,
      '--theme-button-bg': themeOf('default').buttonBackground,
      '--theme-button-fg': themeOf('default').buttonText,
    });
  });
});
