/**
 * A programme's name for people: the CMS and the search index carry the programme's key
 * ('company-programme', 'iværksætterdag'); the known ones have their proper names. A module of its own, apart
 * from event-info.ts and its zod schema, so a card that names a programme does not bring zod to the browser.
 */
const PROGRAMME_NAMES: Readonly<Record<string, string>> = {
  kickstart: 'Kickstart',
  iværksætterdag: 'Iværksætterdagen',
  'company-programme': 'Company Programme',
  innovationsugen: 'Innovationsugen',
};

export function programmeLabel(key: string): string {
  const known = PROGRAMME_NAMES[key];
  if (known) return known;
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase('da-DK') + words.slice(1);
}
