import { timingSafeEqual } from 'node:crypto';
import type { MockContext } from '../context';
import type { SeedPerson } from '../seed/types';

/** The permission that marks an administrator in the access token (SPEC section 6). */
export const ADMIN_PERMISSION = 'role:admin';

/**
 * The four demo accounts of docs/architecture.md (Contracts the tests rely on), in the order the login page's
 * hint box lists them.
 */
export const DEMO_ACCOUNTS = [
  { email: 'laerer@example.dk', label: 'Lærer' },
  { email: 'admin@example.dk', label: 'Administrator' },
  { email: 'ny@example.dk', label: 'Ny lærer uden skole' },
  { email: 'tilmeld@example.dk', label: 'Ikke tilmeldt programmet endnu' },
] as const;

/** The OIDC claims of a person, as the ID token and /userinfo give them. */
export interface PersonClaims {
  [claim: string]: unknown;
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
}

// The store can be reset at any time, so people are always looked up in the current state, never cached.
const people = (ctx: MockContext): SeedPerson[] => ctx.store.state.seed.people;

export function findPersonById(ctx: MockContext, userId: string): SeedPerson | undefined {
  return people(ctx).find((person) => person.userId === userId);
}

export function findPersonByEmail(ctx: MockContext, email: string): SeedPerson | undefined {
  const wanted = email.trim().toLowerCase();
  return people(ctx).find((person) => person.email.toLowerCase() === wanted);
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The person with this e-mail (case-insensitive) and password, or undefined. The caller cannot tell an unknown
 * e-mail from a wrong password, so the login page cannot reveal which accounts exist.
 */
export function authenticate(ctx: MockContext, email: string, password: string): SeedPerson | undefined {
  const person = findPersonByEmail(ctx, email);
  // Compare even when nobody has the e-mail, so both failures take about the same time.
  const matches = sameText(person?.password ?? '\u0000no-account', password);
  return person && matches ? person : undefined;
}

export function permissionsOf(person: SeedPerson): string[] {
  return person.role === 'admin' ? [ADMIN_PERMISSION] : [];
}

export function claimsOf(person: SeedPerson): PersonClaims {
  return {
    sub: person.userId,
    email: person.email,
    email_verified: person.emailVerified !== false,
    name: person.name,
    given_name: person.givenName,
    family_name: person.familyName,
  };
}
