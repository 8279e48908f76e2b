import type { MediaName } from './media';

/** The seeded domain shared by every service of the stand-in. Dates are ISO strings. */

export type Role = 'teacher' | 'admin';

export interface SeedPerson {
  userId: string;
  email: string;
  /** Plain text on purpose: demo accounts only, documented in the README. */
  password: string;
  name: string;
  givenName: string;
  familyName: string;
  role: Role;
  phone: string | null;
  subjects: string[];
  institutionId: string | null;
  /** When the teacher last confirmed their institution. */
  institutionAffirmedAt: string | null;
  programs: string[];
  createdAt: string;
  /**
   * False for an identity-provider account that has no product-API record yet (the person signs up for the
   * programme on /min-profil and CreateUser makes the record). True or absent otherwise.
   */
  productRecord?: boolean;
  /** False for an account whose e-mail address was never confirmed (`email_verified: false`). */
  emailVerified?: boolean;
}

export type InstitutionStatus = 'pending' | 'confirmed';

export interface SeedInstitution {
  id: string;
  name: string;
  segment: string;
  address: string;
  zip: string;
  city: string;
  status: InstitutionStatus;
  createdAt: string;
}

export interface SeedProgram {
  programName: string;
  displayName: string;
  description: string;
  segments: string[];
}

export interface SeedEvent {
  eventId: string;
  title: string;
  /** Path of the event's CMS page. */
  url: string;
  teaser: string;
  programName: string | null;
  type: 'Workshop' | 'Konkurrence' | 'Finale' | 'Webinar' | 'Konference' | 'Inspirationsdag';
  startDate: string;
  endDate: string;
  location: { name: string; address: string; zip: string; city: string };
  capacity: number;
  /** Redeem code that must be checked before a teacher signs up; null when open. */
  code: string | null;
  /** Whether visitors may sign up through the public attendee endpoints. */
  publicSignup: boolean;
  imageUdi: string;
}

export interface SeedMaterial {
  materialId: string;
  title: string;
  description: string;
  format: 'pdf' | 'ebook';
  programName: string | null;
  /** Media UDI of the downloadable file. */
  fileUdi: string;
  imageUdi: string;
  /** Unlocked for everybody validated for materials; otherwise needs the material code. */
  requiresCode: boolean;
}

export type MediaKind = 'image' | 'svg' | 'pdf';

export interface SeedMedia {
  /** Umbraco-style UDI, e.g. umb://media/4f1c... */
  udi: string;
  /** Path on the CMS host, always starting with /media/. */
  path: string;
  alt: string;
  kind: MediaKind;
  width: number;
  height: number;
  /** Two colours the generator paints with, and a title drawn on the picture or the PDF. */
  colors: [string, string];
  title: string;
}

/** A generated news article (the demo's own articles are written out in the CMS content files). */
export interface SeedArticle {
  slug: string;
  title: string;
  /** Days from today (negative: in the past). */
  published: number;
  author: string;
  tags: string[];
  image: MediaName;
  teaser: string;
  paragraphs: string[];
}

/** A grant of the CMS (the demo's six are written out in the CMS content files). */
export interface SeedGrant {
  id: string;
  slug: string;
  name: string;
  category: string;
  amount: string;
  amountMax: number;
  /** Days from today; negative means the deadline has passed. */
  deadline: number;
  teaser: string;
  image: MediaName;
  body: string[];
  who: string;
}

/** `demo`: the small hand-written world. `foundation`: a generated foundation-sized one (MOCK_SCALE). */
export type MockScale = 'demo' | 'foundation';

export interface Seed {
  scale: MockScale;
  now: Date;
  people: SeedPerson[];
  institutions: SeedInstitution[];
  programs: SeedProgram[];
  events: SeedEvent[];
  materials: SeedMaterial[];
  media: SeedMedia[];
  codes: { eventCode: string; materialCode: string };
  /** Generated CMS content beyond the demo's own (empty in the demo world). */
  articles: SeedArticle[];
  grants: SeedGrant[];
}
