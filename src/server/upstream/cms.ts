import type { z } from 'zod';
import { buildUrl, requestJson, UpstreamError } from './http';
import {
  createAttendeeAnswerSchema,
  emailIsSignedUpAnswerSchema,
  flashcardsAnswerSchema,
  latestArticlesAnswerSchema,
  mediaAnswerSchema,
  pageAnswerSchema,
  quicklinksAnswerSchema,
  remainingSeatsAnswerSchema,
  scriptsAnswerSchema,
  sessionExistsAnswerSchema,
} from './cms-schemas';

export interface CmsConfig {
  baseUrl: string;
  siteId: string;
  timeoutMs: number;
  /**
   * With a key, every request is a preview request (`Preview: true`, the key in `Api-Key`): the CMS answers
   * drafts where there are any (prisma-free-mock/docs/cms.md, "Drafts and preview"; docs/decisions/0031).
   */
  previewKey?: string;
}

/** The one client for the content backend (SPEC section 7, "Content backend"). */
export function createCmsClient(config: CmsConfig) {
  const call = <S extends z.ZodType>(
    path: string,
    schema: S,
    init: {
      method?: 'GET' | 'POST';
      query?: Record<string, string | number | undefined>;
      body?: unknown;
    } = {},
  ) =>
    requestJson('cms', buildUrl(config.baseUrl, path, init.query), {
      method: init.method,
      headers: config.previewKey ? { Preview: 'true', 'Api-Key': config.previewKey } : undefined,
      body: init.body,
      timeoutMs: config.timeoutMs,
      schema,
    });
  /**
   * A page path under the site, each segment encoded: a backslash or an encoded separator stays inside its
   * segment, and dot segments are refused, so no path can climb out of `/api/{site}/` to another CMS endpoint.
   */
  const sitePath = (path: string) => {
    const segments = path.split('/').filter(Boolean);
    if (segments.some((segment) => segment === '.' || segment === '..')) {
      throw new UpstreamError(
        'cms',
        404,
        null,
        `refused page path with dot segments: ${JSON.stringify(path)}`,
      );
    }
    const encoded = segments.map(encodeURIComponent).join('/');
    return `/api/${encodeURIComponent(config.siteId)}/${encoded}${encoded && path.endsWith('/') ? '/' : ''}`;
  };

  return {
    /** Site-wide data and the page at `path` ('/' by default). */
    getPage: async (path = '/') => call(sitePath(path), pageAnswerSchema),
    getQuicklinks: () => call(sitePath('/min-oversigt'), quicklinksAnswerSchema),
    /** Sent without an Authorization header, as the spec says. */
    getScripts: () => call('/api/Scripts/GetScripts', scriptsAnswerSchema),
    getLatestArticles: (amount: number, pageId: number, skip?: number) =>
      call('/api/grid/GetLatestArticles', latestArticlesAnswerSchema, { query: { amount, pageId, skip } }),
    getFlashcards: (ids: number[]) =>
      call('/api/flashcard/GetFlashcards', flashcardsAnswerSchema, { query: { ids: ids.join(',') } }),
    getMedia: (udi: string) => call('/api/media/GetMedia', mediaAnswerSchema, { query: { mediaUdi: udi } }),
    createAttendee: (body: { eventId: string; name: string; email: string; institution?: string | null }) =>
      call('/api/attendee/CreateAttendee', createAttendeeAnswerSchema, { method: 'POST', body }),
    sessionExists: (sessionId: string) =>
      call('/api/attendee/SessionExists', sessionExistsAnswerSchema, { query: { sessionId } }),
    getRemainingSeats: (eventId: string) =>
      call('/api/attendee/GetRemainingSeats', remainingSeatsAnswerSchema, { query: { eventId } }),
    emailIsSignedUp: (eventId: string, email: string) =>
      call('/api/attendee/EmailIsSignedUp', emailIsSignedUpAnswerSchema, { query: { eventId, email } }),
  };
}

export type CmsClient = ReturnType<typeof createCmsClient>;
