import { describe, expect, it } from 'vitest';
import { dictionaryText } from '@/lib/dictionary';

describe('dictionaryText', () => {
  const dictionary = { 'Aria.Footer.SoMe': '  Følg os  ', 'Aria.Header.Login': '   ' };

  it("gives the editors' text, trimmed", () => {
    expect(dictionaryText(dictionary, 'Aria.Footer.SoMe', 'Sociale medier')).toBe('Følg os');
  });

  it('falls back when the key is missing, blank, or there is no dictionary', () => {
    expect(dictionaryText(dictionary, 'Aria.Header.Login', 'Log ind')).toBe('Log ind');
    expect(dictionaryText(dictionary, 'Aria.Nope', 'Reserve')).toBe('Reserve');
    expect(dictionaryText(undefined, 'Aria.Footer.SoMe', 'Reserve')).toBe('Reserve');
    expect(dictionaryText(null, 'Aria.Footer.SoMe', null)).toBeNull();
  });
});
