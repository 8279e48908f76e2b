import { emailRule, isEmail } from '@/lib/validation';

/**
 * A list of e-mail addresses as a mail program copies it: addresses separated by commas or semicolons, each
 * bare (`bo@y.dk`) or with a display name (`Anna Berg <anna@x.dk>`, `"Berg, Anna" <anna@x.dk>`). Pure, so
 * every rule is unit-tested (tests/unit/address-list.test.ts).
 */

export interface ListedAddress {
  /** The display name, empty when the address came without one. */
  name: string;
  email: string;
}

/** Splits at commas and semicolons that are not inside "quotes" or <angle brackets>. */
export function splitAddressList(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  for (const char of text) {
    if (char === '"' && !angled) quoted = !quoted;
    else if (char === '<' && !quoted) angled = true;
    else if (char === '>' && !quoted) angled = false;
    if ((char === ',' || char === ';') && !quoted && !angled) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current.trim());
  return parts.filter((part) => part !== '');
}

const ANGLED = /^(.*?)<([^<>]*)>\s*$/;

/** One entry: `Name <address>`, `<address>` or a bare address (anything else is kept whole as the address). */
export function parseAddress(entry: string): ListedAddress {
  const match = ANGLED.exec(entry.trim());
  if (!match) return { name: '', email: entry.trim() };
  const name = (match[1] ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/\\"/g, '"')
    .trim();
  return { name, email: (match[2] ?? '').trim() };
}

/** A line written as an address list: an address in <angle brackets>, or two or more entries holding an '@'. */
export function looksLikeAddressList(line: string): boolean {
  if (/<[^<>]*@[^<>]*>/.test(line)) return true;
  const parts = splitAddressList(line);
  return parts.length >= 2 && parts.every((part) => part.includes('@'));
}

/** Every address of a mail program's list, in order. */
export const parseAddressList = (text: string): ListedAddress[] => splitAddressList(text).map(parseAddress);

/**
 * SPEC section 5's e-mail rule in its list form (customEmail: comma-separated addresses) over the addresses
 * of the list: its message, 'Email skal indeholde @ og domæne', when any of them fails, null when all pass.
 */
export function addressListError(addresses: readonly ListedAddress[]): string | null {
  const result = emailRule({ multiple: true }).safeParse(addresses.map((a) => a.email).join(', '));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The rows of a mail program's list: each address with its name, and, for an address the list rule refuses,
 * the rule's message.
 */
export function addressRows(text: string): (ListedAddress & { emailError: string | null })[] {
  const addresses = parseAddressList(text);
  const error = addressListError(addresses);
  return addresses.map((address) => ({
    ...address,
    emailError: error && !isEmail(address.email) ? error : null,
  }));
}
