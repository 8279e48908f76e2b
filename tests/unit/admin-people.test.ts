import { describe, expect, it } from 'vitest';
import { renameSchema } from '@/features/admin/institutions/rename-schema';
import { usersLosingText } from '@/features/admin/institutions/run-action';
import { emailParam } from '@/features/admin/users/email-param';
import { CONFIRMED_TABLE, PENDING_TABLE, USER_TABLE } from '@/lib/admin-tables';
import { searchTermOf } from '@/features/admin/users/user-link';
import { userInfoHref } from '@/lib/routes';
import { parseTableState, tableStateQuery } from '@/lib/table-state';

describe('the tables of "Admin brugere og institutioner" in one URL', () => {
  it('keep their states apart, and keep the user search term, when one of them changes', () => {
    const query = {
      sog: 'ostergaard',
      'afventer.q': 'svendborg',
      'inst.segment': 'Gymnasium',
      'inst.sort': 'city',
      'inst.dir': 'desc',
    };
    const confirmed = parseTableState(query, CONFIRMED_TABLE);
    expect(confirmed).toEqual({
      q: '',
      sort: { id: 'city', desc: true },
      page: 0,
      filters: { segment: 'Gymnasium' },
    });
    expect(parseTableState(query, PENDING_TABLE).q).toBe('svendborg');
    const next = tableStateQuery({ ...confirmed, page: 1 }, CONFIRMED_TABLE, query);
    expect(next).toEqual({ ...query, 'inst.page': '2' });
    expect(parseTableState(next, USER_TABLE).sort).toEqual(USER_TABLE.defaultSort);
  });

  it('falls back to the default sort for a column that cannot be sorted', () => {
    expect(parseTableState({ 'inst.sort': 'actions' }, CONFIRMED_TABLE).sort).toEqual({
      id: 'name',
      desc: false,
    });
  });
});

describe('inline rename validation', () => {
  const schema = renameSchema(['Aarhus Katedralskole', 'Vejle Friskole']);
  const message = (name: string) => schema.safeParse({ name }).error?.issues[0]?.message;

  it('accepts 2 to 150 characters that no other institution has', () => {
    expect(schema.parse({ name: '  Vejle Friskole og Børnehus ' })).toEqual({
      name: 'Vejle Friskole og Børnehus',
    });
  });

  it('tells in Danish what is wrong: blank, too short, too long, taken (Danish spelling folded)', () => {
    expect(message('  ')).toBe('Navn er påkrævet');
    expect(message('A')).toBe('Navnet skal have mindst 2 tegn');
    expect(message('x'.repeat(151))).toBe('Navnet må højst have 150 tegn');
    expect(message('ÅRHUS katedralskole')).toBe('Der findes allerede en institution med det navn');
  });
});

describe('user links and parameters', () => {
  it('links to a person by e-mail, encoded', () => {
    expect(userInfoHref('aase.oestergaard@example.dk')).toBe(
      '/admin/bruger-information/?email=aase.oestergaard%40example.dk',
    );
  });

  it('reads the ?email= of the user information page: missing, invalid or the trimmed address', () => {
    expect(emailParam({})).toEqual({ kind: 'missing' });
    expect(emailParam({ email: ' ' })).toEqual({ kind: 'missing' });
    expect(emailParam({ email: 'ikke-en-mail' })).toEqual({ kind: 'invalid', raw: 'ikke-en-mail' });
    expect(emailParam({ email: [' laerer@example.dk ', 'x'] })).toEqual({
      kind: 'ok',
      email: 'laerer@example.dk',
    });
  });

  it('takes a search term of 2 to 100 characters from ?sog=, else none', () => {
    expect(searchTermOf({ sog: ' ostergaard ' })).toBe('ostergaard');
    expect(searchTermOf({ sog: 'a' })).toBeNull();
    expect(searchTermOf({ sog: 'x'.repeat(101) })).toBeNull();
    expect(searchTermOf({})).toBeNull();
  });

  it('says how many users a deletion unlinks, in Danish number agreement', () => {
    expect(usersLosingText(0)).toBe('Ingen brugere er tilknyttet den.');
    expect(usersLosingText(1)).toMatch(/^1 bruger mister sin tilknytning/);
    expect(usersLosingText(3)).toMatch(/^3 brugere mister deres tilknytning/);
  });
});
