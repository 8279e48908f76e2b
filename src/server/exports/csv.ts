import { pipeline, Readable, Transform } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { formatShortDateTime } from '@/lib/dates';

/**
 * The admin exports' CSV, made for Danish Excel: UTF-8 with a byte-order mark (else Excel reads it as
 * Windows-1252 and Æ, Ø, Å break), semicolons between cells (a Danish Excel's list separator, as the comma is its
 * decimal sign), Windows line ends, dates as DD.MM.YYYY HH:mm in Danish time, and text that a spreadsheet would
 * run as a formula (starting with =, +, -, @, tab or carriage return, at the start of the cell or of any line in
 * it) prefixed with a single quote (OWASP's "CSV injection" advice), and every cell holding a line break quoted,
 * so a lone line feed cannot start a row of its own. The forms refuse line breaks in single-line fields; this
 * holds for what is already upstream (docs/decisions/0030). Numbers stay numbers. csv-stringify does the quoting
 * and the streaming.
 */
export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** A formula start at the start of the text or right after a line break (CR or LF). */
const FORMULA_START = /(^|[\r\n])(?=[=+\-@\t\r])/g;

/** A text cell as it is written: each of its lines that would start a formula gets a leading single quote. */
export function neutralise(text: string): string {
  return text.replace(FORMULA_START, "$1'");
}

/** 'DD.MM.YYYY HH:mm' in Danish time (SPEC section 9's short date, with the time). */
export function csvDate(value: Date): string {
  return Number.isNaN(value.getTime()) ? '' : formatShortDateTime(value);
}

/** An ISO string from the product API as a Date cell (null stays empty). */
export const isoDate = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

export function csvStringifier(): Stringifier {
  return stringify({
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    // csv-stringify quotes only for the record delimiter (CRLF); a lone CR or LF must be quoted too.
    quoted_match: /[\r\n]/,
    cast: {
      string: (value) => neutralise(value),
      date: (value) => csvDate(value),
      boolean: (value) => (value ? 'Ja' : 'Nej'),
      number: (value) => String(value),
    },
  });
}

/**
 * A CSV stream of `rows` (any iterable, read lazily): the header row, then one record per row. Backpressure is
 * kept (Readable.from only pulls the next row when the consumer asks), so memory stays flat however many rows.
 */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
): Readable {
  async function* records() {
    yield columns.map((column) => column.header);
    for await (const row of rows) yield columns.map((column) => column.value(row) ?? '');
  }
  const out = batched();
  // pipeline (not .pipe) so a failure anywhere ends the returned stream with that error, not a hang.
  pipeline(Readable.from(records()), csvStringifier(), out, () => undefined);
  return out;
}

const BATCH_BYTES = 32 * 1024;

/**
 * csv-stringify pushes one chunk per record; written as they come, 10,000 rows are 10,000 socket writes and
 * HTTP chunks. This gathers them into pieces of about 32 KB (still a stream: memory stays at one piece).
 */
function batched(): Transform {
  let parts: Buffer[] = [];
  let size = 0;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      parts.push(buffer);
      size += buffer.length;
      if (size >= BATCH_BYTES) {
        this.push(Buffer.concat(parts, size));
        parts = [];
        size = 0;
      }
      done();
    },
    flush(done) {
      if (size > 0) this.push(Buffer.concat(parts, size));
      done();
    },
  });
}
