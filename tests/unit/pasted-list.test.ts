import { describe, expect, it } from 'vitest';
import {
  MAX_LIST_ROWS,
  blockingProblem,
  candidateEmails,
  checkList,
  detectSeparator,
  parsePastedList,
  splitCells,
} from '@/features/teacher/programmes/pasted-list';

const people = (list: ReturnType<typeof parsePastedList>) =>
  list.rows.map((row) => ({ name: row.name, email: row.email }));

describe('the separator', () => {
  it('is a tab when the paste comes from a spreadsheet', () => {
    const list = parsePastedList('Ib Hansen\tib@x.dk\nÅse Ørsted\taase@x.dk\n');
    expect(list.separator).toBe('\t');
    expect(people(list)).toEqual([
      { name: 'Ib Hansen', email: 'ib@x.dk' },
      { name: 'Åse Ørsted', email: 'aase@x.dk' },
    ]);
  });

  it('is a semicolon when a line has one, so names may hold commas', () => {
    expect(detectSeparator(['Hansen, Ib;ib@x.dk'])).toBe(';');
    expect(people(parsePastedList('Hansen, Ib;ib@x.dk'))).toEqual([{ name: 'Hansen, Ib', email: 'ib@x.dk' }]);
  });

  it('is a comma otherwise', () => {
    const list = parsePastedList('Ib Hansen, ib@x.dk\nLis Berg,lis@x.dk');
    expect(list.separator).toBe(',');
    expect(people(list)).toEqual([
      { name: 'Ib Hansen', email: 'ib@x.dk' },
      { name: 'Lis Berg', email: 'lis@x.dk' },
    ]);
  });

  it("reads a typed line by its own separator when it lacks the paste's", () => {
    const list = parsePastedList('Ib Hansen\tib@x.dk\nLis Berg;lis@x.dk\nBo Ek, bo@x.dk');
    expect(list.separator).toBe('\t');
    expect(people(list)).toEqual([
      { name: 'Ib Hansen', email: 'ib@x.dk' },
      { name: 'Lis Berg', email: 'lis@x.dk' },
      { name: 'Bo Ek', email: 'bo@x.dk' },
    ]);
  });

  it('ignores separators inside quoted cells when detecting', () => {
    expect(detectSeparator(['"Hansen; Ib",ib@x.dk'])).toBe(',');
  });
});

describe('cells', () => {
  it('reads quoted cells with a separator inside them and doubled quotes', () => {
    expect(splitCells('"Hansen, Ib";ib@x.dk', ';')).toEqual(['Hansen, Ib', 'ib@x.dk']);
    expect(splitCells('"Ib ""Bamse"" Hansen",ib@x.dk', ',')).toEqual(['Ib "Bamse" Hansen', 'ib@x.dk']);
    expect(people(parsePastedList('"Hansen, Ib",ib@x.dk'))).toEqual([
      { name: 'Hansen, Ib', email: 'ib@x.dk' },
    ]);
  });

  it('trims spaces around cells and keeps Danish letters', () => {
    expect(people(parsePastedList('   Søren Æbelø   ;   soeren@skole.dk  '))).toEqual([
      { name: 'Søren Æbelø', email: 'soeren@skole.dk' },
    ]);
  });

  it('takes the e-mail wherever it is and the rest as the name', () => {
    expect(people(parsePastedList('ib@x.dk;Ib Hansen'))).toEqual([{ name: 'Ib Hansen', email: 'ib@x.dk' }]);
    expect(people(parsePastedList('Hansen, Ib, ib@x.dk'))).toEqual([
      { name: 'Hansen, Ib', email: 'ib@x.dk' },
    ]);
  });
});

describe('lines', () => {
  it('skips blank lines and lines of separators only, and numbers rows by their line', () => {
    const list = parsePastedList('\n\nIb;ib@x.dk\r\n ; \r\n\r\nLis;lis@x.dk\n');
    expect(list.rows.map((row) => row.line)).toEqual([3, 6]);
  });

  it('skips a header row at the top, whatever its spelling', () => {
    const pastes = [
      'Navn;E-mail\nIb;ib@x.dk',
      'Name\tEmail\nIb\tib@x.dk',
      'navn, email\nIb, ib@x.dk',
      'Fulde navn;Mail\nIb;ib@x.dk',
      'NAVN;E-MAIL:\nIb;ib@x.dk',
    ];
    for (const paste of pastes) {
      const list = parsePastedList(paste);
      expect(list.headerSkipped).toBe(true);
      expect(people(list)).toEqual([{ name: 'Ib', email: 'ib@x.dk' }]);
    }
  });

  it('keeps a first row that is a person, and a later "Navn" row as an invalid row', () => {
    const list = parsePastedList('Ib;ib@x.dk\nNavn;E-mail');
    expect(list.headerSkipped).toBe(false);
    expect(list.rows).toHaveLength(2);
    expect(list.rows[1]?.errors).toEqual(['Email skal indeholde @ og domæne']);
  });

  it('marks more than 100 people as too many', () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => `Elev ${index};elev${index}@x.dk`).join('\n');
    expect(parsePastedList(rows(MAX_LIST_ROWS)).tooMany).toBe(false);
    const list = parsePastedList(`Navn;E-mail\n${rows(MAX_LIST_ROWS + 1)}`);
    expect(list.tooMany).toBe(true);
    const check = checkList(list, { signedUp: [], remainingSeats: 500 });
    expect(blockingProblem(check)).toMatch(/højst tilmelde 100 personer/);
  });
});

describe('row validation (the spec rules)', () => {
  it('requires a name and a valid e-mail, with the spec messages', () => {
    const list = parsePastedList('Ib;ib@x\n;lis@x.dk\nBo\nbo@x.dk\nKim;kim@@x.dk\nAne;ane@x.dk');
    expect(list.rows.map((row) => row.errors)).toEqual([
      ['Email skal indeholde @ og domæne'],
      ['Navn er påkrævet'],
      ['Email er påkrævet'],
      ['Navn er påkrævet'],
      ['Email skal indeholde @ og domæne'],
      [],
    ]);
  });
});

describe('checking a list against the event', () => {
  const list = parsePastedList(
    [
      'Navn;E-mail',
      'Ib;ib@x.dk',
      'Lis;lis@x.dk',
      'Ib igen;IB@X.DK',
      'Kim;kim@x',
      'Peter;peter.lund@example.dk',
    ].join('\n'),
  );

  it('sends only valid, first-of-their-e-mail, not signed-up rows and says why others are left out', () => {
    const check = checkList(list, { signedUp: ['Peter.Lund@example.dk'], remainingSeats: 10 });
    expect(check.rows.map((row) => row.status)).toEqual(['ok', 'ok', 'duplicate', 'invalid', 'signed-up']);
    expect(check.rows[2]?.reason).toBe('Samme e-mail som linje 2');
    expect(check.rows[3]?.reason).toBe('Email skal indeholde @ og domæne');
    expect(check.rows[4]?.reason).toBe('Er allerede tilmeldt');
    expect(check.participants).toEqual([
      { name: 'Ib', email: 'ib@x.dk' },
      { name: 'Lis', email: 'lis@x.dk' },
    ]);
    expect(check.leftOut).toBe(3);
    expect(blockingProblem(check)).toBeNull();
  });

  it('refuses a list with more people than seats', () => {
    const check = checkList(list, { signedUp: [], remainingSeats: 2 });
    expect(check.tooFewSeats).toBe(true);
    expect(blockingProblem(check)).toBe(
      'Der er kun 2 ledige pladser, men listen har 3 personer at tilmelde. Fjern nogle rækker.',
    );
  });

  it('refuses a list with nobody valid to send', () => {
    const check = checkList(parsePastedList('Kim;kim@x'), { signedUp: [], remainingSeats: null });
    expect(blockingProblem(check)).toBe('Der er ingen gyldige personer at tilmelde på listen.');
  });

  it('asks about each valid e-mail once', () => {
    expect(candidateEmails(list)).toEqual(['IB@X.DK', 'lis@x.dk', 'peter.lund@example.dk']);
  });
});
