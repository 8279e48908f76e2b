import { describe, expect, it } from 'vitest';
import {
  addressListError,
  addressRows,
  looksLikeAddressList,
  parseAddress,
  parseAddressList,
  splitAddressList,
} from '@/lib/forms/address-list';
import {
  blockingProblem,
  candidateEmails,
  checkList,
  parsePastedList,
  withNames,
} from '@/features/teacher/programmes/pasted-list';
import { MESSAGES } from '@/lib/validation';

describe('a mail program’s list of addresses', () => {
  it('splits at commas and semicolons, not inside quotes or angle brackets', () => {
    expect(splitAddressList('Anna Berg <anna@x.dk>; bo@y.dk')).toEqual(['Anna Berg <anna@x.dk>', 'bo@y.dk']);
    expect(splitAddressList('"Berg, Anna" <anna@x.dk>, bo@y.dk;')).toEqual([
      '"Berg, Anna" <anna@x.dk>',
      'bo@y.dk',
    ]);
    expect(splitAddressList(' ; , ')).toEqual([]);
  });

  it('reads names and addresses, quoted or bare', () => {
    expect(parseAddress('Anna Berg <anna@x.dk>')).toEqual({ name: 'Anna Berg', email: 'anna@x.dk' });
    expect(parseAddress('"Berg, Anna" <anna@x.dk>')).toEqual({ name: 'Berg, Anna', email: 'anna@x.dk' });
    expect(parseAddress('<bo@y.dk>')).toEqual({ name: '', email: 'bo@y.dk' });
    expect(parseAddress(' bo@y.dk ')).toEqual({ name: '', email: 'bo@y.dk' });
    expect(parseAddressList('Åse Ørsted <aase@x.dk>; bo@y.dk')).toEqual([
      { name: 'Åse Ørsted', email: 'aase@x.dk' },
      { name: '', email: 'bo@y.dk' },
    ]);
  });

  it('tells an address list from a row of name and e-mail', () => {
    expect(looksLikeAddressList('anna@x.dk, bo@y.dk')).toBe(true);
    expect(looksLikeAddressList('Anna Berg <anna@x.dk>')).toBe(true);
    expect(looksLikeAddressList('Anna Berg, anna@x.dk')).toBe(false);
    expect(looksLikeAddressList('Anna Berg;anna@x.dk')).toBe(false);
    expect(looksLikeAddressList('anna@x.dk')).toBe(false);
  });

  it('judges the addresses by the spec’s list rule, with its message, and marks the malformed ones', () => {
    expect(addressListError(parseAddressList('anna@x.dk; bo@y.dk'))).toBeNull();
    for (const bad of ['anna@x', 'anna.x.dk', 'an na@x.dk', '@x.dk', 'anna@', 'anna@x.d', 'a@b@c.dk', '']) {
      expect(
        addressListError([
          { name: '', email: 'bo@y.dk' },
          { name: '', email: bad },
        ]),
      ).toBe(MESSAGES.email);
    }
    expect(addressRows('Anna <anna@x>; bo@y.dk; <>')).toEqual([
      { name: 'Anna', email: 'anna@x', emailError: MESSAGES.email },
      { name: '', email: 'bo@y.dk', emailError: null },
      { name: '', email: '', emailError: MESSAGES.email },
    ]);
  });
});

describe('an address list in the list sign-up', () => {
  it('previews "anna@x.dk, bo@y.dk" as two people, each asked for a name', () => {
    const list = parsePastedList('anna@x.dk, bo@y.dk');
    expect(list.addressList).toBe(true);
    expect(list.rows.map((row) => [row.key, row.name, row.email])).toEqual([
      ['1.1', '', 'anna@x.dk'],
      ['1.2', '', 'bo@y.dk'],
    ]);
    const check = checkList(list, { signedUp: [], remainingSeats: 10 });
    expect(check.rows.map((row) => row.status)).toEqual(['needs-name', 'needs-name']);
    expect(check.namesMissing).toBe(2);
    expect(blockingProblem(check)).toMatch(/mangler et navn/);
    expect(candidateEmails(list)).toEqual(['anna@x.dk', 'bo@y.dk']);

    const named = checkList(withNames(list, { '1.1': 'Anna Berg', '1.2': '  ' }), {
      signedUp: [],
      remainingSeats: 10,
    });
    expect(named.participants).toEqual([{ name: 'Anna Berg', email: 'anna@x.dk' }]);
    expect(named.namesMissing).toBe(1);
    expect(blockingProblem(named)).toBeNull();
  });

  it('keeps names from the mail program and refuses malformed addresses with the spec’s message', () => {
    const list = parsePastedList('Anna Berg <anna@x.dk>; bo@y; "Ek, Carl" <carl@z.dk>\nDitte;ditte@x.dk');
    const check = checkList(list, { signedUp: ['carl@z.dk'], remainingSeats: 10 });
    expect(check.rows.map((row) => [row.line, row.name, row.status, row.reason])).toEqual([
      [1, 'Anna Berg', 'ok', ''],
      [1, '', 'invalid', `Navn er påkrævet. ${MESSAGES.email}`],
      [1, 'Ek, Carl', 'signed-up', 'Er allerede tilmeldt'],
      [2, 'Ditte', 'ok', ''],
    ]);
    expect(check.participants).toEqual([
      { name: 'Anna Berg', email: 'anna@x.dk' },
      { name: 'Ditte', email: 'ditte@x.dk' },
    ]);
  });
});
