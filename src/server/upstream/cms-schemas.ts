import { z } from 'zod';
import { articleSummarySchema } from '@/cms/blocks/latest-articles';
import { flashcardSchema } from '@/cms/blocks/flashcards';
import { linkSchema, mediaSchema, pageSchema, seoSchema } from '@/cms/vocabulary';

/**
 * The site's reading of the CMS answers (contract: prisma-free-mock/docs/cms.md). Lenient where a missing
 * piece should only hide a part of the page, strict where the page cannot be drawn without it. Objects are
 * plain `z.object`s, which drop the keys they do not name, so a field the CMS adds never reaches the browser
 * unread; the one loose bag is a block's `Content`, narrowed per block type in src/cms/blocks (docs/decisions/0015,
 * 0019). Page, Block, Media and Link are the shared vocabulary of src/cms/vocabulary.ts.
 */

export interface MenuItem {
  Name: string;
  Url: string;
  BurgerMenuText: string | null;
  SubMenuItems: MenuItem[];
}
const menuItemSchema: z.ZodType<MenuItem> = z.object({
  Name: z.string(),
  Url: z.string(),
  BurgerMenuText: z.string().nullable().catch(null),
  get SubMenuItems() {
    return z.array(menuItemSchema).catch([]);
  },
});

const list = <T extends z.ZodType>(item: T) => z.array(item).catch([]);

export const globalSchema = z.object({
  SiteName: z.string().catch('Fonden for Iværksætteri i Skolen'),
  Header: z.object({ Menu: list(menuItemSchema), BurgerMenu: list(menuItemSchema) }),
  Footer: z
    .object({
      Addresses: list(
        z.object({
          OfficeTitle: z.string().catch(''),
          Street: z.string().catch(''),
          PostalCode: z.string().catch(''),
          City: z.string().catch(''),
          Country: z.string().catch(''),
          OpeningHours: z.string().catch(''),
          Latitude: z.number().nullable().catch(null),
          Longitude: z.number().nullable().catch(null),
          PrimaryAddress: z.boolean().catch(false),
        }),
      ),
      Sitemap: list(z.object({ Headline: z.string(), Links: list(linkSchema) })),
      CTAs: list(z.object({ Headline: z.string(), Description: z.string().catch(''), Link: linkSchema })),
    })
    .catch({ Addresses: [], Sitemap: [], CTAs: [] }),
  Seo: seoSchema.catch({ Title: '', Description: '', CanonicalUrl: null, NoIndex: false, Image: null }),
  Tracking: z
    .object({
      AnalyticsId: z.string().nullable().catch(null),
      CookieConsentId: z.string().nullable().catch(null),
      PrivacyAnalyticsDomain: z.string().nullable().catch(null),
    })
    .catch({ AnalyticsId: null, CookieConsentId: null, PrivacyAnalyticsDomain: null }),
  Dictionaries: z.record(z.string(), z.string()).catch({}),
  SoMe: list(z.object({ Title: z.string(), Link: linkSchema, SVG: z.string() })),
  Email: z.string().catch(''),
  Logos: z
    .object({ Primary: mediaSchema.nullable().catch(null), Secondary: mediaSchema.nullable().catch(null) })
    .catch({
      Primary: null,
      Secondary: null,
    }),
  ShowMyProfile: z.boolean().catch(true),
  PrivacyPolicyLink: linkSchema.nullable().catch(null),
  MyPageSettings: z.object({ ModalInformation: z.string().catch('') }).catch({ ModalInformation: '' }),
});
export type Global = z.infer<typeof globalSchema>;

export const pageAnswerSchema = z.object({ Global: globalSchema, Page: pageSchema });

export const myPageMenuItemSchema = z.object({ RouteName: z.string(), DisplayName: z.string() });

export const quicklinksAnswerSchema = z.object({
  Page: z.object({
    QuickLinks: list(linkSchema.extend({ Description: z.string().catch('') })),
    TeacherMenu: list(myPageMenuItemSchema),
    AdminMenu: list(myPageMenuItemSchema),
  }),
});
export type Quicklinks = z.infer<typeof quicklinksAnswerSchema>['Page'];

export const scriptsAnswerSchema = z.array(z.object({ Script: z.string() }));

export const mediaAnswerSchema = z.object({
  Url: z.string(),
  AltText: z.string().catch(''),
  Name: z.string().optional(),
  Width: z.number().int().positive().nullish(),
  Height: z.number().int().positive().nullish(),
});

export const latestArticlesAnswerSchema = z.array(articleSummarySchema);
export const flashcardsAnswerSchema = z.array(flashcardSchema);

// The attendee endpoints (written by the foundation itself, hence camelCase).
export const createAttendeeAnswerSchema = z.object({
  sessionId: z.string(),
  eventId: z.string(),
  remainingSeats: z.number(),
});
export const sessionExistsAnswerSchema = z.object({
  exists: z.boolean(),
  eventId: z.string().optional(),
});
export const remainingSeatsAnswerSchema = z.object({
  eventId: z.string(),
  capacity: z.number(),
  remainingSeats: z.number(),
});
export const emailIsSignedUpAnswerSchema = z.object({
  eventId: z.string(),
  email: z.string(),
  signedUp: z.boolean(),
});
