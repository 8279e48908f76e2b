import { describe, expect, it } from 'vitest';
import { nameWords, similarity, similarNames } from '@/server/tables/similar-names';

const confirmed = [
  'Nørrebro Park Skole',
  'Aarhus Katedralskole',
  'Odense Tekniske Gymnasium',
  'Aalborg Handelsskole',
  'Vejle Friskole',
  'Roskilde Gymnasium',
  'Esbjerg Erhvervsakademi',
  'Sønderborg Ungdomsskole',
];
const similarTo = (name: string) => similarNames(name, confirmed, (n) => n).map((m) => m.item);

describe('similar institution names', () => {
  it('folds Danish spelling: "Århus" is "Aarhus", so the same school scores 1', () => {
    expect(similarity('Århus Katedralskole', 'Aarhus Katedralskole')).toBe(1);
    expect(similarity('SØNDERBORG ungdomsskole', 'Soenderborg Ungdomsskole')).toBe(1);
    expect(similarTo('Århus Katedralskole')).toEqual(['Aarhus Katedralskole']);
  });

  it('catches a changed spacing, an ending or a missing word', () => {
    expect(similarTo('Århus Katedral Skole')[0]).toBe('Aarhus Katedralskole');
    expect(similarTo('Nørrebro Parkskole')[0]).toBe('Nørrebro Park Skole');
    expect(similarTo('Roskilde Gymnasie')[0]).toBe('Roskilde Gymnasium');
    expect(similarTo('Odense Gymnasium')[0]).toBe('Odense Tekniske Gymnasium');
  });

  it('does not match two schools that only share a common word', () => {
    expect(similarTo('Kolding Gymnasium')).toEqual([]);
    expect(similarTo('Herning Innovationsgymnasium')).toEqual([]);
    expect(similarTo('Svendborg Efterskole')).toEqual([]);
  });

  it('ranks best first, shows at most three, and keeps the score', () => {
    const many = ['Aarhus Skole', 'Aarhus Skolen', 'Århus Skole Nord', 'Aarhus Skole Syd', 'Vejle Skole'];
    const result = similarNames('Aarhus Skole', many, (n) => n);
    expect(result).toHaveLength(3);
    expect(result[0]).toEqual({ item: 'Aarhus Skole', score: 1 });
    expect(result.map((m) => m.score)).toEqual([...result.map((m) => m.score)].sort((a, b) => b - a));
  });

  it('ignores punctuation, case and the filler word "og"', () => {
    expect(nameWords('Handels- og Søfartsskolen, Nord')).toEqual(['handels', 'sofartsskolen', 'nord']);
    expect(similarity('', 'Vejle Friskole')).toBe(0);
  });
});
