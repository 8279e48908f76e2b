import { emailField } from '@/lib/validation';

type Query = Readonly<Record<string, string | string[] | undefined>>;

/** The `?email=` of the user information page: absent, not an e-mail, or the trimmed address. */
export function emailParam(
  query: Query,
): { kind: 'missing' } | { kind: 'invalid'; raw: string } | { kind: 'ok'; email: string } {
  const value = query.email;
  const raw = (Array.isArray(value) ? value[0] : value) ?? '';
  if (!raw.trim()) return { kind: 'missing' };
  const parsed = emailField.safeParse(raw);
  return parsed.success ? { kind: 'ok', email: parsed.data } : { kind: 'invalid', raw: raw.slice(0, 254) };
}
