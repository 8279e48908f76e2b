/** The fictional foundation the demo content is about: its name and abbreviation live only here. */
export const FOUNDATION = {
  name: 'Fonden for Iværksætteri i Skolen',
  abbreviation: 'fis',
  email: 'kontakt@fis-fonden.dk',
  siteId: 'fonden',
} as const;
