import { fold } from '@/lib/danish-fold';
import { addressRows, looksLikeAddressList } from '@/lib/forms/address-list';
import { MAX_LIST_ROWS, participantSchema } from '@/lib/forms/events';
import { isEmail } from '@/lib/validation';

/**
 * "Tilmeld en liste": the rows a teacher pastes from a spreadsheet (Excel copies tab-separated) or types by
 * hand, one person a line, name and e-mail separated by a tab, a semicolon or a comma; or a list of addresses
 * as a mail program copies it (`Anna Berg <anna@x.dk>; bo@y.dk`, src/lib/forms/address-list.ts). Pure, so every rule is
 * unit-tested (tests/unit/pasted-list.test.ts); the screen only draws what this module decides.
 */

export { MAX_LIST_ROWS };

export type Separator = '\t' | ';' | ',';

export const SEPARATOR_NAMES: Record<Separator, string> = {
  '\t': 'tabulator',
  ';': 'semikolon',
  ',': 'komma',
};

export interface PastedRow {
  /** The line of the pasted text the row came from (1-based), so the person can find it. */
  line: number;
  /** Unique in the list: the line, and the address's place on it for a mail program's list ('3.2'). */
  key: string;
  name: string;
  email: string;
  /** Why the row is not valid (the spec's messages), empty when it is. */
  errors: string[];
}

export interface PastedList {
  separator: Separator;
  /** Some line was a mail program's list of addresses. */
  addressList: boolean;
  headerSkipped: boolean;
  rows: PastedRow[];
  /** More than MAX_LIST_ROWS people: nothing may be sent. */
  tooMany: boolean;
}

/** Splits one line into cells at `separator`, honouring "quoted cells" with "" for a quote inside them. */
export function splitCells(line: string, separator: Separator): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  let atCellStart = true;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        current += char;
      }
      continue;
    }
    if (char === '"' && atCellStart && current.trim() === '') {
      // A quote opens a quoted cell only at its start (spaces before it are dropped with the trim).
      quoted = true;
      current = '';
      atCellStart = false;
      continue;
    }
    if (char === separator) {
      cells.push(current.trim());
      current = '';
      atCellStart = true;
      continue;
    }
    current += char;
    if (char !== ' ') atCellStart = false;
  }
  cells.push(current.trim());
  return cells;
}

/** Counts `char` outside quoted cells. */
function countUnquoted(line: string, char: string): number {
  let quoted = false;
  let count = 0;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === char) count += 1;
  }
  return count;
}

/**
 * The paste's separator: a tab wherever one appears (a spreadsheet copy); otherwise a semicolon when any line
 * has one outside quotes (Danish spreadsheets save CSV with semicolons, and names may hold commas); else a comma.
 */
export function detectSeparator(lines: readonly string[]): Separator {
  if (lines.some((line) => countUnquoted(line, '\t') > 0)) return '\t';
  if (lines.some((line) => countUnquoted(line, ';') > 0)) return ';';
  return ',';
}

const HEADER_WORDS = new Set(
  [
    'navn',
    'name',
    'fulde navn',
    'fornavn',
    'deltager',
    'elev',
    'email',
    'e-mail',
    'mail',
    'e-mailadresse',
  ].map((word) => fold(word)),
);

/** A header row: no cell is an e-mail and at least one cell is a column name such as Navn or E-mail. */
function isHeader(cells: readonly string[]): boolean {
  if (cells.some((cell) => isEmail(cell))) return false;
  return cells.some((cell) => HEADER_WORDS.has(fold(cell.replace(/[:.]$/, ''))));
}

/**
 * Name and e-mail from a row's cells. Usually "name, e-mail"; "e-mail, name" is accepted too. With more cells
 * (an unquoted "Hansen, Ib, ib@x.dk"), the e-mail is the cell that is one and the name is the rest, in order.
 */
function nameAndEmail(cells: readonly string[]): { name: string; email: string } {
  const filled = cells.filter((cell) => cell !== '');
  const emailAt = filled.findLastIndex((cell) => isEmail(cell));
  if (emailAt === -1) {
    // No e-mail at all: keep what was typed where it belongs, so the row's error names the right field.
    if (filled.length <= 1) {
      const only = filled[0] ?? '';
      return only.includes('@') ? { name: '', email: only } : { name: only, email: '' };
    }
    return { name: filled.slice(0, -1).join(', '), email: filled.at(-1) ?? '' };
  }
  const name = filled.filter((_, index) => index !== emailAt).join(', ');
  return { name, email: filled[emailAt] ?? '' };
}

/**
 * The spec's messages for a row: name required, then the e-mail's required and pattern rules; the procedure's
 * own participant schema, so a row the screen accepts is one the procedure takes.
 */
export function rowErrors(name: string, email: string): string[] {
  const result = participantSchema.safeParse({ name, email });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/**
 * The rows of a mail program's list on one line: a missing name is asked for in the preview, and the addresses
 * are judged by SPEC section 5's e-mail rule in its list form, with its message.
 */
function addressListRows(line: string, lineNumber: number): PastedRow[] {
  return addressRows(line).map((address, index) => {
    const nameCheck = participantSchema.shape.name.safeParse(address.name);
    return {
      line: lineNumber,
      key: `${lineNumber}.${index + 1}`,
      name: address.name,
      email: address.email,
      errors: [
        ...(nameCheck.success ? [] : nameCheck.error.issues.map((issue) => issue.message)),
        ...(address.emailError ? [address.emailError] : []),
      ],
    };
  });
}

/** Reads a pasted or typed list. Blank lines are skipped, as is a header row at the top. */
export function parsePastedList(text: string): PastedList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const separator = detectSeparator(lines);
  const rows: PastedRow[] = [];
  let headerSkipped = false;
  let addressList = false;
  lines.forEach((line, index) => {
    if (looksLikeAddressList(line)) {
      addressList = true;
      rows.push(...addressListRows(line, index + 1));
      return;
    }
    // A line without the paste's separator (a row typed after a spreadsheet paste) is read by its own.
    const cells = splitCells(line, countUnquoted(line, separator) > 0 ? separator : detectSeparator([line]));
    if (cells.every((cell) => cell === '')) return;
    if (rows.length === 0 && !headerSkipped && isHeader(cells)) {
      headerSkipped = true;
      return;
    }
    const { name, email } = nameAndEmail(cells);
    rows.push({ line: index + 1, key: String(index + 1), name, email, errors: rowErrors(name, email) });
  });
  return { separator, addressList, headerSkipped, rows, tooMany: rows.length > MAX_LIST_ROWS };
}

/** The list with the names the person typed in the preview (by row key) for rows that had none. */
export function withNames(list: PastedList, names: Readonly<Record<string, string>>): PastedList {
  return {
    ...list,
    rows: list.rows.map((row) => {
      const typed = names[row.key]?.trim();
      if (row.name || !typed) return row;
      return { ...row, name: typed, errors: rowErrors(typed, row.email) };
    }),
  };
}

/** A row whose e-mail is fine and whose only want is a name: the preview asks for it. */
const needsName = (row: PastedRow) => row.name.trim() === '' && isEmail(row.email) && row.errors.length === 1;

export type RowStatus = 'ok' | 'needs-name' | 'invalid' | 'duplicate' | 'signed-up';

export interface CheckedRow extends PastedRow {
  status: RowStatus;
  /** Why the row is left out (Danish), empty for rows that are sent. */
  reason: string;
}

export interface ListCheck {
  rows: CheckedRow[];
  /** The people that will be sent: valid, first of their e-mail in the list, not already signed up. */
  participants: { name: string; email: string }[];
  leftOut: number;
  /** Rows that wait for a name typed in the preview. */
  namesMissing: number;
  /** Seats left at the event, when known. */
  remainingSeats: number | null;
  /** The list asks for more seats than there are (the API then refuses the whole list). */
  tooFewSeats: boolean;
  tooMany: boolean;
  separator: Separator;
  addressList: boolean;
  headerSkipped: boolean;
}

const key = (email: string) => email.trim().toLowerCase();

/**
 * Marks each row: invalid (the spec's rules), a duplicate of an earlier row (e-mail, case-insensitive), or a
 * person already holding a seat at the event. Only the remaining rows are sent.
 */
export function checkList(
  list: PastedList,
  { signedUp, remainingSeats }: { signedUp: Iterable<string>; remainingSeats: number | null },
): ListCheck {
  const known = new Set(Array.from(signedUp, key));
  const seen = new Map<string, number>();
  const rows = list.rows.map((row): CheckedRow => {
    if (needsName(row)) return { ...row, status: 'needs-name', reason: 'Skriv personens navn' };
    if (row.errors.length > 0) return { ...row, status: 'invalid', reason: row.errors.join('. ') };
    const email = key(row.email);
    const first = seen.get(email);
    if (first !== undefined)
      return { ...row, status: 'duplicate', reason: `Samme e-mail som linje ${first}` };
    seen.set(email, row.line);
    if (known.has(email)) return { ...row, status: 'signed-up', reason: 'Er allerede tilmeldt' };
    return { ...row, status: 'ok', reason: '' };
  });
  const participants = rows
    .filter((row) => row.status === 'ok')
    .map((row) => ({ name: row.name, email: row.email }));
  return {
    rows,
    participants,
    leftOut: rows.length - participants.length,
    namesMissing: rows.filter((row) => row.status === 'needs-name').length,
    remainingSeats,
    tooFewSeats: remainingSeats !== null && participants.length > remainingSeats,
    tooMany: list.tooMany,
    separator: list.separator,
    addressList: list.addressList,
    headerSkipped: list.headerSkipped,
  };
}

/** The valid e-mails of the rows, once each: the ones worth asking "already signed up?" about. */
export function candidateEmails(list: PastedList): string[] {
  const emails = new Map<string, string>();
  // A row that only lacks a name counts: the name may be typed in the preview.
  for (const row of list.rows) if (isEmail(row.email)) emails.set(key(row.email), row.email);
  return [...emails.values()];
}

/** "1 person" / "5 personer". */
export const peopleText = (count: number) => `${count} ${count === 1 ? 'person' : 'personer'}`;

/** Why nothing can be sent, in Danish, or null when the list can be sent. */
export function blockingProblem(check: ListCheck): string | null {
  if (check.tooMany)
    return `Listen har ${check.rows.length} rækker. Du kan højst tilmelde ${MAX_LIST_ROWS} personer ad gangen – del listen op.`;
  if (check.participants.length === 0 && check.namesMissing > 0)
    return 'Skriv navnene på de personer, der mangler et navn, i tabellen herunder.';
  if (check.participants.length === 0) return 'Der er ingen gyldige personer at tilmelde på listen.';
  if (check.tooFewSeats)
    return `Der er kun ${check.remainingSeats ?? 0} ledige pladser, men listen har ${peopleText(check.participants.length)} at tilmelde. Fjern nogle rækker.`;
  return null;
}
