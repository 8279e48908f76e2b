/**
 * The settings a production deployment must not run with (docs/deploy.md, "Refused at boot"). Pure and without
 * imports: `scripts/start.mjs` runs it before anything starts, and the site's env parsing (env.ts) runs it when
 * `next start` boots, so both refuse with the same single message.
 *
 * The checks apply under NODE_ENV=production, whatever the upstream addresses: a deployment may reach its
 * upstreams through a sidecar or an egress proxy on this machine. Only the embedded stand-in's own set-up
 * (`npm start` with nothing configured, the end-to-end and many-instances tests running `next start`) skips them:
 * it carries the stand-in's marker (STAND_IN_MARKER, set by scripts/local-env.mjs) and names only loopback
 * addresses. The marker with an upstream elsewhere is itself refused.
 */

/** The variable and value scripts/local-env.mjs sets for the embedded stand-in, and nothing else does. */
export const STAND_IN_MARKER = { name: 'EMBEDDED_STAND_IN', value: 'prisma-free-mock' } as const;

/** The stand-in's session secret (scripts/local-env.mjs): public, so never a production secret. */
export const STAND_IN_SESSION_SECRET = 'local-stand-in-session-secret-not-for-production-use';
/** The stand-in CMS's publish-hook secret (scripts/local-env.mjs): public too. */
const STAND_IN_REVALIDATE_SECRET = 'local-stand-in-revalidate-secret-not-for-production-use';
/** `.env.example`'s placeholders, and the stand-in's secrets. */
const KNOWN_SECRETS = [
  'replace-with-at-least-32-random-characters',
  'replace-with-at-least-16-random-characters',
  STAND_IN_SESSION_SECRET,
  STAND_IN_REVALIDATE_SECRET,
];
const KNOWN_CLIENT_SECRETS = ['local-client-secret-change-me'];
/** Words a placeholder is made of; no generated secret contains them. */
const PLACEHOLDER_WORDS =
  /change-?me|replace-?with|placeholder|not-for-production|your-?secret|secret-?here/i;

/** Where the upstreams are: a deployment names all four; the stand-in's set-up is filled in when none is set. */
export const UPSTREAM_LOCATIONS = [
  'AUTH_ISSUER',
  'PRODUCT_API_BASE_URL',
  'CMS_BASE_URL',
  'IMAGE_CDN_URL',
] as const;
/** What a deployment with real upstreams must give besides (the stand-in knows its own). */
const UPSTREAM_SETTINGS = [
  'AUTH_CLIENT_ID',
  'AUTH_CLIENT_SECRET',
  'AUTH_AUDIENCE',
  'PRODUCT_API_SUBSCRIPTION_KEY',
  'CMS_SITE_ID',
  'SEARCH_APP_ID',
  'SEARCH_API_KEY',
] as const;

export const MIN_SECRET_LENGTH = 32;

type Source = Record<string, string | undefined>;

const isSet = (value: string | undefined) => Boolean(value?.trim());

const LOOPBACK_HOST = /^(localhost|[\w.-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** True for a URL on this machine (localhost, 127.0.0.0/8, ::1); false for anything else, or no URL. */
export function isLoopbackUrl(value: string): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** Some upstream address (or the search host) is set and not on this machine. */
export const realUpstreamsConfigured = (source: Source): boolean =>
  [...UPSTREAM_LOCATIONS, 'SEARCH_HOST'].some((name) => {
    const value = source[name];
    return isSet(value) && !isLoopbackUrl(value!.trim());
  });

/** The upstream addresses missing when some are set: a partial configuration (none set means the stand-in). */
export function missingUpstreamLocations(source: Source): string[] {
  const missing = UPSTREAM_LOCATIONS.filter((name) => !isSet(source[name]));
  return missing.length === UPSTREAM_LOCATIONS.length ? [] : missing;
}

/** Shannon entropy of the text's characters, in bits per character. */
function bitsPerCharacter(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * What is wrong with a secret, or null. "Plainly low-entropy": a short run repeated, fewer than 10 different
 * characters, or under 3 bits per character; 32 random characters from any usual alphabet pass easily.
 */
export function secretProblem(secret: string, minLength = MIN_SECRET_LENGTH): string | null {
  const value = secret.trim();
  if (KNOWN_SECRETS.includes(value) || PLACEHOLDER_WORDS.test(value))
    return "is a known placeholder (.env.example's or the stand-in's)";
  if (value.length < minLength) return `is shorter than ${minLength} characters`;
  const repeated = /^(.{1,16}?)\1+$/s.test(value);
  if (repeated || new Set(value).size < 10 || bitsPerCharacter(value) < 3)
    return 'is low-entropy (a pattern, not random)';
  return null;
}

/** The session secret's problem, or null. */
export const sessionSecretProblem = (secret: string) => secretProblem(secret);

/** The embedded stand-in's own set-up: its marker, and every upstream on this machine. */
const isStandInSetUp = (source: Source) =>
  source[STAND_IN_MARKER.name] === STAND_IN_MARKER.value && !realUpstreamsConfigured(source);

/** The optional secrets: refused as placeholders when set (unset, their feature refuses every caller). */
const OPTIONAL_SECRETS = [
  ['REVALIDATE_SECRET', 32],
  ['READINESS_TOKEN', 16],
] as const;

/** Every problem of a production configuration, each naming its variable; empty when it may start. */
export function productionProblems(source: Source): string[] {
  if (source.NODE_ENV !== 'production' || isStandInSetUp(source)) return [];
  const problems: string[] = [];
  if (source[STAND_IN_MARKER.name] !== undefined)
    problems.push(
      `${STAND_IN_MARKER.name} is set: it marks the embedded stand-in's set-up, whose upstreams are all on this machine`,
    );
  const sessionProblem = sessionSecretProblem(source.SESSION_SECRET ?? '');
  if (sessionProblem) problems.push(`SESSION_SECRET ${sessionProblem}: set at least 32 random characters`);
  for (const previous of (source.SESSION_SECRET_PREVIOUS ?? '').split(',').filter((s) => s.trim())) {
    const problem = sessionSecretProblem(previous);
    // The older secrets open cookies too: a known one would let anyone seal a session.
    if (problem) problems.push(`SESSION_SECRET_PREVIOUS holds a secret that ${problem}`);
  }
  const clientSecret = source.AUTH_CLIENT_SECRET?.trim() ?? '';
  if (clientSecret && (KNOWN_CLIENT_SECRETS.includes(clientSecret) || PLACEHOLDER_WORDS.test(clientSecret)))
    problems.push("AUTH_CLIENT_SECRET is a placeholder (.env.example's or the stand-in's)");
  for (const [name, minLength] of OPTIONAL_SECRETS) {
    const value = source[name];
    const problem = isSet(value) ? secretProblem(value!, minLength) : null;
    if (problem) problems.push(`${name} ${problem}: set at least ${minLength} random characters`);
  }
  if (!isSet(source.SITE_URL) || !source.SITE_URL!.trim().startsWith('https://'))
    problems.push('SITE_URL is not https: the session cookie would lose its Secure flag');
  if (source.MOCK_CONTROL !== undefined)
    problems.push("MOCK_CONTROL is set: it belongs to the stand-in's control API, never to a deployment");
  const missing = [
    ...missingUpstreamLocations(source),
    ...UPSTREAM_SETTINGS.filter((name) => !isSet(source[name])),
  ];
  if (missing.length > 0)
    problems.push(`the upstream configuration is partial: ${missing.join(', ')} missing`);
  return problems;
}
