import { createHash } from 'node:crypto';
import { unsealData } from 'iron-session';
import { env, type ServerEnv } from '../env';

/**
 * The passwords every sealed value (the session cookie, the sign-in cookies, the tokens kept in Redis) is sealed
 * and opened with (docs/deploy.md, "Rotating the session secret"). `SESSION_SECRET` seals; it and every secret in
 * `SESSION_SECRET_PREVIOUS` open. A value sealed with an older secret is sealed again with the current one the
 * next time it is written.
 *
 * iron writes the id of the password into each seal. The id is derived from the secret itself, not from its
 * place in the list, so a secret keeps its id through every rotation and an old one can be dropped from the list
 * without the others changing meaning. Seals made before this existed carry iron's default id 1, which names no
 * secret: openSealed tries each configured secret on them, so they open at every step of a rotation.
 */
export interface SealPasswords {
  /** Only the current secret: what iron seals with. */
  seal: Record<string, string>;
  /** Every configured secret, by id: what iron opens with. */
  open: Record<string, string>;
  /** Every configured secret, oldest first: what a seal with iron's default id 1 may have been made with. */
  all: string[];
}

const LEGACY_ID = '1';

/** A secret's id in the seal: 9 decimal digits from its hash (never 1, so no clash with the legacy id). */
export const passwordIdOf = (secret: string): string =>
  String(
    100_000_000 + (parseInt(createHash('sha256').update(secret).digest('hex').slice(0, 8), 16) % 900_000_000),
  );

/** The older secrets in SESSION_SECRET_PREVIOUS, newest first (comma-separated, blanks ignored). */
export const previousSecrets = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);

let cached: { source: ServerEnv; passwords: SealPasswords } | undefined;

export function sealPasswords(e: ServerEnv = env()): SealPasswords {
  if (cached?.source === e) return cached.passwords;
  const previous = previousSecrets(e.SESSION_SECRET_PREVIOUS).filter((secret) => secret !== e.SESSION_SECRET);
  const current = e.SESSION_SECRET;
  const all = [...[...previous].reverse(), current];
  const open: Record<string, string> = {};
  for (const secret of all) open[passwordIdOf(secret)] = secret;
  const passwords = { seal: { [passwordIdOf(current)]: current }, open, all };
  cached = { source: e, passwords };
  return passwords;
}

/** The password id iron wrote into a seal (`Fe26.2*<id>*…`). */
const sealIdOf = (sealed: string) => sealed.split('*')[1] ?? '';

/**
 * Opens a value sealed with any configured secret; `{}` when none opens it (forged, expired, an unknown secret),
 * as iron-session's unsealData answers. A seal with iron's default id (made before secrets had ids) is tried
 * with each secret in turn, oldest first.
 */
export async function openSealed<T extends object>(
  sealed: string,
  ttl: number,
  e: ServerEnv = env(),
): Promise<Partial<T>> {
  const passwords = sealPasswords(e);
  if (sealIdOf(sealed) !== LEGACY_ID)
    return unsealData<Partial<T>>(sealed, { password: passwords.open, ttl });
  for (const secret of passwords.all) {
    const opened = await unsealData<Partial<T>>(sealed, { password: { [LEGACY_ID]: secret }, ttl });
    if (Object.keys(opened).length > 0) return opened;
  }
  return {};
}
