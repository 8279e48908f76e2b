import { describe, expect } from 'vitest';
import { it } from './fixtures';
import type { TableContext } from '@/server/tables/context';
import { PICKER_PAGE, institutionSearchInput, searchInstitutions } from '@/server/teacher/institution-search';
import { callerWith, expectTrpcError, injectFault, inputMessages } from './harness';

/**
 * The institution picker's search (Konto and the sign-up): one page of the confirmed institutions that match,
 * and their number, computed here from the upstream's whole list (docs/decisions/0011).
 */

describe('institutions.searchConfirmed', () => {
  it('answers every confirmed institution when nothing is typed, in the list’s order, with their number', async ({
    admin,
    newTeacher,
  }) => {
    const all = (await callerWith(admin).caller.institutions.getConfirmedInstitutions()) ?? [];
    const page = await callerWith(newTeacher).caller.institutions.searchConfirmed({});
    expect(page?.total).toBe(all.length);
    expect(page?.items.map((i) => i.id)).toEqual(all.map((i) => i.id));
  });

  it('matches the typed words in the name or the city, Danish spelling ignored, within the segment', async ({
    teacher,
  }) => {
    const api = callerWith(teacher).caller.institutions;
    const aarhus = await api.searchConfirmed({ query: 'århus katedral' });
    expect(aarhus?.items.map((i) => i.name)).toEqual(['Aarhus Katedralskole']);
    expect(aarhus?.total).toBe(1);
    const gymnasiums = await api.searchConfirmed({ segment: 'Gymnasium' });
    expect(gymnasiums?.total).toBe(2);
    expect(gymnasiums?.items.every((i) => i.segment === 'Gymnasium')).toBe(true);
    const none = await api.searchConfirmed({ query: 'Aarhus', segment: 'Grundskole' });
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(await api.searchConfirmed({ query: 'findes ikke nogen steder' })).toMatchObject({ total: 0 });
  });

  it('refuses a segment that does not exist and a search that is too long, in Danish', async ({
    teacher,
  }) => {
    const api = callerWith(teacher).caller.institutions;
    const segment = await expectTrpcError(api.searchConfirmed({ segment: 'Universitet' }), 'BAD_REQUEST');
    expect(inputMessages(segment)).toEqual([
      'Skoletypen skal være en af: Grundskole, Gymnasium, Erhvervsskole, Videregående.',
    ]);
    const long = await expectTrpcError(api.searchConfirmed({ query: 'x'.repeat(201) }), 'BAD_REQUEST');
    expect(inputMessages(long)).toEqual(['Søgningen må højst være 200 tegn.']);
    const wrongType = await expectTrpcError(
      api.searchConfirmed({ query: 7 as unknown as string }),
      'BAD_REQUEST',
    );
    expect(inputMessages(wrongType)).toEqual(['Søgningen skal være en tekst.']);
  });

  it('is for teachers: a visitor is UNAUTHORIZED and an admin FORBIDDEN', async ({ admin }) => {
    await expectTrpcError(callerWith(null).caller.institutions.searchConfirmed({}), 'UNAUTHORIZED');
    const refused = await expectTrpcError(
      callerWith(admin).caller.institutions.searchConfirmed({}),
      'FORBIDDEN',
    );
    expect(refused.message).toBe('Kun for lærere.');
  });
});

describe('institutions.confirmedNamesake', () => {
  it('finds the confirmed institution of the same name, case and Danish spelling ignored, or none', async ({
    newTeacher,
  }) => {
    const api = callerWith(newTeacher).caller.institutions;
    expect(await api.confirmedNamesake({ name: 'århus katedralskole' })).toMatchObject({
      institution: { name: 'Aarhus Katedralskole' },
    });
    expect(await api.confirmedNamesake({ name: 'Katedralskolen i Aarhus' })).toEqual({ institution: null });
  });

  it('answers null when the list could not be read, refuses an empty name in Danish, and is for teachers', async ({
    newTeacher,
    admin,
  }) => {
    await injectFault({
      service: 'product',
      pathPrefix: '/institutions/GetConfirmedInstitutions',
      status: 500,
      times: 1,
    });
    const api = callerWith(newTeacher).caller.institutions;
    expect(await api.confirmedNamesake({ name: 'Aarhus Katedralskole' })).toBeNull();
    const error = await expectTrpcError(api.confirmedNamesake({ name: ' ' }), 'BAD_REQUEST');
    expect(inputMessages(error)).toEqual(['Navn er påkrævet']);
    await expectTrpcError(
      callerWith(admin).caller.institutions.confirmedNamesake({ name: 'Aarhus Katedralskole' }),
      'FORBIDDEN',
    );
  });
});

describe('searchInstitutions on a long list', () => {
  // The foundation's world has thousands of institutions; the page stays one page whatever the list's length.
  const SEGMENTS = ['Grundskole', 'Gymnasium', 'Erhvervsskole', 'Videregående'];
  const list = Array.from({ length: 2400 }, (_, n) => ({
    id: `inst-${n}`,
    name: `${n % 2 ? 'Nordby' : 'Sydby'} Skole ${String(n).padStart(4, '0')}`,
    segment: SEGMENTS[n % 4],
    city: n % 3 ? 'Odense' : 'Ærøskøbing',
  }));
  const ctx = (answer: typeof list | null) =>
    ({
      session: {},
      requestId: 'test',
      user: { email: 'laerer@example.dk', sub: 'sub' },
      product: { getConfirmedInstitutions: () => Promise.resolve(answer) },
    }) as unknown as TableContext;
  const search = (input: object, answer: typeof list | null = list) =>
    searchInstitutions(ctx(answer), institutionSearchInput.parse(input));

  it('sends the first page of the matches and counts them all', async () => {
    const page = await search({});
    expect(page?.items).toHaveLength(PICKER_PAGE);
    expect(page?.items.map((i) => i.id)).toEqual(list.slice(0, PICKER_PAGE).map((i) => i.id));
    expect(page?.total).toBe(2400);
    const expected = list.filter((i) => i.name.startsWith('Nordby') && i.city === 'Ærøskøbing');
    const narrowed = await search({ query: 'nordby aeroeskoebing' });
    expect(narrowed?.total).toBe(expected.length);
    expect(narrowed?.items.map((i) => i.id)).toEqual(expected.slice(0, PICKER_PAGE).map((i) => i.id));
    const one = await search({ query: 'Skole 0006', segment: 'Erhvervsskole' });
    expect(one).toMatchObject({ total: 1, items: [{ id: 'inst-6' }] });
  });

  it('answers null when the list could not be read', async () => {
    expect(await search({}, null)).toBeNull();
  });
});
