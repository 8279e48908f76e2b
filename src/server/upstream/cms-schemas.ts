import { z } from 'zod';

/**
 * The site's reading of the CMS answers (contract: prisma-free-mock/docs/cms.md). Lenient where a missing
 * piece should only hide a part of the page, strict where the page cannot be drawn without it. Objects are
 * plain `z.object`s, which drop the keys they do not name, so a field the CMS adds never reaches the browser
 * unread; the one loose bag is a block's `Content` (see blockSchema and docs/decisions/0015).
 */

export const mediaSchema = z.object({
  Udi: z.string().optional(),
  Url: z.string(),
  AltText: z.string().catch(''),
  Width: z.number().optional(),
  Height: z.number().optional(),
});
export type Media = z.infer<typeof mediaSchema>;

export const linkSchema = z.object({
  Url: z.string(),
  Text: z.string().catch(''),
  Target: z.string().nullable().catch(null),
  NoFollow: z.boolean().catch(false),
  NewWindow: z.boolean().catch(false),
  Download: z.boolean().catch(false),
});
export type Link = z.infer<typeof linkSchema>;

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
  Seo: z
    .object({
      Title: z.string().catch(''),
      Description: z.string().catch(''),
      CanonicalUrl: z.string().nullable().catch(null),
      NoIndex: z.boolean().catch(false),
      Image: mediaSchema.nullable().catch(null),
    })
    .catch({ Title: '', Description: '', CanonicalUrl: null, NoIndex: false, Image: null }),
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

/**
 * A block's fields differ per type and are read by that type's preparer and component, so `Content` stays a
 * loose bag here: the CMS publishes it for display, and one schema per block type (issue 16, item 1) is where
 * it will be narrowed (docs/decisions/0015).
 */
export const blockSchema = z.object({
  ContentType: z.string(),
  Content: z
    .object({ Headline: z.string().optional(), AnchorId: z.string().optional() })
    .catchall(z.unknown()),
});
export type Block = z.infer<typeof blockSchema>;

export const pageSchema = z.object({
  Id: z.number(),
  Key: z.string().optional(),
  Name: z.string(),
  Url: z.string(),
  ContentType: z.string(),
  CreateDate: z.string().optional(),
  UpdateDate: z.string().optional(),
  PublishDate: z.string().optional(),
  Theme: z.string().optional(),
  Seo: z
    .object({
      Title: z.string().catch(''),
      Description: z.string().catch(''),
      CanonicalUrl: z.string().nullable().catch(null),
      NoIndex: z.boolean().catch(false),
      Image: mediaSchema.nullable().catch(null),
    })
    .optional(),
  Teaser: z.object({ Text: z.string().catch(''), Image: mediaSchema.nullable().catch(null) }).optional(),
  Blocks: z.array(blockSchema).catch([]),
  /** eventPage only; read by the event template through its own schema (features/events/event-info.ts). */
  Event: z.unknown().optional(),
  /** grantPage only; read by the grant template through its own schema (features/grants/grant-info.ts). */
  Grant: z.unknown().optional(),
  /** article only; the article template reads it defensively (templates/ArticleTemplate.tsx). */
  Author: z.unknown().optional(),
  /** article and projectPage; read defensively like Author. */
  Tags: z.unknown().optional(),
});
export type Page = z.infer<typeof pageSchema>;

export const pageAnswerSchema = z.object({ Global: globalSchema, Page: pageSchema });

export const myPageMenuItemSchema = z.object({ RouteName: z.string(), DisplayName: z.string() });
export type MyPageMenuItem = z.infer<typeof myPageMenuItemSchema>;

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

/** GET /api/grid/GetLatestArticles: a plain list of article summaries, newest first. */
export const articleSummarySchema = z.object({
  Id: z.number(),
  Key: z.string(),
  Name: z.string(),
  Url: z.string(),
  ContentType: z.string(),
  PublishDate: z.string(),
  Author: z.string().nullable(),
  Tags: z.array(z.string()),
  Teaser: z.object({ Text: z.string(), Image: mediaSchema.nullable() }),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const latestArticlesAnswerSchema = z.array(articleSummarySchema);

/** GET /api/flashcard/GetFlashcards: the cards asked for, in the order asked, unknown ids skipped. */
export const flashcardSchema = z.object({
  Id: z.number(),
  Category: z.string(),
  /** Front of the card. */
  Question: z.string(),
  /** Back of the card, plain text. */
  Answer: z.string(),
  Image: mediaSchema.nullable(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;
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
