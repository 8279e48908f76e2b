import type { CSSProperties } from 'react';

/**
 * Themed content styles (SPEC section 9, "Themes"). A block's `Theme` is a colour name: the state colours
 * success, warning, error and default, or any palette name of src/styles/tokens.css. Unknown names fall back
 * to 'default' (the CMS uses 'aubergine' once, on /vindere/).
 *
 * Readability first (WCAG AA, 4.5:1): the palette's colours are mostly mid-tones that carry neither dark nor
 * white text (the state red #e6402b reaches 3.5:1 and 4.1:1), so a theme paints its section with a light tint
 * of its colour and keeps the site's dark text on it. The full colour is the accent (rules, markers: decoration
 * only, never text). 'default' is the site's neutral aqua-haze surface with its palette colour as the accent.
 * Buttons are the brand's oxford blue with white text on every tint. tests/unit/themes.test.ts checks the ratios.
 */

export const PALETTE = {
  wattle: '#d9c247',
  anzac: '#e0b74e',
  'oxford-blue': '#3c4b5e',
  'aqua-haze': '#eff4f6',
  dove: '#707070',
  moon: '#dde0d5',
  boulder: '#767676',
  'wild-rice': '#e3e68d',
  'stark-white': '#e5dec5',
  'soft-peach': '#f6f1ef',
  tana: '#d1dbbd',
  'cutty-sark': '#556d73',
  sandwisp: '#f2e5a2',
  nutmeg: '#7d2b28',
  ebook: '#524656',
  pdf: '#dde0d5',
  finch: '#575c46',
  'yellow-green': '#cdd976',
  grandis: '#fed57f',
  crail: '#b2473c',
  'mandys-pink': '#f2bfb3',
  'inspire-green-200': '#88a67d',
  'inspire-green-300': '#7fa17f',
  'inspire-green-400': '#a58f53',
  'inpsire-orange-100': '#cc7f60',
  'inspire-orange-200': '#da8c4a',
  'inspire-orange-300': '#be5540',
  'inspire-blue-100': '#91aa9d',
  'inspire-blue-400': '#68a69b',
  'inspire-pink-300': '#f06060',
  success: '#00b83d',
  warning: '#ebbc29',
  error: '#e6402b',
  default: '#e6402b',
} as const;

export type ThemeName = keyof typeof PALETTE;
export const DEFAULT_THEME: ThemeName = 'default';

/** Spellings the CMS might use for the palette key the spec spells 'inpsire-orange-100'. */
const ALIASES: ReadonlyMap<string, ThemeName> = new Map([['inspire-orange-100', 'inpsire-orange-100']]);

export interface Theme {
  name: ThemeName;
  /** The theme's own palette colour: accents and decoration only. */
  accent: string;
  background: string;
  text: string;
  buttonBackground: string;
  buttonText: string;
}

const TEXT = '#1f2933';
const BRAND = '#3c4b5e';
const WHITE = '#ffffff';
const NEUTRAL = '#eff4f6';
/** How much of the colour goes into the section's tint (the rest is white). */
const TINT = 0.16;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (channels: number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `colour` mixed with white: `amount` 0 is white, 1 the colour itself. */
export function tint(colour: string, amount: number): string {
  return toHex(rgb(colour).map((c) => 255 - (255 - c) * amount));
}

/** WCAG 2 relative luminance. */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The theme name a CMS value stands for: known names (any case, trimmed), else 'default'. */
export function resolveTheme(name: string | null | undefined): ThemeName {
  const key = (name ?? '').trim().toLowerCase();
  if (Object.hasOwn(PALETTE, key)) return key as ThemeName;
  return ALIASES.get(key) ?? DEFAULT_THEME;
}

export function themeOf(name: string | null | undefined): Theme {
  const resolved = resolveTheme(name);
  const accent = PALETTE[resolved];
  return {
    name: resolved,
    accent,
    background: resolved === 'default' ? NEUTRAL : tint(accent, TINT),
    text: TEXT,
    buttonBackground: BRAND,
    buttonText: WHITE,
  };
}

/**
 * The theme as custom properties for a block's root element (`style={themeStyle(theme)}`), read by the
 * blocks' CSS: --theme-bg, --theme-fg, --theme-accent, --theme-button-bg, --theme-button-fg.
 */
export function themeStyle(name: string | null | undefined): CSSProperties {
  const theme = themeOf(name);
  const properties: Record<`--${string}`, string> = {
    '--theme-bg': theme.background,
    '--theme-fg': theme.text,
    '--theme-accent': theme.accent,
    '--theme-button-bg': theme.buttonBackground,
    '--theme-button-fg': theme.buttonText,
  };
  return properties;
}
