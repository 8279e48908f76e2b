/**
 * The stand-in's demo people that tests sign in as, written once for every tier (the stand-in's seed,
 * prisma-free-mock/src/seed/domain.ts, creates them with these passwords).
 */
export interface Account {
  email: string;
  password: string;
}

export const ACCOUNTS = {
  teacher: { email: 'laerer@example.dk', password: 'Laerer123!' },
  admin: { email: 'admin@example.dk', password: 'Admin123!' },
  newTeacher: { email: 'ny@example.dk', password: 'Nylaerer123!' },
  /** Can sign in, has no product record yet. */
  signup: { email: 'tilmeld@example.dk', password: 'Tilmeld123!' },
  /** The identity provider says `email_verified: false`. */
  unverified: { email: 'ubekraeftet@example.dk', password: 'Ubekraeftet123!' },
  /** Sofie Bech, a second teacher with a record of her own. */
  otherTeacher: { email: 'sofie.bech@example.dk', password: 'Demo123!' },
} as const satisfies Record<string, Account>;
