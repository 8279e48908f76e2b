import { z } from 'zod';
import { linkSchema, mediaSchema } from './schema';

/**
 * The site-wide data (`Global`) every page answer carries. The stand-in builds it from these types and its
 * tests parse the answer with `cmsGlobalSchema`, so docs/cms.md, the content and the contract cannot drift.
 */

export type CmsMenuItem = {
  Name: string;
  Url: string;
  /** Short helper text the burger menu shows under the item; null when none. */
  BurgerMenuText: string | null;
  SubMenuItems: CmsMenuItem[];
};

export const menuItemSchema: z.ZodType<CmsMenuItem> = z.object({
  Name: z.string().min(1),
  Url: z.string().min(1),
  BurgerMenuText: z.string().nullable(),
  get SubMenuItems() {
    return z.array(menuItemSchema);
  },
});

export const addressSchema = z.object({
  OfficeTitle: z.string(),
  Street: z.string(),
  PostalCode: z.string(),
  City: z.string(),
  Country: z.string(),
  OpeningHours: z.string(),
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
  PrimaryAddress: z.boolean(),
});

export const sitemapGroupSchema = z.object({ Headline: z.string(), Links: z.array(linkSchema) });

export const footerCtaSchema = z.object({ Headline: z.string(), Description: z.string(), Link: linkSchema });

export const someItemSchema = z.object({
  Title: z.string(),
  Link: linkSchema,
  /** Inline `<svg>` markup (fill="currentColor", aria-hidden) for the icon. */
  SVG: z.string().startsWith('<svg'),
});

export const seoSchema = z.object({
  Title: z.string(),
  Description: z.string(),
  CanonicalUrl: z.string().nullable(),
  NoIndex: z.boolean(),
  Image: mediaSchema.nullable(),
});

export const cmsGlobalSchema = z.object({
  /** The foundation's name, for tab titles '<page title> - <SiteName>'. */
  SiteName: z.string(),
  Header: z.object({ Menu: z.array(menuItemSchema), BurgerMenu: z.array(menuItemSchema) }),
  Footer: z.object({
    Addresses: z.array(addressSchema).min(1),
    Sitemap: z.array(sitemapGroupSchema),
    CTAs: z.array(footerCtaSchema),
  }),
  Seo: seoSchema,
  /** Ids of the third-party trackers; null switches that tracker off (the stand-in's default). */
  Tracking: z.object({
    AnalyticsId: z.string().nullable(),
    CookieConsentId: z.string().nullable(),
    PrivacyAnalyticsDomain: z.string().nullable(),
  }),
  Dictionaries: z.record(z.string(), z.string()),
  SoMe: z.array(someItemSchema),
  Email: z.email(),
  Logos: z.object({ Primary: mediaSchema, Secondary: mediaSchema }),
  ShowMyProfile: z.boolean(),
  PrivacyPolicyLink: linkSchema,
  MyPageSettings: z.object({ ModalInformation: z.string() }),
});
export type CmsGlobal = z.infer<typeof cmsGlobalSchema>;
