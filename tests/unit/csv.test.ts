import { parse } from 'csv-parse/sync';
import { parseCsv } from '../../e2e/csv';
import { describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { csvDate, csvStream, neutralise, type CsvColumn } from '@/server/exports/csv';

/** Reads a whole CSV stream into one string. */
async function csvText(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(parts).toString('utf8');
}

interface Row {
  name: string;
  users: number;
  at: Date | null;
  ok: boolean;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Navn', value: (r) => r.name },
  { header: 'Brugere', value: (r) => r.users },
  { header: 'Dato', value: (r) => r.at },
  { header: 'Godkendt', value: (r) => r.ok },
];
const row = (name: string, extra: Partial<Row> = {}): Row => ({
  name,
  users: 1,
  at: null,
  ok: true,
  ...extra,
});

describe('the admin CSV for Danish Excel', () => {
  it('starts with a byte-order mark, separates by semicolons and ends lines with CRLF', async () => {
    const text = await csvText(csvStream(columns, [row('Åse Østergaard', { users: 3 })]));
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Navn;Brugere;Dato;Godkendt\r\nÅse Østergaard;3;;Ja\r\n');
  });

  it('quotes cells holding a semicolon, a quote or a line break, so they stay one cell', async () => {
    const text = await csvText(csvStream(columns, [row('Skole; "Nord"\nafd. 2')]));
    const [, cells] = parseCsv(text.slice(1));
    expect(cells?.[0]).toBe('Skole; "Nord"\nafd. 2');
  });

  it.each(['=SUM(A1)', '+45 Hansen', '-Bo', '@Ane', '\tTab', '\rRetur'])(
    'neutralises %j with a leading single quote',
    async (name) => {
      expect(neutralise(name)).toBe(`'${name}`);
      const text = await csvText(csvStream(columns, [row(name)]));
      const [, cells] = parseCsv(text.slice(1));
      expect(cells?.[0]).toBe(`'${name}`);
    },
  );

  it.each([
    ['Zebra Skole\n=HYPERLINK(A1)', "Zebra Skole\n'=HYPERLINK(A1)"],
    ['A\r\n+1', "A\r\n'+1"],
    ['A\r-1', "A\r'-1"],
    ['=A\n@B\n\tC', "'=A\n'@B\n'\tC"],
    ['\r\n=1', "'\r\n'=1"],
  ])('neutralises a formula after a line break too: %j', (text, written) => {
    expect(neutralise(text)).toBe(written);
  });

  it('quotes a cell with a lone line feed, so Excel reads no new row from it', async () => {
    const text = await csvText(csvStream(columns, [row('Zebra Skole\n=HYPERLINK(A1)')]));
    expect(text).toContain('"Zebra Skole\n\'=HYPERLINK(A1)";1;;Ja\r\n');
    const records: string[][] = parse(text.slice(1), { delimiter: ';' });
    expect(records).toHaveLength(2);
    expect(records[1]?.[0]).toBe("Zebra Skole\n'=HYPERLINK(A1)");
  });

  it('leaves ordinary text and numbers alone (a number is not a formula)', () => {
    expect(neutralise('Bo-Erik')).toBe('Bo-Erik');
    expect(neutralise('Mette = glad')).toBe('Mette = glad');
  });

  it('writes dates as DD.MM.YYYY HH:mm in Danish time, summer and winter', async () => {
    expect(csvDate(new Date('2026-07-01T10:05:00Z'))).toBe('01.07.2026 12:05');
    expect(csvDate(new Date('2026-12-24T23:30:00Z'))).toBe('25.12.2026 00:30');
    expect(csvDate(new Date('not a date'))).toBe('');
    const text = await csvText(
      csvStream(columns, [row('A', { at: new Date('2026-01-15T08:00:00Z'), ok: false })]),
    );
    expect(text).toContain('A;1;15.01.2026 09:00;Nej');
  });

  it('writes empty cells for null and undefined, and only the header for no rows', async () => {
    expect(await csvText(csvStream(columns, []))).toBe('\ufeffNavn;Brugere;Dato;Godkendt\r\n');
  });

  it('streams rows from a lazy source, one record each, however many', async () => {
    function* many() {
      for (let i = 0; i < 5000; i++) yield row(`Lærer ${i}`, { users: i });
    }
    const text = await csvText(csvStream(columns, many()));
    const records = parseCsv(text.slice(1));
    expect(records).toHaveLength(5001);
    expect(records[5000]).toEqual(['Lærer 4999', '4999', '', 'Ja']);
  });
});

describe('a failing row', () => {
  it('ends the stream with the error instead of leaving the download hanging', async () => {
    const broken: CsvColumn<Row>[] = [
      {
        header: 'Navn',
        value: () => {
          throw new Error('no name');
        },
      },
    ];
    await expect(csvText(csvStream(broken, [row('A')]))).rejects.toThrow('no name');
  });
});
