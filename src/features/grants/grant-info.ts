import * as z from 'zod/mini';
import type { Link, Page } from '@/cms/vocabulary';

/** Page.Grant of a grantPage (prisma-free-mock/docs/cms.md, "GrantInfo"). zod/mini: this is read in the browser too. */
const grantSchema = z.object({
  GrantId: z.string().check(z.minLength(1)),
  Category: z.catch(z.string(), ''),
  Amount: z.catch(z.string(), ''),
  AmountMax: z.catch(z.nullable(z.number()), null),
  Deadline: z.iso.datetime({ offset: true }),
  /** Plain text. */
  HowToApply: z.catch(z.string(), ''),
  ApplyLink: z.unknown(),
});

export type GrantInfo = Omit<z.infer<typeof grantSchema>, 'ApplyLink'> & {
  /** Null once the deadline has passed. */
  ApplyLink: Link | null;
};

/** The apply link, or null when it has no Url (the page then shows no button). */
function readLink(value: unknown): Link | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  if (typeof item.Url !== 'string' || item.Url === '') return null;
  return {
    Url: item.Url,
    Text: typeof item.Text === 'string' ? item.Text : '',
    Target: typeof item.Target === 'string' ? item.Target : null,
    NoFollow: item.NoFollow === true,
    NewWindow: item.NewWindow === true,
    Download: item.Download === true,
  };
}

export function grantInfoOf(page: Page): GrantInfo | null {
  if (page.ContentType !== 'grantPage') return null;
  const parsed = grantSchema.safeParse(page.Grant);
  return parsed.success ? { ...parsed.data, ApplyLink: readLink(parsed.data.ApplyLink) } : null;
}

export const deadlinePassed = (grant: Pick<GrantInfo, 'Deadline'>, now: Date = new Date()) =>
  new Date(grant.Deadline).getTime() <= now.getTime();
