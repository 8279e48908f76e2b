import { z } from 'zod';
import { linkSchema, mediaSchema } from './schema';

/** The answers of the CMS's non-page endpoints; the tests parse the real answers with these. */

/** One entry of Page.TeacherMenu / Page.AdminMenu: the site maps RouteName to its route table's path. */
export const myPageMenuItemSchema = z.object({
  RouteName: z.string().min(1),
  DisplayName: z.string().min(1),
});
export type CmsMyPageMenuItem = z.infer<typeof myPageMenuItemSchema>;

/** A quick link on the teacher dashboard: a Link plus a line of description. */
export const quickLinkSchema = linkSchema.extend({ Description: z.string() });
export type CmsQuickLink = z.infer<typeof quickLinkSchema>;

export const scriptSchema = z.object({ Script: z.string().startsWith('<script') });

export const articleSummarySchema = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Name: z.string(),
  Url: z.string().startsWith('/'),
  ContentType: z.string(),
  PublishDate: z.string(),
  Author: z.string().nullable(),
  Tags: z.array(z.string()),
  Teaser: z.object({ Text: z.string(), Image: mediaSchema.nullable() }),
});
export type CmsArticleSummary = z.infer<typeof articleSummarySchema>;

export const flashcardSchema = z.object({
  Id: z.number().int().positive(),
  Category: z.string(),
  /** Front of the card. */
  Question: z.string(),
  /** Back of the card, plain text. */
  Answer: z.string(),
  Image: mediaSchema.nullable(),
});
export type CmsFlashcard = z.infer<typeof flashcardSchema>;

/** GET /api/media/GetMedia: Url is RELATIVE (`/media/...` for files, the page path for documents). */
export const mediaAnswerSchema = z.object({
  Udi: z.string(),
  Url: z.string().startsWith('/'),
  AltText: z.string(),
  Name: z.string(),
  MediaType: z.enum(['Image', 'File', 'Document']),
  Width: z.number().int().positive().nullable(),
  Height: z.number().int().positive().nullable(),
});
export type CmsMediaAnswer = z.infer<typeof mediaAnswerSchema>;

export const createAttendeeSchema = z.object({
  eventId: z.string({ error: 'eventId er påkrævet' }).trim().min(1, 'eventId er påkrævet'),
  name: z
    .string({ error: 'Navn er påkrævet' })
    .trim()
    .min(1, 'Navn er påkrævet')
    .max(200, 'Navnet er for langt'),
  email: z
    .string({ error: 'Email er påkrævet' })
    .trim()
    .pipe(z.email({ error: 'Email skal indeholde @ og domæne' }).max(254, 'E-mailen er for lang')),
  institution: z.string().trim().max(200, 'Institutionens navn er for langt').nullish(),
});
export const createAttendeeAnswerSchema = z.object({
  sessionId: z.string(),
  eventId: z.string(),
  remainingSeats: z.number().int().nonnegative(),
});
