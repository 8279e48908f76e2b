import { describe, expect, it } from 'vitest';
import type { EventCardData, GrantCardData } from '@/cms/blocks/cards-data';
import { programmeLabel } from '@/lib/programme-names';
import { fold } from '@/lib/danish-fold';
import { eventFilterQuery, eventFiltersFrom, filterEvents, filterOptions } from '@/lib/listings/event-filter';
import {
  filterGrants,
  grantCategories,
  grantFilterQuery,
  grantFiltersFrom,
  matchesQuery,
} from '@/lib/listings/grant-filter';

const event = (eventId: string, type: string, programName: string | null): EventCardData => ({
  eventId,
  title: eventId,
  url: `/arrangementer/${eventId}/`,
  type,
  programName,
  start: '2026-12-01T10:00:00.000Z',
  end: null,
  place: '',
  teaser: '',
  image: null,
  publicSignup: true,
});

const grant = (
  id: string,
  title: string,
  category: string,
  deadline: string,
  teaser = '',
): GrantCardData => ({
  id,
  title,
  url: `/legater/${id}/`,
  category,
  amount: 'Op til 8.000 kr.',
  amountMax: 8000,
  deadline,
  teaser,
  image: null,
});

const now = new Date('2026-11-21T12:00:00.000Z');
const grants = [
  grant(
    'a',
    'Ekskursionsstøtte',
    'Ekskursioner',
    '2026-12-05T12:00:00.000Z',
    'Tag klassen med ud til en virksomhed',
  ),
  grant(
    'b',
    'Lærerlegatet',
    'Efteruddannelse',
    '2026-10-01T12:00:00.000Z',
    'Efteruddannelse i entreprenørskab',
  ),
  grant('c', 'Grøn puljen', 'Grønne projekter', '2027-01-10T12:00:00.000Z', 'Elevprojekter om bæredygtighed'),
];

describe('the events overview filters', () => {
  const events = [
    event('a', 'Workshop', 'kickstart'),
    event('b', 'Webinar', 'kickstart'),
    event('c', 'Workshop', null),
  ];

  it('reads the GET parameters, ignoring repeats and spaces', () => {
    expect(eventFiltersFrom({ type: ' Workshop ', program: ['kickstart', 'x'] })).toEqual({
      type: 'Workshop',
      program: 'kickstart',
    });
    expect(eventFiltersFrom({})).toEqual({ type: '', program: '' });
  });

  it('filters by type and programme together', () => {
    expect(filterEvents(events, { type: 'Workshop', program: '' }).map((e) => e.eventId)).toEqual(['a', 'c']);
    expect(filterEvents(events, { type: 'workshop', program: 'kickstart' }).map((e) => e.eventId)).toEqual([
      'a',
    ]);
    expect(filterEvents(events, { type: '', program: '' })).toHaveLength(3);
  });

  it('offers the values the events have, and builds a stable query string', () => {
    expect(filterOptions(events)).toEqual({ types: ['Webinar', 'Workshop'], programs: ['kickstart'] });
    expect(eventFilterQuery({ type: 'Workshop', program: 'iværksætterdag' })).toBe(
      '?type=Workshop&program=iv%C3%A6rks%C3%A6tterdag',
    );
    expect(eventFilterQuery({ type: '', program: '' })).toBe('');
  });

  it('names programmes for people', () => {
    expect(programmeLabel('company-programme')).toBe('Company Programme');
    expect(programmeLabel('iværksætterdag')).toBe('Iværksætterdagen');
    expect(programmeLabel('ny-sommerskole')).toBe('Ny sommerskole');
  });
});

describe('the grants overview filters', () => {
  it('folds Danish letters as the search service does', () => {
    expect(fold('Støtte')).toBe(fold('stoette'));
    expect(fold('Grøn')).toBe('gron');
    expect(fold('Aarhus')).toBe(fold('Århus'));
    expect(fold('idé')).toBe('ide');
  });

  it('matches every word inside a word (Danish compounds: "støtte" in "Ekskursionsstøtte"), with or without æ/ø/å', () => {
    expect(matchesQuery(grants[0]!, 'ekskursion')).toBe(true);
    expect(matchesQuery(grants[0]!, 'stotte')).toBe(true);
    expect(matchesQuery(grants[0]!, 'stotter')).toBe(false);
    expect(matchesQuery(grants[0]!, 'ekskursionsstotte')).toBe(true);
    expect(matchesQuery(grants[2]!, 'baeredygt elev')).toBe(true);
    expect(matchesQuery(grants[2]!, 'baeredygt lærer')).toBe(false);
    expect(matchesQuery(grants[1]!, '')).toBe(true);
  });

  it('filters by category, deadline and text', () => {
    const ids = (list: GrantCardData[]) => list.map((g) => g.id);
    expect(ids(filterGrants(grants, { q: '', category: '', deadline: 'aabne' }, now))).toEqual(['a', 'c']);
    expect(ids(filterGrants(grants, { q: '', category: '', deadline: 'lukkede' }, now))).toEqual(['b']);
    expect(ids(filterGrants(grants, { q: '', category: 'Efteruddannelse', deadline: '' }, now))).toEqual([
      'b',
    ]);
    expect(ids(filterGrants(grants, { q: 'grøn', category: '', deadline: 'aabne' }, now))).toEqual(['c']);
  });

  it('reads and writes its GET parameters', () => {
    expect(grantFiltersFrom({ q: ' rejse ', kategori: 'Ekskursioner', frist: 'aabne' })).toEqual({
      q: 'rejse',
      category: 'Ekskursioner',
      deadline: 'aabne',
    });
    expect(grantFiltersFrom({ frist: 'noget' }).deadline).toBe('');
    expect(grantFilterQuery({ q: 'grøn', category: '', deadline: 'lukkede' })).toBe(
      '?q=gr%C3%B8n&frist=lukkede',
    );
    expect(grantCategories(grants)).toEqual(['Efteruddannelse', 'Ekskursioner', 'Grønne projekter']);
  });
});
